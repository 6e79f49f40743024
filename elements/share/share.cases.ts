import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-share',
    load: () => import('./ib-share.ts'),
    markup:
      '<ib-share url="https://example.com/"><ul><li><a data-share="native" href="#">Share</a></li><li><a data-share="linkedin" href="#">LinkedIn</a></li></ul></ib-share>',
  },
];

export default cases;
