// React server rendering of `ib-blocks/react`: react-dom/server writes the kebab-case attributes
// the elements read (a camelCase name reaches the page as `closeothers`, which nothing reads),
// and hydrateRoot in the browser matches that HTML and leaves each element with the same props.
import { expect } from '@open-wc/testing';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import elementTags from 'virtual:ib-element-tags';
import * as wrappers from '../../react/index.ts';

type Wrapper = ComponentType<Record<string, unknown>> & { displayName?: string };
type Ready = HTMLElement & { updateComplete: Promise<void> } & Record<string, unknown>;

const all = (Object.values(wrappers) as unknown[]).filter(
  (value): value is Wrapper =>
    (value as Wrapper | undefined)?.displayName?.startsWith('ib-') === true,
);
const camel = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
});

/** Server HTML of `app`, put in the page and hydrated; resolves the element and React's recoverable errors. */
async function hydrate(app: ReactNode, tag: string) {
  const html = renderToString(app);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
  await customElements.whenDefined(tag);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const el = container.querySelector(tag) as Ready;
  await el.updateComplete;
  return { html, el, errors };
}

describe('ib-blocks/react with react-dom/server', () => {
  it('covers every element of the library', () => {
    expect(all.map((wrapper) => wrapper.displayName).sort()).to.deep.equal([...elementTags].sort());
  });

  for (const wrapper of all) {
    const tag = wrapper.displayName!;
    it(`${tag}: every attribute the element observes is written under its own name`, () => {
      const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] })
        .observedAttributes;
      const props = Object.fromEntries(observed.map((attribute) => [camel(attribute), 'x']));
      const html = renderToString(h(wrapper, props));
      for (const attribute of observed.filter((name) => name.includes('-'))) {
        expect(html, `${tag} ${attribute}`).to.match(new RegExp(`\\s${attribute}="x"`));
        // Not under the prop's camelCase name, which the browser would lowercase.
        expect(html.toLowerCase(), `${tag} ${attribute}`).not.to.contain(
          ` ${camel(attribute).toLowerCase()}=`,
        );
      }
    });
  }

  it('booleans: true is present, false absent; hydration matches and the element reads it', async () => {
    const app = h(
      wrappers.Accordion,
      { closeOthers: true },
      h('details', null, h('summary', null, 'One'), h('p', null, 'First')),
      h('details', null, h('summary', null, 'Two'), h('p', null, 'Second')),
    );
    const { html, el, errors } = await hydrate(app, 'ib-accordion');
    expect(html).to.match(/<ib-accordion close-others="">/);
    expect(errors).to.deep.equal([]);
    expect(el.closeOthers).to.equal(true);
    const [one, two] = el.querySelectorAll('details');
    one.open = true;
    await new Promise((resolve) => one.addEventListener('toggle', resolve, { once: true }));
    two.open = true;
    await new Promise((resolve) => two.addEventListener('toggle', resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([one.open, two.open]).to.deep.equal([false, true]);
  });

  it('numbers: written as text, read back as the number', async () => {
    const app = h(
      wrappers.Tabs,
      { selected: 1, label: 'Channels' },
      h('button', { slot: 'tab' }, 'SMS'),
      h('section', { slot: 'panel' }, 'SMS panel'),
      h('button', { slot: 'tab' }, 'Email'),
      h('section', { slot: 'panel' }, 'Email panel'),
    );
    const { html, el, errors } = await hydrate(app, 'ib-tabs');
    expect(html).to.contain('selected="1"');
    expect(errors).to.deep.equal([]);
    expect(el.selected).to.equal(1);
    expect(el.querySelectorAll('[slot="tab"]')[1].getAttribute('aria-selected')).to.equal('true');
  });

  it('objects: JSON data goes to its attribute on the server; other objects are properties after hydration', async () => {
    const types = [{ value: 'guides', label: 'Guides' }];
    const search = await hydrate(h(wrappers.Search, { types }), 'ib-search');
    expect(search.html).to.contain(`types="${JSON.stringify(types).replace(/"/g, '&quot;')}"`);
    expect(search.errors).to.deep.equal([]);
    expect(search.el.types).to.deep.equal(types);
    root!.unmount();
    container!.remove();

    const auth = { state: 'loggedOut', helperEnabled: false };
    const topBar = await hydrate(
      h(wrappers.TopBar, { auth }, h('a', { 'data-login': '', href: '/login' }, 'Log in')),
      'ib-top-bar',
    );
    expect(topBar.errors).to.deep.equal([]);
    expect(topBar.el.auth).to.deep.equal(auth);
  });

  it("events: handlers hear the element's events right after hydration, by the long and the short prop", async () => {
    const heard: string[] = [];
    const app = h(
      wrappers.Accordion,
      {
        onIbAccordionToggle: (event: CustomEvent<{ index: number }>) =>
          heard.push(`long ${event.detail.index}`),
        onToggle: (event: CustomEvent<{ index: number }>) =>
          heard.push(`short ${event.detail.index}`),
      },
      h('details', null, h('summary', null, 'One'), h('p', null, 'First')),
    );
    const { errors, el } = await hydrate(app, 'ib-accordion');
    expect(errors).to.deep.equal([]);
    el.querySelector('summary')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).to.deep.equal(['long 0', 'short 0']);
  });
});
