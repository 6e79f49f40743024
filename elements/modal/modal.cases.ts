import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-modal',
    load: () => import('./ib-modal.ts'),
    markup: '<ib-modal id="leak-modal" label="Leak"><p>Body</p></ib-modal>',
    exercise: async (el) => {
      el.open = true; // scroll lock, document listeners, dialog
      await el.updateComplete;
    },
  },
];

export default cases;
