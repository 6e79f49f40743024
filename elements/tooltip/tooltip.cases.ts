import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-tooltip',
    load: () => import('./ib-tooltip.ts'),
    markup: '<ib-tooltip content="Tip"><button>Term</button></ib-tooltip>',
  },
];

export default cases;
