// The search popover opened from the navbar's mobile flyout, with the popover outside
// <ib-navbar> as the search README shows it: the flyout makes everything outside the navbar
// inert, and the popover must stay usable (focus in its field, typing searches).
import { waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  deepActiveElement,
  expect,
  fakeTimeouts,
  fixture,
  frames,
  press,
  releaseClock,
  settle,
  stubFetch,
  type FakeClock,
  type FetchStub,
} from '../../packages/test-utils/index.ts';
import '../../elements/navbar/ib-navbar.ts';
import '../../elements/search/ib-search-popover.ts';
import '../../elements/search/ib-search-trigger.ts';

const pageWindow = window as unknown as { ibPageData?: unknown };

const page = html`
  <div>
    <header id="site-header">
      <ib-navbar>
        <nav aria-label="Main">
          <a href="/" class="brand">Chorus</a>
          <button type="button" data-mobile-toggle aria-label="Menu">☰</button>
          <div data-mobile-menu>
            <ul>
              <li><a href="/pricing">Pricing</a></li>
              <li>
                <ib-search-trigger
                  ><button type="button" id="search-trigger">Search</button></ib-search-trigger
                >
              </li>
            </ul>
          </div>
        </nav>
      </ib-navbar>
      <ib-search-popover anchor="site-header"></ib-search-popover>
    </header>
    <main><button type="button" id="outside">Outside</button></main>
  </div>
`;

describe('search popover opened from the navbar mobile flyout', () => {
  let clock: FakeClock | undefined;
  let network: FetchStub;

  beforeEach(async () => {
    await setViewport({ width: 375, height: 740 });
    await waitUntil(() => innerWidth === 375, 'the phone viewport never applied');
    pageWindow.ibPageData = { analytics: { siteMeta: { language: 'en' } } };
    resetPageData();
    network = stubFetch({ '*': { results: [], totalPages: 0 } });
  });

  afterEach(async () => {
    await releaseClock(clock); // Preact's after-paint effects queued on the fake clock
    clock = undefined;
    network.restore();
    delete pageWindow.ibPageData;
    resetPageData();
    await setViewport({ width: 800, height: 600 });
  });

  async function openFromFlyout() {
    const root = await fixture<HTMLElement>(page);
    const navbar = root.querySelector('ib-navbar')!;
    const popover = root.querySelector('ib-search-popover')!;
    const toggle = navbar.querySelector<HTMLButtonElement>('[data-mobile-toggle]')!;
    const trigger = root.querySelector<HTMLButtonElement>('#search-trigger')!;
    const input = popover.shadowRoot!.querySelector<HTMLInputElement>('[part="input"]')!;
    toggle.click();
    await frames(1);
    expect(navbar.hasAttribute('menu-open')).to.equal(true);
    expect(trigger.checkVisibility()).to.equal(true);
    clock = fakeTimeouts();
    trigger.focus();
    trigger.click();
    await popover.updateComplete;
    await settle();
    return { root, navbar, popover, toggle, trigger, input };
  }

  it('focus lands in the field as it opens, and typing searches', async () => {
    const { popover, input } = await openFromFlyout();
    expect(popover.open).to.equal(true);
    expect(popover.closest('[inert]') === null).to.equal(true);
    expect(deepActiveElement() === input).to.equal(true); // no timer has run
    input.value = 'sms';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await settle();
    await clock!.tickAsync(100);
    await settle();
    expect(network.requests.length).to.equal(1);
    expect((network.requests[0].body as { s?: string }).s).to.equal('sms');
  });

  it('Escape closes the popover back to the trigger in the still open flyout; the next Escape closes the flyout', async () => {
    const { root, navbar, popover, toggle, trigger, input } = await openFromFlyout();
    press('Escape', input);
    await settle();
    expect(popover.open).to.equal(false);
    expect(navbar.hasAttribute('menu-open')).to.equal(true);
    expect(document.activeElement === trigger).to.equal(true);
    // The popover is again part of what the open flyout keeps inert.
    expect(popover.closest('[inert]') !== null).to.equal(true);
    press('Escape', trigger);
    await settle();
    expect(navbar.hasAttribute('menu-open')).to.equal(false);
    expect(document.activeElement === toggle).to.equal(true);
    expect(root.querySelector('[inert]') === null).to.equal(true);
  });
});
