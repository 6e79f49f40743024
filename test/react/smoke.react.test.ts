// Smoke group on real React 19: every element rendered through `ib-blocks/react`.
import { expect } from '@open-wc/testing';
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Accordion } from '../../packages/react/index.ts';

type Ready = Element & { updateComplete: Promise<void> };
const isReactRoot = (root: ShadowRoot) => Object.keys(root).some((key) => key.startsWith('__reactContainer$'));

async function renderApp(app: ReturnType<typeof h>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(app));
  return { container, root };
}

describe('ib-blocks/react on React 19', () => {
  it('renders ib-accordion with React as the element runtime and passes props and events', async () => {
    const toggles: unknown[] = [];
    const { container, root } = await renderApp(
      h(
        Accordion,
        { closeOthers: true, onToggle: (event: CustomEvent) => toggles.push(event.detail) },
        h('details', null, h('summary', null, 'One'), h('p', null, 'First')),
        h('details', null, h('summary', null, 'Two'), h('p', null, 'Second')),
      ),
    );
    const el = container.querySelector('ib-accordion') as Ready & { closeOthers: boolean };
    await el.updateComplete;
    expect(isReactRoot(el.shadowRoot!)).to.equal(true);
    expect(el.closeOthers).to.equal(true);
    const [one, two] = el.querySelectorAll('details');
    one.open = true;
    await new Promise((resolve) => one.addEventListener('toggle', resolve, { once: true }));
    two.open = true;
    await new Promise((resolve) => two.addEventListener('toggle', resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([one.open, two.open]).to.deep.equal([false, true]);
    expect(toggles.length).to.be.greaterThan(0);
    root.unmount();
  });
});
