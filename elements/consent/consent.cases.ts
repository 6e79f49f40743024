import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-consent-gate',
    load: () => import('./ib-consent-gate.ts'),
    markup:
      '<ib-consent-gate category="marketing" provider="YouTube"><template><p>Video</p></template></ib-consent-gate>',
  },
];

export default cases;
