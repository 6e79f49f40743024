// ib-carousel when Embla's file cannot be fetched. Its own page: once loaded, a module is never
// fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import { emulateMedia, sendMouse, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import {
  blockRequests,
  blockedRequests,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { captureErrors, expect, fixture, press } from '../../packages/test-utils/index.ts';
import './ib-carousel.ts';
import type { IbCarousel } from './ib-carousel.ts';

const EMBLA = '/elements/carousel/embla.ts';
const part = (el: IbCarousel, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const slides = (el: IbCarousel) => [...el.querySelectorAll<HTMLElement>(':scope > article')];
/** How far the slide's text is from the viewport's left edge. */
const fromStart = (el: IbCarousel, index: number) =>
  Math.round(
    slides(el)[index].querySelector('h3')!.getBoundingClientRect().left -
      part(el, 'viewport').getBoundingClientRect().left,
  );

before(() => setViewport({ width: 800, height: 600 }));
// Reduced motion makes every step a jump: positions settle at once.
beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
afterEach(async () => {
  await unblockRequests();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ib-carousel when Embla cannot load', () => {
  it('scrolls natively (buttons and arrow keys too), reports one ChunkLoadError, and starts Embla on the next interaction', async () => {
    await blockRequests([EMBLA]);
    let el!: IbCarousel;
    const errors = await captureErrors(async () => {
      const root = await fixture<HTMLDivElement>(html`
        <div style="width: 600px">
          <ib-carousel controls>
            ${[1, 2, 3, 4].map(
              (n) =>
                html`<article>
                  <h3 style="margin: 0">Story ${n}</h3>
                  <p>Text</p>
                </article>`,
            )}
          </ib-carousel>
        </div>
      `);
      el = root.querySelector<IbCarousel>('ib-carousel')!;
      await waitUntil(
        () => part(el, 'viewport').hasAttribute('data-native-scroll'),
        'no native scrolling',
        { timeout: 5000 },
      );
    });
    expect(errors.length).to.equal(1);
    expect(errors[0][0]).to.equal('[ib-blocks] <ib-carousel>');
    expect((errors[0][1] as Error).name).to.equal('ChunkLoadError');

    // A native scroller: a finger or trackpad moves the row; nothing is inert.
    const viewport = part(el, 'viewport');
    expect(getComputedStyle(viewport).overflowX).to.equal('auto');
    expect(viewport.scrollWidth).to.be.greaterThan(viewport.clientWidth * 3);
    expect(slides(el).map((slide) => slide.inert)).to.deep.equal([false, false, false, false]);
    expect([
      part(el, 'prev').getAttribute('aria-disabled'),
      part(el, 'next').getAttribute('aria-disabled'),
    ]).to.deep.equal(['true', 'false']);

    part(el, 'next').click();
    await waitUntil(() => fromStart(el, 1) === 0, 'the next button did not show slide 2', {
      timeout: 2000,
    });
    await waitUntil(
      () => part(el, 'prev').getAttribute('aria-disabled') === 'false',
      'prev stayed disabled',
      { timeout: 2000 },
    );

    const errorsOnRetry = await captureErrors(async () => {
      part(el, 'base').focus(); // an interaction: Embla is asked for again, and is still blocked
      await waitUntil(async () => (await blockedRequests()).length === 2, 'no second request', {
        timeout: 5000,
      });
      press('ArrowRight', part(el, 'base'));
      await waitUntil(() => fromStart(el, 2) === 0, 'ArrowRight did not show slide 3', {
        timeout: 2000,
      });
    });
    expect(errorsOnRetry.length).to.equal(0); // said once already
    expect(el.emblaApi).to.equal(undefined);

    await unblockRequests();
    const rect = viewport.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.left + 20), Math.round(rect.top + 20)],
    });
    await waitUntil(() => Boolean(el.emblaApi), 'Embla never started', { timeout: 5000 });
    // Embla took over on the slide the visitor had reached.
    expect(viewport.hasAttribute('data-native-scroll')).to.equal(false);
    expect(el.emblaApi!.selectedScrollSnap()).to.equal(2);
    await waitUntil(() => fromStart(el, 2) === 0, 'Embla did not start on slide 3', {
      timeout: 2000,
    });
    part(el, 'next').click();
    expect(el.emblaApi!.selectedScrollSnap()).to.equal(3);
  });
});
