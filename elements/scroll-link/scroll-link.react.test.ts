// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { ScrollLink } from '../../react/elements/ib-scroll-link.ts';

afterEach(unmountReact);

describe('<ib-scroll-link> through ib-blocks/react on React 19', () => {
  it('ScrollLink: renders around its link with the offset given', async () => {
    const el = await renderReact(
      h(ScrollLink, { offset: 24 }, h('a', { href: '#target' }, 'Pricing')),
      'ib-scroll-link',
    );
    expect(el.getAttribute('offset')).to.equal('24');
  });
});
