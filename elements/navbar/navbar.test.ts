import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { isScrollLocked } from '../../packages/core/scroll-lock.ts';
import {
  expect,
  expectAccessible,
  type FakeClock,
  fakeTimeouts,
  frames,
  press,
} from '../../packages/test-utils/index.ts';
import { menuRows, mountNavbar } from './test-support.ts';

const page = (topLinksWidth = '600px') => html`
  <div>
    <ib-navbar>
      <nav aria-label="Main">
        <a href="/" class="brand">Chorus</a>
        <button type="button" data-mobile-toggle aria-label="Menu">☰</button>
        <div data-mobile-menu>
          <ul>
            ${menuRows}
          </ul>
          <ul
            data-top-links
            style="width: ${topLinksWidth}; list-style: none; margin: 0; padding: 0"
          >
            <li style="width: 150px"><a href="#docs">Docs</a></li>
            <li style="width: 150px"><a href="#support">Support</a></li>
            <li style="width: 150px"><a href="#login">Log in</a></li>
          </ul>
        </div>
      </nav>
    </ib-navbar>
    <main>
      <button id="outside">Outside</button>
      <p id="content">Page content</p>
      <div style="height: 3000px"></div>
      <h2 id="pricing">Pricing</h2>
    </main>
  </div>
`;

async function setup(template = page()) {
  const mounted = await mountNavbar(template);
  const { root, el, triggers } = mounted;
  const [products, solutions] = triggers;
  return {
    ...mounted,
    products,
    solutions,
    topLinks: el.querySelector<HTMLElement>('[data-top-links]')!,
    outside: root.querySelector<HTMLButtonElement>('#outside')!,
    content: root.querySelector<HTMLElement>('#content')!,
  };
}

const panelOf = (trigger: HTMLElement) => trigger.nextElementSibling as HTMLElement;
const expanded = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded');
const shown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';

/** Resizes the real test window and waits until the page has seen it. */
async function resize(width: number, height = 800) {
  await setViewport({ width, height });
  await waitUntil(() => innerWidth === width, `viewport never reached ${width}px`);
  await frames(2);
}

let clock: FakeClock | undefined;
afterEach(async () => {
  await resetMouse();
  clock?.restore();
  clock = undefined;
  history.replaceState(null, '', location.pathname + location.search); // in-page anchor tests
});

describe('ib-navbar desktop dropdowns', () => {
  before(() => resize(1300));

  it('a click opens the dropdown as a floating disclosure, not a menu', async () => {
    const { el, products } = await setup();
    expect(expanded(products)).to.equal('false');
    products.click();
    const panel = panelOf(products);
    await waitUntil(() => panel.hasAttribute('data-positioned'));
    expect([expanded(products), panel.hidden, panel.style.position]).to.deep.equal([
      'true',
      false,
      'fixed',
    ]);
    expect(panel.getBoundingClientRect().top).to.be.greaterThan(
      products.getBoundingClientRect().bottom,
    );
    expect(products.getAttribute('aria-controls')).to.equal(panel.id);
    expect(
      el.querySelectorAll('[role="menu"], [role="menuitem"], [role="menubar"]').length,
    ).to.equal(0);
  });

  it('only one dropdown is open at a time', async () => {
    const { products, solutions } = await setup();
    products.click();
    solutions.click();
    expect([expanded(products), expanded(solutions)]).to.deep.equal(['false', 'true']);
    expect([panelOf(products).hidden, panelOf(solutions).hidden]).to.deep.equal([true, false]);
  });

  it('Escape closes the dropdown and returns focus to its trigger', async () => {
    const { products } = await setup();
    products.focus();
    products.click();
    const link = panelOf(products).querySelector('a')!;
    link.focus();
    press('Escape', link);
    expect(expanded(products)).to.equal('false');
    expect(document.activeElement === products).to.equal(true);
  });

  it('focus leaving the dropdown closes it', async () => {
    const { products, outside } = await setup();
    products.focus();
    products.click();
    panelOf(products).querySelector('a')!.focus();
    outside.focus();
    expect([expanded(products), panelOf(products).hidden]).to.deep.equal(['false', true]);
  });

  it('fires ib-navbar-dropdown-toggle with the index', async () => {
    const { el, solutions } = await setup();
    const events: unknown[] = [];
    el.addEventListener('ib-navbar-dropdown-toggle', (event) =>
      events.push((event as CustomEvent).detail),
    );
    solutions.click();
    solutions.click();
    expect(events).to.deep.equal([
      { index: 1, open: true },
      { index: 1, open: false },
    ]);
  });

  it('hides the mobile toggle and shows the menu inline', async () => {
    const { toggle, menu } = await setup();
    expect([shown(toggle), shown(menu)]).to.deep.equal([false, true]);
  });

  it('is accessible with a dropdown open', async () => {
    const { root, products } = await setup();
    products.click();
    await waitUntil(() => panelOf(products).hasAttribute('data-positioned'));
    await expectAccessible(root);
  });
});

describe('ib-navbar top-links row', () => {
  it('gets is-wrapped at 1280 px and wider when its children exceed its width', async () => {
    await resize(1300);
    const { topLinks } = await setup(page('300px'));
    expect(topLinks.classList.contains('is-wrapped')).to.equal(true);
  });

  it('stays unwrapped when the children fit', async () => {
    await resize(1300);
    const { topLinks } = await setup(page('600px'));
    expect(topLinks.classList.contains('is-wrapped')).to.equal(false);
  });

  it('re-measures when a link changes size without a window resize, after the same 500 ms', async () => {
    await resize(1300);
    const { topLinks } = await setup(page('600px'));
    await frames(2); // the observer's first report
    clock = fakeTimeouts();
    (topLinks.firstElementChild as HTMLElement).style.width = '400px'; // say, a picker that upgraded
    await frames(2);
    await clock.tickAsync(499);
    expect(topLinks.classList.contains('is-wrapped')).to.equal(false);
    await clock.tickAsync(1);
    expect(topLinks.classList.contains('is-wrapped')).to.equal(true);
  });

  it('never wraps below 1280 px, and follows a resize after 500 ms', async () => {
    await resize(1100);
    const { topLinks } = await setup(page('300px'));
    expect(topLinks.classList.contains('is-wrapped')).to.equal(false);
    clock = fakeTimeouts();
    await resize(1300);
    await clock.tickAsync(499);
    expect(topLinks.classList.contains('is-wrapped')).to.equal(false);
    await clock.tickAsync(1);
    expect(topLinks.classList.contains('is-wrapped')).to.equal(true);
    await resize(1100);
    await clock.tickAsync(500);
    expect(topLinks.classList.contains('is-wrapped')).to.equal(false);
  });
});

describe('ib-navbar mobile flyout', () => {
  beforeEach(() => resize(800, 600));

  it('opens from the toggle: menu shown, page scroll locked without layout shift, background inert', async () => {
    const { el, toggle, menu, content, outside } = await setup();
    expect(shown(menu)).to.equal(false);
    const widthBefore = content.getBoundingClientRect().width;
    const leftBefore = content.getBoundingClientRect().left;
    toggle.click();
    expect([expanded(toggle), el.hasAttribute('menu-open'), shown(menu)]).to.deep.equal([
      'true',
      true,
      true,
    ]);
    expect(isScrollLocked()).to.equal(true);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    expect(content.getBoundingClientRect().width).to.equal(widthBefore);
    expect(content.getBoundingClientRect().left).to.equal(leftBefore);
    expect(outside.closest('[inert]') !== null).to.equal(true);
    expect(toggle.closest('[inert]') === null && menu.closest('[inert]') === null).to.equal(true);
  });

  it('Escape closes it, returns focus to the toggle and releases the page', async () => {
    const { el, toggle, menu, outside } = await setup();
    toggle.click();
    const link = menu.querySelector<HTMLAnchorElement>('#pricing-link')!;
    link.focus();
    press('Escape', link);
    expect([expanded(toggle), el.hasAttribute('menu-open'), shown(menu)]).to.deep.equal([
      'false',
      false,
      false,
    ]);
    expect(document.activeElement === toggle).to.equal(true);
    expect(isScrollLocked()).to.equal(false);
    expect(outside.closest('[inert]') === null).to.equal(true);
  });

  it('fires ib-navbar-menu-toggle', async () => {
    const { el, toggle } = await setup();
    const events: unknown[] = [];
    el.addEventListener('ib-navbar-menu-toggle', (event) =>
      events.push((event as CustomEvent).detail),
    );
    toggle.click();
    toggle.click();
    expect(events).to.deep.equal([{ open: true }, { open: false }]);
  });

  it('dropdowns inside the flyout open in place; Escape there closes only the dropdown', async () => {
    const { toggle, products } = await setup();
    toggle.click();
    products.focus();
    products.click();
    const panel = panelOf(products);
    expect([panel.hidden, panel.hasAttribute('data-floating'), panel.style.position]).to.deep.equal(
      [false, false, ''],
    );
    press('Escape', products);
    expect([expanded(products), expanded(toggle)]).to.deep.equal(['false', 'true']);
  });

  it('one tap on the next trigger switches panels, though closing the open one moves it up', async () => {
    const { toggle, products, solutions } = await setup();
    toggle.click();
    products.click();
    const shift = panelOf(products).getBoundingClientRect().height;
    expect(shift).to.be.above(solutions.getBoundingClientRect().height); // the press really moves it away
    const box = solutions.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    await frames(1);
    expect([expanded(products), expanded(solutions)]).to.deep.equal(['false', 'true']);
    expect(panelOf(solutions).hidden).to.equal(false);
    expect(document.activeElement === solutions).to.equal(true);
  });

  it('an in-page anchor link inside it closes it; a link to another page does not', async () => {
    const { toggle, menu, products } = await setup();
    toggle.click();
    products.click();
    const otherPage = menu.querySelector<HTMLAnchorElement>('#other-page')!;
    otherPage.addEventListener('click', (event) => event.preventDefault()); // stay on the test page
    otherPage.click();
    expect(expanded(toggle)).to.equal('true');
    menu.querySelector<HTMLAnchorElement>('#pricing-link')!.click();
    expect(expanded(toggle)).to.equal('false');
    expect(isScrollLocked()).to.equal(false);
    expect(location.hash).to.equal('#pricing');
  });

  it('closes when the viewport reaches 1024 px (after the 500 ms debounce) and reopens when it shrinks', async () => {
    const { toggle } = await setup();
    toggle.click();
    clock = fakeTimeouts();
    await resize(1024);
    await clock.tickAsync(499);
    expect(expanded(toggle)).to.equal('true');
    await clock.tickAsync(1);
    expect(expanded(toggle)).to.equal('false');
    expect(isScrollLocked()).to.equal(false);
    await resize(900, 600);
    await clock.tickAsync(500);
    expect(expanded(toggle)).to.equal('true');
    expect(isScrollLocked()).to.equal(true);
  });

  it('a menu closed by the visitor does not reopen after a resize round trip', async () => {
    const { toggle } = await setup();
    toggle.click();
    toggle.click();
    clock = fakeTimeouts();
    await resize(1100);
    await clock.tickAsync(500);
    await resize(800, 600);
    await clock.tickAsync(500);
    expect(expanded(toggle)).to.equal('false');
  });
});

describe('ib-navbar lifecycle', () => {
  beforeEach(() => resize(1300));

  it('re-initialises on ib-navbar-reinit: new markup enhanced, old listeners released', async () => {
    const { el, products } = await setup();
    const item = document.createElement('li');
    const trigger = document.createElement('button');
    trigger.textContent = 'Resources';
    trigger.setAttribute('data-dropdown-trigger', '');
    const panel = document.createElement('div');
    panel.setAttribute('data-dropdown', '');
    panel.append(
      Object.assign(document.createElement('a'), { href: '#blog', textContent: 'Blog' }),
    );
    item.append(trigger, panel);
    const oldItem = products.closest('li')!;
    oldItem.replaceWith(item); // the CMS swapped the menu markup
    document.dispatchEvent(new CustomEvent('ib-navbar-reinit'));
    expect(expanded(trigger)).to.equal('false');
    trigger.click();
    expect([expanded(trigger), panel.hidden]).to.deep.equal(['true', false]);
    expect(products.hasAttribute('aria-expanded')).to.equal(false);
    products.click(); // the released trigger no longer toggles anything
    expect(products.hasAttribute('aria-expanded')).to.equal(false);
    expect(el.querySelectorAll('[data-dropdown-trigger][aria-expanded]').length).to.equal(2);
  });

  it('removal releases the page and stops listening', async () => {
    await resize(800, 600);
    const { el, toggle, outside, products } = await setup();
    toggle.click();
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isScrollLocked()).to.equal(false);
    expect(outside.closest('[inert]') === null).to.equal(true);
    expect(toggle.hasAttribute('aria-expanded')).to.equal(false);
    document.dispatchEvent(new CustomEvent('ib-navbar-reinit'));
    expect(products.hasAttribute('aria-expanded')).to.equal(false);
  });
});
