import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-map',
    load: () => import('./ib-map.ts'),
    markup:
      '<ib-map><svg viewBox="0 0 10 10"><path data-region="eu" data-label="Europe" d="M0 0h5v5z"></path></svg><section data-region-panel="eu">EU</section></ib-map>',
    exercise: (el) => {
      el.querySelector('[data-region]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    },
  },
];

export default cases;
