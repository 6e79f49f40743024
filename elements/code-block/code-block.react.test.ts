// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { CodeBlock } from '../../react/elements/ib-code-block.ts';

afterEach(unmountReact);

describe('<ib-code-block> through ib-blocks/react on React 19', () => {
  it('CodeBlock: one language tab per sample, the language prop selects', async () => {
    const el = await renderReact(
      h(
        CodeBlock,
        { language: 'Python' },
        h('pre', { 'data-language': 'javascript', 'data-title': 'JavaScript' }, 'send()'),
        h('pre', { 'data-language': 'python', 'data-title': 'Python' }, 'send()'),
      ),
      'ib-code-block',
    );
    await settle();
    const selected = [...el.shadowRoot!.querySelectorAll('[role="tab"]')].map(
      (tab) => `${tab.textContent?.trim()}:${tab.getAttribute('aria-selected')}`,
    );
    expect(selected).to.deep.equal(['JavaScript:false', 'Python:true']);
  });
});
