import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-reveal',
    load: () => import('./ib-reveal.ts'),
    markup: '<ib-reveal threshold="half"><p>Reveal</p></ib-reveal>',
  },
];

export default cases;
