import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-tabs',
    load: () => import('./ib-tabs.ts'),
    markup:
      '<ib-tabs><button slot="tab">A</button><section slot="panel">a</section><button slot="tab">B</button><section slot="panel">b</section></ib-tabs>',
  },
];

export default cases;
