// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { ConsentGate } from '../../react/elements/ib-consent-gate.ts';

afterEach(unmountReact);

describe('<ib-consent-gate> through ib-blocks/react on React 19', () => {
  it('ConsentGate: shows the placeholder button naming the provider until consent', async () => {
    const el = await renderReact(
      h(ConsentGate, { category: 'marketing', provider: 'YouTube' }),
      'ib-consent-gate',
    );
    await settle();
    const button = el.shadowRoot!.querySelector('button');
    expect(button?.textContent).to.contain('YouTube');
  });
});
