import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-course-gate',
    load: () => import('./ib-course-gate.ts'),
    markup:
      '<ib-course-gate mode="showIfNotViewed" course-id="12"><p>Start the course</p></ib-course-gate>',
  },
  {
    tag: 'ib-course-tracker',
    load: () => import('./ib-course-tracker.ts'),
    markup: '<ib-course-tracker course-id="12"></ib-course-tracker>',
  },
];

export default cases;
