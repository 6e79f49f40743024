import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-toc',
    load: () => import('./ib-toc.ts'),
    markup:
      '<ib-toc for="leak-toc-article"></ib-toc><article id="leak-toc-article"><h1>Title</h1><h2>Section</h2></article>',
  },
];

export default cases;
