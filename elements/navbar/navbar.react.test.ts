// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Navbar } from '../../react/elements/ib-navbar.ts';

afterEach(unmountReact);

describe('<ib-navbar> through ib-blocks/react on React 19', () => {
  it('Navbar: a dropdown trigger opens its panel, aria-expanded follows', async () => {
    const el = await renderReact(
      h(
        Navbar,
        null,
        h(
          'nav',
          { 'aria-label': 'Main' },
          h('button', { type: 'button', 'data-dropdown-trigger': '' }, 'Products'),
          h('div', { 'data-dropdown': '' }, h('a', { href: '#sms' }, 'SMS')),
        ),
      ),
      'ib-navbar',
    );
    await settle();
    const trigger = el.querySelector<HTMLButtonElement>('[data-dropdown-trigger]')!;
    trigger.click();
    await settle();
    expect([
      trigger.getAttribute('aria-expanded'),
      el.querySelector<HTMLElement>('[data-dropdown]')!.hidden,
    ]).to.deep.equal(['true', false]);
  });
});
