// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Tabs } from '../../react/elements/ib-tabs.ts';

afterEach(unmountReact);

describe('<ib-tabs> through ib-blocks/react on React 19', () => {
  it('Tabs: the selected prop selects a tab', async () => {
    const el = await renderReact(
      h(
        Tabs,
        { selected: 1, label: 'Channels' },
        h('button', { slot: 'tab' }, 'SMS'),
        h('section', { slot: 'panel' }, 'SMS panel'),
        h('button', { slot: 'tab' }, 'Email'),
        h('section', { slot: 'panel' }, 'Email panel'),
      ),
      'ib-tabs',
    );
    await settle();
    const tabs = [...el.querySelectorAll('[slot="tab"]')].map((tab) =>
      tab.getAttribute('aria-selected'),
    );
    expect(tabs).to.deep.equal(['false', 'true']);
  });
});
