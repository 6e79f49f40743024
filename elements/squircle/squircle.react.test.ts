// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Squircle } from '../../react/elements/ib-squircle.ts';

afterEach(unmountReact);

describe('<ib-squircle> through ib-blocks/react on React 19', () => {
  it('Squircle: renders its frame around the content', async () => {
    const el = await renderReact(
      h(Squircle, { radius: 24 }, h('p', null, 'Rounded')),
      'ib-squircle',
    );
    expect(el.shadowRoot!.querySelector('[part="frame"]')).to.exist;
    expect(el.getAttribute('radius')).to.equal('24');
  });
});
