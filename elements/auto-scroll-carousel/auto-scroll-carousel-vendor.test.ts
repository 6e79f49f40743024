// ib-auto-scroll-carousel when Embla's file cannot be fetched. Its own page: once loaded, a module
// is never fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import {
  blockRequests,
  blockedRequests,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { captureErrors, expect, fixture } from '../../packages/test-utils/index.ts';
import './ib-auto-scroll-carousel.ts';
import type { IbAutoScrollCarousel } from './ib-auto-scroll-carousel.ts';

const EMBLA = '/elements/auto-scroll-carousel/embla-auto-scroll.ts';
const viewportOf = (el: IbAutoScrollCarousel) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="viewport"]')!;

before(() => setViewport({ width: 800, height: 600 }));
afterEach(async () => {
  await unblockRequests();
  await resetMouse();
});

describe('ib-auto-scroll-carousel when Embla cannot load', () => {
  it('lets the column scroll natively, reports one ChunkLoadError, and starts Embla on the next interaction', async () => {
    await blockRequests([EMBLA]);
    let el!: IbAutoScrollCarousel;
    const errors = await captureErrors(async () => {
      const root = await fixture<HTMLDivElement>(html`
        <div>
          <ib-auto-scroll-carousel
            label="Our customers"
            style="--ib-auto-scroll-carousel-height: 200px; width: 300px"
          >
            <button type="button" data-toggle>Pause</button>
            ${[1, 2, 3, 4, 5, 6].map((n) => html`<div style="height: 80px"><a href="/customers/${n}">Customer ${n}</a></div>`)}
          </ib-auto-scroll-carousel>
        </div>
      `);
      el = root.querySelector<IbAutoScrollCarousel>('ib-auto-scroll-carousel')!;
      await waitUntil(
        () => viewportOf(el).hasAttribute('data-native-scroll'),
        'no native scrolling',
        { timeout: 5000 },
      );
    });
    expect(await blockedRequests()).to.have.length(1);
    expect(errors.length).to.equal(1);
    expect(errors[0][0]).to.equal('[ib-blocks] <ib-auto-scroll-carousel>');
    expect((errors[0][1] as Error).name).to.equal('ChunkLoadError');

    // Every customer can still be reached: the viewport is a scroller (wheel, finger, keys).
    const viewport = viewportOf(el);
    expect(getComputedStyle(viewport).overflowY).to.equal('auto');
    expect(viewport.scrollHeight).to.be.greaterThan(viewport.clientHeight + 200);
    viewport.scrollTop = 120;
    expect(viewport.scrollTop).to.equal(120);

    await unblockRequests();
    const rect = viewport.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.left + 20), Math.round(rect.top + 20)],
    });
    await waitUntil(() => Boolean(el.emblaApi), 'Embla never started', { timeout: 5000 });
    expect([viewport.hasAttribute('data-native-scroll'), viewport.scrollTop]).to.deep.equal([
      false,
      0,
    ]);
    expect(el.emblaApi!.plugins().autoScroll!.isPlaying()).to.equal(true);
  });
});
