import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-scroll-link',
    load: () => import('./ib-scroll-link.ts'),
    markup: '<ib-scroll-link><a href="#leak-target">Go</a></ib-scroll-link>',
  },
];

export default cases;
