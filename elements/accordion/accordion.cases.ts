import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-accordion',
    load: () => import('./ib-accordion.ts'),
    markup:
      '<ib-accordion close-others><details><summary>A</summary>a</details><details><summary>B</summary>b</details></ib-accordion>',
  },
];

export default cases;
