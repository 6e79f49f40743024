import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-personal-card',
    load: () => import('./ib-personal-card.ts'),
    markup:
      '<ib-personal-card><button data-open>Open</button><div data-panel><button data-close>Close</button></div></ib-personal-card>',
    exercise: (el) => el.querySelector<HTMLElement>('[data-open]')!.click(),
  },
];

export default cases;
