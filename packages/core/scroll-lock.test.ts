import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { frames, untilScrollStops } from '../test-utils/index.ts';
import { requireVisiblePage } from './test-support/visible-page.ts';
import { isScrollLocked, lockScroll } from './scroll-lock.ts';

const root = document.documentElement;

function tallPage() {
  const page = document.createElement('main');
  page.innerHTML = `
    <div class="left" style="height: 40px">Left</div>
    <div class="centered" style="max-width: 300px; margin: 0 auto; height: 40px">Centered</div>
    <div class="right" style="text-align: right"><span>Right</span></div>
    <div style="height: 4000px"></div>`;
  document.body.append(page);
  return page;
}

const positions = (page: Element) =>
  ['.left', '.centered', '.right span'].map((selector) => {
    const rect = page.querySelector(selector)!.getBoundingClientRect();
    return `${selector} ${rect.left} ${rect.width}`;
  });

async function pageDown() {
  await sendKeys({ press: 'PageDown' });
  await untilScrollStops();
}

/**
 * A 15px classic scrollbar on the page. Headless Chromium started by puppeteer gets
 * `--hide-scrollbars`, which hides even styled scrollbars; there the scrollbar is simulated:
 * a 15px right border on the root that disappears with `overflow: hidden`, and a root
 * clientWidth that excludes it, as Chromium reports for a real one.
 */
async function forceClassicScrollbar(extraCss = '') {
  const style = document.createElement('style');
  style.textContent = `::-webkit-scrollbar { width: 15px; background: #eee; } ${extraCss}`;
  document.head.append(style);
  await frames(2);
  if (window.innerWidth - root.clientWidth === 15) return { remove: () => style.remove() };
  style.textContent += `html:not([style*="overflow: hidden"]) { border-right: 15px solid #eee; }`;
  const hidden = () => getComputedStyle(root).overflowY === 'hidden';
  Object.defineProperty(root, 'clientWidth', {
    configurable: true,
    get: () => window.innerWidth - (hidden() ? 0 : 15),
  });
  await frames(2);
  return {
    remove() {
      style.remove();
      delete (root as { clientWidth?: number }).clientWidth;
    },
  };
}

describe('lockScroll', () => {
  before(requireVisiblePage);
  let page: HTMLElement;
  let classicScrollbar: { remove(): void } | undefined;

  beforeEach(() => {
    page = tallPage();
  });
  afterEach(async () => {
    page.remove();
    classicScrollbar?.remove();
    classicScrollbar = undefined;
    root.removeAttribute('style');
    await untilScrollStops();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('stops the page from scrolling and lets it scroll again after unlock', async () => {
    const unlock = lockScroll();
    await pageDown();
    const lockedY = window.scrollY;
    unlock();
    expect(lockedY).to.equal(0);
    await pageDown();
    expect(window.scrollY).to.be.greaterThan(0);
  });

  it('is ref-counted: two locks need two unlocks', async () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    const afterFirst = [isScrollLocked(), getComputedStyle(root).overflowY];
    await pageDown();
    const scrolledAfterFirst = window.scrollY;
    second();
    expect([...afterFirst, scrolledAfterFirst]).to.deep.equal([true, 'hidden', 0]);
    expect([isScrollLocked(), getComputedStyle(root).overflowY]).to.deep.equal([false, 'visible']);
  });

  it('ignores a second call of the same unlock function', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    const stillLocked = isScrollLocked();
    second();
    expect([stillLocked, isScrollLocked()]).to.deep.equal([true, false]);
  });

  it('restores the previous inline styles of the root', () => {
    root.style.setProperty('overflow', 'clip');
    root.style.setProperty('padding-right', '3px');
    root.style.setProperty('color', 'rgb(1, 2, 3)');
    const unlock = lockScroll();
    unlock();
    expect(root.getAttribute('style')).to.equal(
      'overflow: clip; padding-right: 3px; color: rgb(1, 2, 3);',
    );
  });

  it('leaves no style attribute behind when there was none', () => {
    lockScroll()();
    expect(root.hasAttribute('style')).to.equal(false);
  });

  it('restores the scroll position on the last unlock', async () => {
    window.scrollTo(0, 1200);
    const unlock = lockScroll();
    // Focus moves can scroll even a hidden-overflow root.
    window.scrollTo(0, 3000);
    unlock();
    await frames(1);
    expect(window.scrollY).to.equal(1200);
  });

  it('keeps the page where it is while locked (no jump to the top)', () => {
    window.scrollTo(0, 800);
    const unlock = lockScroll();
    const top = page.getBoundingClientRect().top;
    unlock();
    expect([window.scrollY, top]).to.deep.equal([800, page.getBoundingClientRect().top]);
  });

  it('moves nothing sideways with the default scrollbars', () => {
    const before = positions(page);
    const unlock = lockScroll();
    const during = positions(page);
    unlock();
    expect(during).to.deep.equal(before);
  });

  it('moves nothing sideways when a classic 15px scrollbar disappears', async () => {
    classicScrollbar = await forceClassicScrollbar();
    const scrollbarBefore = window.innerWidth - root.clientWidth;
    const before = positions(page);
    const unlock = lockScroll();
    const scrollbarDuring = window.innerWidth - root.clientWidth;
    const during = positions(page);
    const gap = getComputedStyle(root).getPropertyValue('--ib-scroll-lock-gap');
    unlock();
    expect([scrollbarBefore, scrollbarDuring, gap]).to.deep.equal([15, 0, '15px']);
    expect(during).to.deep.equal(before);
    expect(positions(page)).to.deep.equal(before);
  });

  it('adds the gap to an existing root padding', async () => {
    classicScrollbar = await forceClassicScrollbar('html { padding-right: 10px; }');
    const before = positions(page);
    const unlock = lockScroll();
    const padding = getComputedStyle(root).paddingRight;
    const during = positions(page);
    unlock();
    expect([padding, ...during]).to.deep.equal(['25px', ...before]);
  });
});
