import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-code-block',
    load: () => import('./ib-code-block.ts'),
    markup:
      '<ib-code-block variable="a"><pre data-language="javascript" data-title="JS">1</pre><pre data-language="python" data-title="Python">1</pre></ib-code-block>',
  },
];

export default cases;
