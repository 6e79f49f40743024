// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Reveal } from '../../react/elements/ib-reveal.ts';

afterEach(unmountReact);

describe('<ib-reveal> through ib-blocks/react on React 19', () => {
  it('Reveal: wraps its content for the reveal', async () => {
    const el = await renderReact(
      h(Reveal, { threshold: 'half' }, h('p', null, 'Hello')),
      'ib-reveal',
    );
    expect([
      el.getAttribute('threshold'),
      Boolean(el.shadowRoot!.querySelector('[part="content"]')),
    ]).to.deep.equal(['half', true]);
  });
});
