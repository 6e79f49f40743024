// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { PersonalCard } from '../../react/elements/ib-personal-card.ts';

afterEach(unmountReact);

describe('<ib-personal-card> through ib-blocks/react on React 19', () => {
  it('PersonalCard: the expanded prop shows the panel, a click fires onToggle', async () => {
    const toggles: boolean[] = [];
    const card = (expanded: boolean) =>
      h(
        PersonalCard,
        {
          expanded,
          onToggle: (event: Event) =>
            toggles.push((event as CustomEvent<{ expanded: boolean }>).detail.expanded),
        },
        h('button', { type: 'button', 'data-open': '' }, 'About Ada'),
        h('div', { 'data-panel': '' }, h('button', { type: 'button', 'data-close': '' }, 'Close')),
      );
    const el = await renderReact(card(true), 'ib-personal-card');
    const panel = el.querySelector<HTMLElement>('[data-panel]')!;
    expect(panel.hidden).to.equal(false);
    el.querySelector<HTMLButtonElement>('[data-close]')!.click();
    await el.updateComplete;
    expect([panel.hidden, toggles.join()]).to.deep.equal([true, 'false']);
  });
});
