// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Tooltip } from '../../react/elements/ib-tooltip.ts';

afterEach(unmountReact);

describe('<ib-tooltip> through ib-blocks/react on React 19', () => {
  it('Tooltip: the trigger is described by the tooltip text', async () => {
    const el = await renderReact(
      h(Tooltip, { content: 'Messages per second' }, h('button', { id: 'react-trigger' }, 'TPS')),
      'ib-tooltip',
    );
    await settle();
    const trigger = el.querySelector('#react-trigger')!;
    const ids = (trigger.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const text = ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(text).to.contain('Messages per second');
    expect(el.shadowRoot!.querySelector('[role="tooltip"]')).to.exist;
  });
});
