import { emulateMedia, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { resetPageData } from '../../packages/core/page-data.ts';
import { expect, expectAccessible, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-reveal.ts';
import type { IbReveal } from './ib-reveal.ts';
import { isInView, thresholdValue } from './thresholds.ts';

const VIEWPORT = { width: 800, height: 600 };
const BOX = 200;

/** One reveal 1500 px down a tall page (out of view at first). */
async function setup(attributes = '', above = 1500, style = '') {
  const root = await fixture<HTMLDivElement>(`
    <div>
      <div style="height: ${above}px"></div>
      <ib-reveal ${attributes} style="height: ${BOX}px; ${style}"><p>Revealed content</p></ib-reveal>
      <div style="height: 2000px"></div>
    </div>`);
  await frames(3);
  return root.querySelector<IbReveal>('ib-reveal')!;
}

/** Scrolls so `visible` px of the element show at the bottom of the viewport. */
async function showFromBottom(el: Element, visible: number) {
  const top = el.getBoundingClientRect().top + window.scrollY;
  window.scrollTo({ top: top - VIEWPORT.height + visible, behavior: 'instant' });
  await frames(3);
}

const hidden = (el: Element) => el.classList.contains('no-intersect');

before(() => setViewport(VIEWPORT));
afterEach(async () => {
  window.scrollTo({ top: 0, behavior: 'instant' });
  await emulateMedia({ reducedMotion: 'no-preference' });
  delete (window as { ibPageData?: unknown }).ibPageData;
  resetPageData();
});

describe('reveal thresholds', () => {
  it('maps half to 0.5, full to 0.99, anything else to 0', () => {
    expect(['half', 'full', 'quarter', undefined].map(thresholdValue)).to.deep.equal([
      0.5, 0.99, 0, 0,
    ]);
  });

  it('counts an element taller than the viewport as fully in when it covers the viewport', () => {
    const entry = {
      isIntersecting: true,
      intersectionRatio: 0.4,
      intersectionRect: { height: 600 },
      rootBounds: { height: 600 },
    };
    expect(isInView(entry, 0.99)).to.equal(true);
    expect(isInView({ ...entry, intersectionRect: { height: 300 } }, 0.99)).to.equal(false);
    expect(isInView({ ...entry, isIntersecting: false }, 0)).to.equal(false);
  });
});

describe('ib-reveal', () => {
  it('is marked no-intersect while out of view, and loses the mark as it enters, then regains it on leaving', async () => {
    const el = await setup();
    const events: boolean[] = [];
    el.addEventListener('ib-reveal-change', (e) => events.push((e as CustomEvent).detail.inView));
    expect(hidden(el)).to.equal(true);
    await showFromBottom(el, 20);
    expect(hidden(el)).to.equal(false);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames(3);
    expect(hidden(el)).to.equal(true);
    expect(events).to.deep.equal([true, false]);
  });

  it('never hides content that starts in view', async () => {
    const el = await setup('', 10);
    expect(hidden(el)).to.equal(false);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.content')!).opacity).to.equal('1');
  });

  it('threshold="half" needs half of it in view', async () => {
    const el = await setup('threshold="half"');
    await showFromBottom(el, 80);
    expect(hidden(el)).to.equal(true);
    await showFromBottom(el, 120);
    expect(hidden(el)).to.equal(false);
  });

  it('threshold="full" needs 99 % of it in view', async () => {
    const el = await setup('threshold="full"');
    await showFromBottom(el, 190);
    expect(hidden(el)).to.equal(true);
    await showFromBottom(el, 200);
    expect(hidden(el)).to.equal(false);
  });

  it('once: stays shown after the first entry', async () => {
    const el = await setup('once');
    await showFromBottom(el, 50);
    expect(hidden(el)).to.equal(false);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames(3);
    expect(hidden(el)).to.equal(false);
  });

  it('hides content found out of view at once, then fades it up from below as it enters', async () => {
    const el = await setup();
    const content = el.shadowRoot!.querySelector('.content')!;
    const style = getComputedStyle(content);
    expect([style.opacity, style.transform]).to.deep.equal(['0', 'matrix(1, 0, 0, 1, 0, 24)']);
    await showFromBottom(el, 100);
    expect(content.getAnimations().length).to.equal(2); // opacity and transform transitions
    expect(Number(getComputedStyle(content).opacity)).to.be.below(1);
  });

  it('does nothing under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup();
    expect(hidden(el)).to.equal(false);
  });

  it('does nothing on iPhone/iPad when the page data blocks animations there', async () => {
    (window as { ibPageData?: unknown }).ibPageData = { flags: { blockAnimationsIOS: true } };
    resetPageData();
    const ua = sinon
      .stub(navigator, 'userAgent')
      .get(
        () =>
          'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      );
    try {
      const el = await setup();
      expect(hidden(el)).to.equal(false);
    } finally {
      ua.restore();
    }
  });

  it('still works with the flags set on other browsers', async () => {
    (window as { ibPageData?: unknown }).ibPageData = {
      flags: { blockAnimationsIOS: true, blockAnimationsDesktopSafari: true },
    };
    resetPageData();
    const el = await setup();
    expect(hidden(el)).to.equal(true);
  });

  it('shows its content and stops watching when removed', async () => {
    const el = await setup();
    expect(hidden(el)).to.equal(true);
    el.remove();
    await frames(1);
    expect(hidden(el)).to.equal(false);
    // A detached element reads as out of view: an observer left behind would mark it again.
    await frames(3);
    expect(hidden(el)).to.equal(false);
  });

  it('is accessible', async () => {
    const el = await setup('', 10);
    await expectAccessible(el);
  });
});
