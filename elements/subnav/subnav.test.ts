import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import sinon from 'sinon';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { expect, expectAccessible, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-subnav.ts';
import type { IbSubnav } from './ib-subnav.ts';

const page = (variant = 'simple-bottom-center') => html`
  <div>
    <ib-subnav variant=${variant}>
      <nav aria-label="On this page">
        <ul style="display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0">
          <li><a href="#overview" id="overview-link">Overview</a></li>
          <li>
            <button type="button" data-dropdown-trigger>More</button>
            <div data-dropdown>
              <ul>
                <li><a href="#pricing">Pricing</a></li>
                <li><a href="#faq">FAQ</a></li>
              </ul>
            </div>
          </li>
        </ul>
      </nav>
    </ib-subnav>
    <div style="height: 10000px"></div>
  </div>
`;

let clock: sinon.SinonFakeTimers;

async function setup(variant?: string) {
  await loadPositioning();
  // Scroll speed is measured with performance.now(): a fake clock makes the speeds exact.
  clock = sinon.useFakeTimers({ toFake: ['performance'] });
  const root = await fixture<HTMLDivElement>(page(variant));
  const el = root.querySelector<IbSubnav>('ib-subnav')!;
  const events: boolean[] = [];
  el.addEventListener('ib-subnav-scroll-away', (event) =>
    events.push((event as CustomEvent).detail.hidden),
  );
  return {
    el,
    events,
    link: el.querySelector<HTMLAnchorElement>('#overview-link')!,
    trigger: el.querySelector<HTMLButtonElement>('[data-dropdown-trigger]')!,
    panel: el.querySelector<HTMLElement>('[data-dropdown]')!,
  };
}

/** Really scrolls the page to `y` after `ms` of (fake) time, and waits for the scroll event. */
async function scrollAfter(ms: number, y: number) {
  clock.tick(ms);
  const scrolled = new Promise((resolve) => addEventListener('scroll', resolve, { once: true }));
  scrollTo({ top: y, behavior: 'instant' });
  await scrolled;
}

const away = (el: HTMLElement) => el.hasAttribute('scrolled-away');

/**
 * Scrolls the page steadily down from 2000 px at `pxPerSecond` for 600 ms of (fake) time, with
 * scroll events `gaps` ms apart in turn (1 ms and 30 ms: handlers running late on a busy page).
 * Offsets are whole pixels, as the page reports them; a step that moves no pixel fires no event.
 */
async function steadyScroll(pxPerSecond: number, gaps = [1, 30]) {
  await scrollAfter(100_000, 2000);
  let y = 2000;
  for (let time = 0, i = 0; time < 600; i += 1) {
    const gap = gaps[i % gaps.length];
    time += gap;
    const next = Math.round(2000 + (pxPerSecond * time) / 1000);
    if (next === y) clock.tick(gap);
    else await scrollAfter(gap, next);
    y = next;
  }
}

before(() => setViewport({ width: 1000, height: 700 }));
afterEach(async () => {
  clock?.restore();
  (document.activeElement as HTMLElement | null)?.blur();
  // Let a frame show the top of the page (removing the fixture alone clamps the offset to 0
  // without one): a next test scrolling back to the last painted offset would get no scroll event.
  scrollTo({ top: 0, behavior: 'instant' });
  await frames(2);
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ib-subnav simple-bottom-center scroll-away', () => {
  it('hides when the page scrolls down faster than 500 px/s, not slower', async () => {
    const { el, events } = await setup();
    await scrollAfter(100_000, 2000); // 20 px/s
    expect(away(el)).to.equal(false);
    await scrollAfter(1000, 2400); // 400 px/s
    expect(away(el)).to.equal(false);
    await scrollAfter(1000, 3000); // 600 px/s
    expect(away(el)).to.equal(true);
    expect(events).to.deep.equal([true]);
  });

  it('a steady scroll at 300 or 480 px/s never hides it, with scroll events 1 ms and 30 ms apart', async () => {
    const { el, events } = await setup();
    await steadyScroll(300);
    await steadyScroll(480);
    expect([away(el), events]).to.deep.equal([false, []]);
  });

  it('a steady scroll at 520 or 2,000 px/s hides it, with scroll events 1 ms and 30 ms apart', async () => {
    for (const speed of [520, 2000]) {
      const { el } = await setup();
      await steadyScroll(speed);
      expect(away(el), `${speed} px/s`).to.equal(true);
      clock.restore();
      el.parentElement!.remove();
    }
  });

  it('reappears on an upward scroll', async () => {
    const { el, events } = await setup();
    await scrollAfter(100, 3000);
    expect(away(el)).to.equal(true);
    await scrollAfter(5000, 2990); // slowly, but up
    expect(away(el)).to.equal(false);
    expect(events).to.deep.equal([true, false]);
  });

  it('stays near the top of the page (scroll progress at most 0.15), however fast the scroll', async () => {
    const { el } = await setup();
    const limit = Math.floor(0.15 * (document.documentElement.scrollHeight - innerHeight));
    await scrollAfter(10, limit);
    expect(away(el)).to.equal(false);
    await scrollAfter(10, limit + 400);
    expect(away(el)).to.equal(true);
  });

  it('never hides while focus is inside, and focus coming in shows it', async () => {
    const { el, link } = await setup();
    link.focus();
    await scrollAfter(100, 3000);
    expect(away(el)).to.equal(false);
    link.blur();
    await scrollAfter(100, 5000);
    expect(away(el)).to.equal(true);
    link.focus();
    expect(away(el)).to.equal(false);
  });

  it('slides under normal motion and hides without animation under reduced motion', async () => {
    const { el } = await setup();
    expect(getComputedStyle(el).transitionDuration).to.equal('0.25s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(el).transitionDuration).to.equal('0s');
    await scrollAfter(100, 3000);
    await frames(1);
    expect(away(el)).to.equal(true);
    expect(el.getBoundingClientRect().top).to.be.at.least(innerHeight); // already out of view
    await scrollAfter(100, 2900);
    await frames(1);
    expect(el.getBoundingClientRect().bottom).to.be.at.most(innerHeight);
  });

  it('other variants never hide', async () => {
    const { el } = await setup('simple');
    await scrollAfter(100, 3000);
    expect(away(el)).to.equal(false);
  });

  it('stops watching when removed', async () => {
    const { el, events } = await setup();
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await scrollAfter(100, 3000);
    expect([away(el), events.length]).to.deep.equal([false, 0]);
  });
});

describe('ib-subnav dropdowns', () => {
  it('the bottom bar opens its dropdown upwards, 8 px from the trigger', async () => {
    const { trigger, panel } = await setup();
    trigger.click();
    await waitUntil(() => panel.hasAttribute('data-positioned'), 'panel never placed');
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.dataset.placement).to.match(/^top/);
    expect(
      Math.round(trigger.getBoundingClientRect().top - panel.getBoundingClientRect().bottom),
    ).to.equal(8);
  });

  it('a plain bar opens its dropdown below, 8 px from the trigger', async () => {
    const { trigger, panel } = await setup('simple');
    trigger.click();
    await waitUntil(() => panel.hasAttribute('data-positioned'), 'panel never placed');
    expect(panel.dataset.placement).to.match(/^bottom/);
    expect(
      Math.round(panel.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom),
    ).to.equal(8);
  });

  it('is accessible with the dropdown open', async () => {
    const { el, trigger, panel } = await setup();
    trigger.click();
    await waitUntil(() => panel.hasAttribute('data-positioned'), 'panel never placed');
    await expectAccessible(el);
  });
});

describe('ib-subnav on a phone', () => {
  afterEach(() => setViewport({ width: 1000, height: 700 }));

  it('the bottom bar stays inside a 390 px viewport; every link, the last too, scrolls into view inside it', async () => {
    await setViewport({ width: 390, height: 844 });
    const root = await fixture<HTMLDivElement>(html`
      <div>
        <ib-subnav variant="simple-bottom-center">
          <nav aria-label="On this page">
            <ul style="display: flex; gap: 0.25rem; list-style: none; margin: 0; padding: 0">
              <li>
                <a style="padding: 0.5rem 0.75rem; white-space: nowrap" href="#a">Dropdowns</a>
              </li>
              <li>
                <a style="padding: 0.5rem 0.75rem; white-space: nowrap" href="#b">Flyout menus</a>
              </li>
              <li>
                <a style="padding: 0.5rem 0.75rem; white-space: nowrap" href="#c">Top links</a>
              </li>
              <li>
                <a style="padding: 0.5rem 0.75rem; white-space: nowrap" href="#d">Language</a>
              </li>
              <li>
                <button style="padding: 0.5rem 0.75rem" type="button" data-dropdown-trigger>
                  More
                </button>
                <div data-dropdown><a href="#e">Else</a></div>
              </li>
            </ul>
          </nav>
        </ib-subnav>
      </div>
    `);
    const el = root.querySelector<IbSubnav>('ib-subnav')!;
    await frames(2);
    const bar = el.getBoundingClientRect();
    expect(bar.left).to.be.at.least(0);
    expect(bar.right).to.be.at.most(390);
    const more = el.querySelector('button')!;
    more.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    await frames(1);
    expect(more.getBoundingClientRect().right).to.be.at.most(390);
    expect(more.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right + 1); // subpixel centring
  });
});
