// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Subnav } from '../../react/elements/ib-subnav.ts';

afterEach(unmountReact);

describe('<ib-subnav> through ib-blocks/react on React 19', () => {
  it('Subnav: receives its variant', async () => {
    const el = await renderReact(
      h(
        Subnav,
        { variant: 'simple-bottom-center' },
        h('nav', { 'aria-label': 'Sub' }, h('a', { href: '#a' }, 'Overview')),
      ),
      'ib-subnav',
    );
    expect(el.getAttribute('variant')).to.equal('simple-bottom-center');
  });
});
