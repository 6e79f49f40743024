// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Accordion } from '../../react/elements/ib-accordion.ts';

afterEach(unmountReact);

describe('<ib-accordion> through ib-blocks/react on React 19', () => {
  it('Accordion: close-others and the toggle event', async () => {
    const toggles: unknown[] = [];
    const el = await renderReact(
      h(
        Accordion,
        { closeOthers: true, onToggle: (event: CustomEvent) => toggles.push(event.detail) },
        h('details', null, h('summary', null, 'One'), h('p', null, 'First')),
        h('details', null, h('summary', null, 'Two'), h('p', null, 'Second')),
      ),
      'ib-accordion',
    );
    const [one, two] = el.querySelectorAll('details');
    one.open = true;
    await new Promise((resolve) => one.addEventListener('toggle', resolve, { once: true }));
    two.open = true;
    await new Promise((resolve) => two.addEventListener('toggle', resolve, { once: true }));
    await settle();
    expect([one.open, two.open]).to.deep.equal([false, true]);
    expect(toggles.length).to.be.greaterThan(0);
  });
});
