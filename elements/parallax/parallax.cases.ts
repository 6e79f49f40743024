import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-parallax',
    load: () => import('./ib-parallax.ts'),
    markup: '<ib-parallax speed="0.5"><div>Layer</div></ib-parallax>',
  },
];

export default cases;
