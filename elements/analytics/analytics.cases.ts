import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-analytics',
    load: () => import('./ib-analytics.ts'),
    // Window listeners (captcha, consent), the page-view push and the traffic-type lookup.
    markup: '<ib-analytics></ib-analytics>',
  },
];

export default cases;
