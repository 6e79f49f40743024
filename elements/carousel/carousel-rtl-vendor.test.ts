// ib-carousel's native scroller (Embla's file cannot be fetched) in right-to-left text: the
// buttons and arrow keys scroll the row leftwards to the next slide. Its own page: once loaded, a
// module is never fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { blockRequests, unblockRequests } from '../../packages/test-utils/block-requests.ts';
import { captureErrors, expect, fixture, press } from '../../packages/test-utils/index.ts';
import './ib-carousel.ts';
import type { IbCarousel } from './ib-carousel.ts';

const EMBLA = '/elements/carousel/embla.ts';
const part = (el: IbCarousel, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const slides = (el: IbCarousel) => [...el.querySelectorAll<HTMLElement>(':scope > article')];
/** How far the slide's text is from the viewport's right edge (its start in rtl). */
const fromStart = (el: IbCarousel, index: number) =>
  Math.round(
    part(el, 'viewport').getBoundingClientRect().right -
      slides(el)[index].querySelector('h3')!.getBoundingClientRect().right,
  );

before(() => setViewport({ width: 800, height: 600 }));
beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
afterEach(async () => {
  await unblockRequests();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ib-carousel right-to-left when Embla cannot load', () => {
  it('scrolls natively from the right: next, ArrowLeft and ArrowRight', async () => {
    await blockRequests([EMBLA]);
    let el!: IbCarousel;
    await captureErrors(async () => {
      const root = await fixture<HTMLDivElement>(html`
        <div dir="rtl" style="width: 600px">
          <ib-carousel controls
            >${[1, 2, 3, 4].map((n) => html`<article><h3 style="margin: 0">Story ${n}</h3></article>`)}</ib-carousel
          >
        </div>
      `);
      el = root.querySelector<IbCarousel>('ib-carousel')!;
      await waitUntil(
        () => part(el, 'viewport').hasAttribute('data-native-scroll'),
        'no native scrolling',
        { timeout: 5000 },
      );
    });
    const viewport = part(el, 'viewport');
    expect(fromStart(el, 0)).to.equal(0);
    expect(slides(el)[1]!.getBoundingClientRect().right).to.be.at.most(
      viewport.getBoundingClientRect().left + 1,
    ); // on the left
    expect([
      part(el, 'prev').getAttribute('aria-disabled'),
      part(el, 'next').getAttribute('aria-disabled'),
    ]).to.deep.equal(['true', 'false']);

    part(el, 'next').click();
    await waitUntil(() => fromStart(el, 1) === 0, 'the next button did not show slide 2', {
      timeout: 2000,
    });
    expect(viewport.scrollLeft).to.be.lessThan(0); // scrollLeft counts down from 0 in rtl
    press('ArrowLeft', part(el, 'base'));
    await waitUntil(() => fromStart(el, 2) === 0, 'ArrowLeft did not show slide 3', {
      timeout: 2000,
    });
    press('ArrowRight', part(el, 'base'));
    await waitUntil(() => fromStart(el, 1) === 0, 'ArrowRight did not go back to slide 2', {
      timeout: 2000,
    });
    expect(el.emblaApi).to.equal(undefined);
  });
});
