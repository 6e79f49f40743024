import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-animated-text',
    load: () => import('./ib-animated-text.ts'),
    markup: '<ib-animated-text><span>One</span><span>Two</span></ib-animated-text>',
  },
];

export default cases;
