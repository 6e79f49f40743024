// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Share } from '../../react/elements/ib-share.ts';

afterEach(unmountReact);

describe('<ib-share> through ib-blocks/react on React 19', () => {
  it('Share: popup links say they open a new window', async () => {
    const el = await renderReact(
      h(
        Share,
        { url: 'https://example.com/post' },
        h('a', { href: '#', 'data-share': 'linkedin' }, 'LinkedIn'),
      ),
      'ib-share',
    );
    await settle();
    expect(el.querySelector('a')!.getAttribute('aria-label')).to.match(/LinkedIn.*new window/);
  });
});
