// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { TopBar } from '../../react/elements/ib-top-bar.ts';

afterEach(unmountReact);

describe('<ib-top-bar> through ib-blocks/react on React 19', () => {
  it('TopBar: a logged-out auth state keeps the login link', async () => {
    const el = await renderReact(
      h(
        TopBar,
        { auth: { state: 'loggedOut' } },
        h('a', { href: '/login', 'data-login': '' }, 'Log in'),
        h('a', { href: '/logout', 'data-logout': '', hidden: true }, 'Log out'),
      ),
      'ib-top-bar',
    );
    await settle();
    expect([
      el.querySelector<HTMLElement>('[data-login]')!.hidden,
      el.querySelector<HTMLElement>('[data-logout]')!.hidden,
    ]).to.deep.equal([false, true]);
  });
});
