import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-footer',
    load: () => import('./ib-footer.ts'),
    markup: '<ib-footer><section><h2>Products</h2><ul><li>SMS</li></ul></section></ib-footer>',
  },
];

export default cases;
