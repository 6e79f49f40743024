import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-range',
    load: () => import('./ib-range.ts'),
    markup: '<ib-range name="r" min="0" max="10" value="5" label="R"></ib-range>',
  },
];

export default cases;
