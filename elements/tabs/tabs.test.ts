import { sendKeys } from '@web/test-runner-commands';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  frames,
  nextTask,
} from '../../packages/test-utils/index.ts';
import './ib-tabs.ts';
import type { IbTabs } from './ib-tabs.ts';

const markup = (attrs = '') => `
  <ib-tabs ${attrs}>
    <h2>Channels</h2>
    <button slot="tab">SMS</button>
    <section slot="panel" id="sms"><p>Reach every phone.</p><a href="#top">Details</a></section>
    <button slot="tab">WhatsApp</button>
    <section slot="panel"><p>Two billion users.</p></section>
    <button slot="tab">Email</button>
    <section slot="panel" id="email"><h3 id="deliverability">Deliverability</h3><p>Inbox, not spam.</p></section>
    <button slot="tab">Voice</button>
    <section slot="panel"><p>Calls that connect.</p></section>
  </ib-tabs>`;

const tabsOf = (el: IbTabs) => [...el.querySelectorAll<HTMLButtonElement>('[slot="tab"]')];
const panelsOf = (el: IbTabs) => [...el.querySelectorAll<HTMLElement>('[slot="panel"]')];
const shown = (el: IbTabs) => panelsOf(el).map((panel) => !panel.hasAttribute('hidden'));
const focusedTab = (el: IbTabs) => tabsOf(el).indexOf(document.activeElement as HTMLButtonElement);
const clearHash = () => history.replaceState(null, '', location.pathname + location.search);

function changes(el: Element) {
  const seen: unknown[] = [];
  el.addEventListener('ib-tabs-change', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

async function hashChange(hash: string) {
  const fired = new Promise((resolve) =>
    window.addEventListener('hashchange', resolve, { once: true }),
  );
  location.hash = hash;
  await fired;
  await frames(1);
}

afterEach(() => {
  clearHash();
  window.scrollTo(0, 0);
});

describe('ib-tabs without script', () => {
  it('shows every panel in order before the element upgrades', async () => {
    const iframe = await fixture<HTMLIFrameElement>('<iframe title="no script"></iframe>');
    const loaded = new Promise((resolve) =>
      iframe.addEventListener('load', resolve, { once: true }),
    );
    iframe.srcdoc = `<!doctype html><body>${markup()}</body>`;
    await loaded;
    const doc = iframe.contentDocument!;
    const panels = [...doc.querySelectorAll('section')];
    expect(panels.map((panel) => panel.checkVisibility())).to.deep.equal([true, true, true, true]);
    const tops = panels.map((panel) => panel.getBoundingClientRect().top);
    expect([...tops].sort((a, b) => a - b)).to.deep.equal(tops);
  });

  it('returns the children to that state when removed', async () => {
    const el = await fixture<IbTabs>(markup());
    const panels = panelsOf(el);
    el.remove();
    await frames(2);
    expect(
      panels.map((panel) => panel.hasAttribute('hidden') || panel.hasAttribute('role')),
    ).to.deep.equal([false, false, false, false]);
    expect(panels[1].id).to.equal(''); // generated ids go too; template ids stay
    expect(panels[0].id).to.equal('sms');
  });
});

describe('ib-tabs semantics', () => {
  it('wires the APG roles and relations on the light-DOM children', async () => {
    const el = await fixture<IbTabs>(markup('label="Channels"'));
    const tablist = el.shadowRoot!.querySelector('[part~="tablist"]')!;
    expect([tablist.getAttribute('role'), tablist.getAttribute('aria-label')]).to.deep.equal([
      'tablist',
      'Channels',
    ]);
    const tabs = tabsOf(el);
    const panels = panelsOf(el);
    expect(tabs.map((tab) => tab.getAttribute('role'))).to.deep.equal(['tab', 'tab', 'tab', 'tab']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).to.deep.equal(['0', '-1', '-1', '-1']);
    expect(
      tabs.map(
        (tab, i) => tab.getAttribute('aria-controls') === panels[i].id && panels[i].id !== '',
      ),
    ).to.deep.equal([true, true, true, true]);
    expect(
      panels.map(
        (panel, i) => panel.getAttribute('aria-labelledby') === tabs[i].id && tabs[i].id !== '',
      ),
    ).to.deep.equal([true, true, true, true]);
    expect(panels[0].id).to.equal('sms'); // a template id is kept
    expect(panels.map((panel) => panel.getAttribute('role'))).to.deep.equal([
      'tabpanel',
      'tabpanel',
      'tabpanel',
      'tabpanel',
    ]);
    expect(panels.map((panel) => panel.getAttribute('hidden'))).to.deep.equal([
      null,
      'until-found',
      'until-found',
      'until-found',
    ]);
    expect(panels.map((panel) => panel.getAttribute('tabindex'))).to.deep.equal([
      '0',
      null,
      null,
      null,
    ]);
    expect(el.querySelector('h2')!.assignedSlot).to.not.equal(null);
    await expectAccessible(el);
  });

  it('collapses hidden panels completely, even when the page gives panels padding and borders', async () => {
    const wrapper = await fixture<HTMLElement>(
      `<div><style>.padded section { padding: 40px; border: 3px solid; margin: 20px 0; }</style><div class="padded">${markup()}</div></div>`,
    );
    const el = wrapper.querySelector('ib-tabs')!;
    expect(panelsOf(el).map((panel) => panel.getBoundingClientRect().height === 0)).to.deep.equal([
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('ib-tabs look', () => {
  it('selecting a tab moves no tab: the selected one differs in colour and indicator, not width', async () => {
    const el = await fixture<IbTabs>(
      `<div style="color: rgb(0, 0, 0); --ib-color-text-muted: rgb(90, 90, 90)">${markup()}</div>`,
    ).then((wrapper) => wrapper.querySelector<IbTabs>('ib-tabs')!);
    const lefts = () => tabsOf(el).map((tab) => Math.round(tab.getBoundingClientRect().left));
    const before = lefts();
    tabsOf(el)[1].click();
    await frames(1);
    expect(lefts()).to.deep.equal(before);
    await Promise.all(
      tabsOf(el).flatMap((tab) => tab.getAnimations().map((transition) => transition.finished)),
    );
    expect(tabsOf(el).map((tab) => getComputedStyle(tab).color)).to.deep.equal([
      'rgb(90, 90, 90)',
      'rgb(0, 0, 0)',
      'rgb(90, 90, 90)',
      'rgb(90, 90, 90)',
    ]);
  });

  it('draws the focus ring inside the tab, where the scrolling row cannot clip it, whatever offset the page sets', async () => {
    const wrapper = await fixture<HTMLElement>(
      `<div><style>:focus-visible { outline: 3px solid; outline-offset: 2px; }</style>${markup()}</div>`,
    );
    const el = wrapper.querySelector<IbTabs>('ib-tabs')!;
    tabsOf(el)[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    const tab = tabsOf(el)[1];
    expect(tab.matches(':focus-visible')).to.equal(true);
    const style = getComputedStyle(tab);
    expect(parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)).to.be.at.most(0);
  });
});

describe('ib-tabs interaction', () => {
  it('a click selects a tab, reflects selected and fires ib-tabs-change', async () => {
    const el = await fixture<IbTabs>(markup());
    const seen = changes(el);
    tabsOf(el)[2].click();
    await frames(1);
    expect(shown(el)).to.deep.equal([false, false, true, false]);
    expect([el.selected, el.getAttribute('selected')]).to.deep.equal([2, '2']);
    expect(seen).to.deep.equal([{ index: 2 }]);
    tabsOf(el)[2].click(); // already selected: no event
    expect(seen).to.have.length(1);
  });

  it('arrow keys move focus and selection together, wrapping at the ends', async () => {
    const el = await fixture<IbTabs>(markup());
    const seen = changes(el);
    tabsOf(el)[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    expect([focusedTab(el), el.selected]).to.deep.equal([1, 1]);
    await sendKeys({ press: 'ArrowDown' });
    expect([focusedTab(el), el.selected]).to.deep.equal([2, 2]);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowLeft' });
    expect([focusedTab(el), el.selected]).to.deep.equal([0, 0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect([focusedTab(el), el.selected]).to.deep.equal([3, 3]);
    await frames(1);
    expect(shown(el)).to.deep.equal([false, false, false, true]);
    expect(tabsOf(el).map((tab) => tab.getAttribute('tabindex'))).to.deep.equal([
      '-1',
      '-1',
      '-1',
      '0',
    ]);
    expect(seen.map((detail) => (detail as { index: number }).index)).to.deep.equal([
      1, 2, 1, 0, 3,
    ]);
  });

  it('Home and End go to the first and last tab', async () => {
    const el = await fixture<IbTabs>(markup());
    tabsOf(el)[1].focus();
    await sendKeys({ press: 'End' });
    expect([focusedTab(el), el.selected]).to.deep.equal([3, 3]);
    await sendKeys({ press: 'Home' });
    expect([focusedTab(el), el.selected]).to.deep.equal([0, 0]);
  });

  it('the tab list is one tab stop: Tab goes from the selected tab into its panel', async () => {
    const el = await fixture<IbTabs>(markup('selected="1"'));
    tabsOf(el)[1].focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === panelsOf(el)[1]).to.equal(true);
  });

  it('skips disabled tabs', async () => {
    const el = await fixture<IbTabs>(markup());
    tabsOf(el)[1].disabled = true;
    tabsOf(el)[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(el)).to.equal(2);
  });

  it('swaps Left and Right in right-to-left pages', async () => {
    const el = await fixture<IbTabs>(markup('dir="rtl"'));
    tabsOf(el)[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedTab(el)).to.equal(1);
  });

  it('setting selected shows that panel without an event; a bad value picks the nearest tab', async () => {
    const el = await fixture<IbTabs>(markup());
    const seen = changes(el);
    el.setAttribute('selected', '3');
    await frames(1);
    expect(shown(el)).to.deep.equal([false, false, false, true]);
    el.selected = 99;
    await frames(1);
    expect(shown(el)).to.deep.equal([false, false, false, true]);
    el.setAttribute('selected', 'two');
    await frames(1);
    expect(shown(el)).to.deep.equal([true, false, false, false]);
    expect(seen).to.deep.equal([]);
  });
});

describe('ib-tabs hash linking', () => {
  it('on load, a hash naming an element inside a panel selects that tab and scrolls to it', async () => {
    history.replaceState(null, '', '#deliverability');
    const wrapper = await fixture<HTMLElement>(
      `<div><div style="height: 2000px"></div>${markup()}<div style="height: 2000px"></div></div>`,
    );
    const el = wrapper.querySelector('ib-tabs')!;
    await frames(2);
    expect(shown(el)).to.deep.equal([false, false, true, false]);
    expect(el.selected).to.equal(2);
    expect(
      Math.round(document.getElementById('deliverability')!.getBoundingClientRect().top),
    ).to.equal(0);
    // Selecting from the hash on load must not leave a hashchange listener behind on removal.
    wrapper.remove();
    await frames(2);
    await hashChange('#sms');
    expect(el.selected).to.equal(2);
  });

  it('on hashchange, a hash naming a panel id selects its tab', async () => {
    const el = await fixture<IbTabs>(markup());
    const seen = changes(el);
    await hashChange('#email');
    expect(shown(el)).to.deep.equal([false, false, true, false]);
    expect(seen).to.deep.equal([{ index: 2 }]);
    await hashChange('#sms');
    expect(shown(el)).to.deep.equal([true, false, false, false]);
  });

  it('ignores hashes that name nothing in its panels', async () => {
    const el = await fixture<IbTabs>(markup('selected="1"'));
    await hashChange('#nowhere');
    expect(el.selected).to.equal(1);
  });

  it('find-in-page reaching a hidden panel (beforematch) selects its tab', async () => {
    const el = await fixture<IbTabs>(markup());
    panelsOf(el)[3]
      .querySelector('p')!
      .dispatchEvent(new Event('beforematch', { bubbles: true }));
    await frames(1);
    expect([el.selected, ...shown(el)]).to.deep.equal([3, false, false, false, true]);
  });

  it('stops following the hash once removed', async () => {
    const el = await fixture<IbTabs>(markup());
    el.remove();
    await frames(2);
    await hashChange('#email');
    expect(el.selected).to.equal(undefined);
  });
});

describe('ib-tabs content changes', () => {
  it('picks up tabs and panels added later', async () => {
    const el = await fixture<IbTabs>(markup());
    const tab = document.createElement('button');
    tab.slot = 'tab';
    tab.textContent = 'Chat';
    const panel = document.createElement('section');
    panel.slot = 'panel';
    panel.textContent = 'Live chat on your site.';
    el.append(tab, panel);
    await nextTask();
    await frames(1);
    expect([
      tab.getAttribute('role'),
      panel.getAttribute('hidden'),
      tab.getAttribute('aria-controls') === panel.id,
    ]).to.deep.equal(['tab', 'until-found', true]);
    tabsOf(el)[3].focus();
    await sendKeys({ press: 'ArrowRight' });
    expect([focusedTab(el), el.selected]).to.deep.equal([4, 4]);
  });

  it('keeps a valid selection when the selected tab is removed', async () => {
    const el = await fixture<IbTabs>(markup('selected="3"'));
    tabsOf(el)[3].remove();
    panelsOf(el)[3].remove();
    await nextTask();
    await frames(1);
    expect(shown(el)).to.deep.equal([false, false, true]);
    expect(tabsOf(el)[2].getAttribute('aria-selected')).to.equal('true');
  });

  it('reports a tab without a panel once and hides it', async () => {
    let el: IbTabs | undefined;
    const errors = await captureErrors(async () => {
      el = await fixture<IbTabs>(
        markup().replace('</ib-tabs>', '<button slot="tab">Orphan</button></ib-tabs>'),
      );
      await frames(2);
    });
    expect(errors).to.have.length(1);
    expect(String(errors[0][1])).to.contain('found 5 tabs, 4 panels');
    expect(tabsOf(el!)[4].hidden).to.equal(true);
  });
});
