import { emulateMedia, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  frames,
} from '../../packages/test-utils/index.ts';
import './ib-parallax.ts';
import type { IbParallax } from './ib-parallax.ts';
import { distanceFor, parallaxOffset, parseSpeed, passProgress } from './parallax-math.ts';
import { scrollFrameClients } from './scroll-frame.ts';

const VIEWPORT = { width: 800, height: 600 };
const BOX = 200;
const ABOVE = 1200;

/** A tall page with parallax boxes 1200 px down. */
const page = (...attributes: string[]) => `
  <div>
    <div style="height: ${ABOVE}px"></div>
    ${attributes.map((a) => `<ib-parallax ${a} style="height: ${BOX}px"><div style="height: ${BOX}px">Layer</div></ib-parallax>`).join('')}
    <div style="height: 2000px"></div>
  </div>`;

async function setup(...attributes: string[]) {
  const root = await fixture<HTMLDivElement>(page(...(attributes.length ? attributes : [''])));
  return [...root.querySelectorAll<IbParallax>('ib-parallax')];
}

const layerOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="layer"]')!;
const shift = (el: Element) => {
  const transform = layerOf(el).style.transform;
  const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(transform);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
};

/** Scrolls so the element's top sits `top` px below the viewport top, and lets a frame run. */
async function placeAt(el: Element, top: number) {
  window.scrollTo({
    top: el.getBoundingClientRect().top + window.scrollY - top,
    behavior: 'instant',
  });
  await frames(2);
}

before(() => setViewport(VIEWPORT));
afterEach(async () => {
  window.scrollTo({ top: 0, behavior: 'instant' });
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport(VIEWPORT);
  delete (window as { ibPageData?: unknown }).ibPageData;
  resetPageData();
});

describe('parallax math', () => {
  it('measures the pass from -1 (entering below) through 0 (centred) to 1 (left above)', () => {
    expect(passProgress(600, 200, 600)).to.equal(-1);
    expect(passProgress(200, 200, 600)).to.equal(0);
    expect(passProgress(-200, 200, 600)).to.equal(1);
    expect(passProgress(5000, 200, 600)).to.equal(-1);
    expect(passProgress(400, 200, 600)).to.equal(-0.5);
  });

  it('travels speed × distance over a pass, centred', () => {
    expect(parallaxOffset(1, 1, 300)).to.equal(150);
    expect(parallaxOffset(-0.5, 0.5, 300)).to.equal(-37.5);
    expect(parallaxOffset(1, -2, 600)).to.equal(-600);
  });

  it('uses 300 px, or 600 px on screens at least 1800 wide or 900 tall', () => {
    expect([distanceFor(1799, 899), distanceFor(1800, 600), distanceFor(800, 900)]).to.deep.equal([
      300, 600, 600,
    ]);
  });

  it('accepts numbers only; no attribute means 1', () => {
    expect([parseSpeed(0.4), parseSpeed('-1.5'), parseSpeed(undefined)]).to.deep.equal([
      0.4, -1.5, 1,
    ]);
    expect([
      parseSpeed(Number.NaN),
      parseSpeed('fast'),
      parseSpeed(''),
      parseSpeed(Infinity),
    ]).to.deep.equal([null, null, null, null]);
  });
});

describe('ib-parallax', () => {
  it('shifts its content with a transform as the page scrolls', async () => {
    const [el] = await setup('speed="0.5"');
    await placeAt(el, 200); // centred: no shift
    expect(shift(el)).to.deep.equal({ x: 0, y: 0 });
    await placeAt(el, 0); // progress (300 - 100) / 400 = 0.5 -> 0.5 × 0.5 × 300 / 2
    expect(shift(el)).to.deep.equal({ x: 0, y: 37.5 });
    await placeAt(el, 400); // progress -0.5
    expect(shift(el)).to.deep.equal({ x: 0, y: -37.5 });
    expect(el.style.transform).to.equal(''); // the host keeps its place
  });

  it('shifts sideways with horizontal', async () => {
    const [el] = await setup('speed="1" horizontal');
    await placeAt(el, 0);
    expect(shift(el)).to.deep.equal({ x: 75, y: 0 });
  });

  it('travels 600 px on tall screens', async () => {
    await setViewport({ width: 800, height: 900 });
    const [el] = await setup('speed="1"');
    await placeAt(el, 175); // centre at 275, viewport centre 450: progress 175 / 550
    expect(shift(el)!.y).to.be.closeTo(((175 / 550) * 600) / 2, 0.1);
  });

  it('an invalid speed reports once and leaves that element still while the others move', async () => {
    let elements: IbParallax[] = [];
    const errors = await captureErrors(async () => {
      elements = await setup('speed="fast"', 'speed="1"');
      await frames(2);
    });
    expect(errors.length).to.equal(1);
    expect(
      errors[0].some((arg) => arg instanceof Error && arg.message === 'Invalid parallax speed'),
    ).to.equal(true);
    const [broken, working] = elements;
    await placeAt(working, 0);
    expect(shift(broken)).to.equal(null);
    expect(shift(working)!.y).to.not.equal(0);
  });

  it('stays still under reduced motion, and stops when the preference changes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const [el] = await setup('speed="1"');
    await placeAt(el, 0);
    expect(shift(el)).to.equal(null);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await placeAt(el, 10);
    expect(shift(el)).to.not.equal(null);
    await emulateMedia({ reducedMotion: 'reduce' });
    await frames(2);
    expect(shift(el)).to.equal(null);
  });

  it('stays still where the page data blocks animations on desktop Safari', async () => {
    (window as { ibPageData?: unknown }).ibPageData = {
      flags: { blockAnimationsDesktopSafari: true },
    };
    resetPageData();
    const ua = sinon
      .stub(navigator, 'userAgent')
      .get(
        () =>
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      );
    try {
      const [el] = await setup('speed="1"');
      await placeAt(el, 0);
      expect(shift(el)).to.equal(null);
    } finally {
      ua.restore();
    }
  });

  it('listens passively, once for all elements, and updates at most once a frame', async () => {
    const added = sinon.spy(window, 'addEventListener');
    try {
      const elements = await setup('speed="1"', 'speed="0.5"', 'speed="-1"');
      const scrollListeners = added.getCalls().filter((call) => call.args[0] === 'scroll');
      expect(scrollListeners.length).to.equal(1);
      expect((scrollListeners[0].args[2] as AddEventListenerOptions).passive).to.equal(true);
      const reads = sinon.spy(elements[0], 'getBoundingClientRect');
      for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
      await frames(1);
      expect(reads.callCount).to.equal(1);
    } finally {
      added.restore();
    }
  });

  it('releases the shared listener and clears its transform when removed', async () => {
    const before = scrollFrameClients();
    const [el] = await setup('speed="1"');
    await placeAt(el, 0);
    expect(scrollFrameClients()).to.equal(before + 1);
    const layer = layerOf(el);
    el.remove();
    await frames(1);
    expect(scrollFrameClients()).to.equal(before);
    expect(layer.style.transform).to.equal('');
  });

  it('is accessible', async () => {
    const [el] = await setup('speed="1"');
    await expectAccessible(el);
  });
});
