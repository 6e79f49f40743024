import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-featured-content',
    load: () => import('./ib-featured-content.ts'),
    markup:
      '<ib-featured-content><article data-type="a">1</article><article data-type="b">2</article></ib-featured-content>',
  },
];

export default cases;
