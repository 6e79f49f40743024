// ib-carousel in right-to-left text: Embla runs the row from the right (the next slide is on the
// left), the buttons are mirrored and the arrow keys go the way the slides move on screen.
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { expect, fixture, press, until } from '../../packages/test-utils/index.ts';
import './ib-carousel.ts';
import type { IbCarousel } from './ib-carousel.ts';
import { loadEmbla } from './load-embla.ts';

const slidesMarkup = (count: number) =>
  Array.from({ length: count }, (_, i) => html`<article><h3>Story ${i + 1}</h3></article>`);
const part = (el: IbCarousel, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const slides = (el: IbCarousel) => [...el.querySelectorAll<HTMLElement>(':scope > article')];
const rect = (element: Element) => element.getBoundingClientRect();
const selected = (el: IbCarousel) => el.emblaApi!.selectedScrollSnap();

async function setup(dir: string) {
  const root = await fixture<HTMLDivElement>(
    html`<div dir=${dir} style="width: 600px">
      <ib-carousel controls>${slidesMarkup(4)}</ib-carousel>
    </div>`,
  );
  const el = root.querySelector<IbCarousel>('ib-carousel')!;
  await until(() => Boolean(el.emblaApi));
  return el;
}

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await loadEmbla();
});
// Reduced motion makes every step a jump: positions settle at once.
beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

describe('ib-carousel right-to-left', () => {
  it('tells Embla, and the row runs from the right: the next slide is on the left', async () => {
    const el = await setup('rtl');
    expect(el.emblaApi!.internalEngine().options.direction).to.equal('rtl');
    const start = Math.round(rect(slides(el)[0]!).right);
    expect(start).to.equal(Math.round(rect(part(el, 'viewport')).right) + 16); // the gap before the first slide, on the right
    expect(rect(slides(el)[1]!).right).to.be.closeTo(rect(slides(el)[0]!).left, 1);
    part(el, 'next').click();
    expect(selected(el)).to.equal(1);
    await until(
      () => Math.round(rect(slides(el)[1]!).right) === start,
      120,
      () => `${rect(slides(el)[1]!).right} vs ${start}`,
    );
    await until(
      () =>
        slides(el)
          .map((slide) => slide.inert)
          .join() === 'true,false,true,true',
    );
  });

  it('ArrowLeft goes to the next slide and ArrowRight back', async () => {
    const el = await setup('rtl');
    const base = part(el, 'base');
    base.focus();
    press('ArrowLeft', base);
    expect(selected(el)).to.equal(1);
    press('ArrowLeft', base);
    expect(selected(el)).to.equal(2);
    press('ArrowRight', base);
    expect(selected(el)).to.equal(1);
    press('End', base);
    expect(selected(el)).to.equal(3);
    press('Home', base);
    expect(selected(el)).to.equal(0);
  });

  it('mirrors the buttons: previous on the right pointing right, next on the left pointing left', async () => {
    const el = await setup('rtl');
    const [prev, next] = [part(el, 'prev'), part(el, 'next')];
    expect(rect(prev).left).to.be.greaterThan(rect(next).left);
    // Both sit at the end of the line: the left edge.
    expect(Math.round(rect(next).left)).to.equal(Math.round(rect(part(el, 'base')).left));
    const arrow = (button: HTMLElement) => getComputedStyle(button.querySelector('svg')!).transform;
    expect([arrow(prev), arrow(next)]).to.deep.equal([
      'matrix(-1, 0, 0, 1, 0, 0)',
      'matrix(-1, 0, 0, 1, 0, 0)',
    ]);
  });

  it('left-to-right stays as it was: the next slide on the right, ArrowRight goes to it, arrows unmirrored', async () => {
    const el = await setup('ltr');
    expect(el.emblaApi!.internalEngine().options.direction).to.equal('ltr');
    expect(rect(slides(el)[1]!).left).to.be.closeTo(rect(slides(el)[0]!).right, 1);
    expect(rect(part(el, 'prev')).left).to.be.lessThan(rect(part(el, 'next')).left);
    expect(getComputedStyle(part(el, 'prev').querySelector('svg')!).transform).to.equal('none');
    press('ArrowRight', part(el, 'base'));
    expect(selected(el)).to.equal(1);
  });

  it('a dir changed later re-initialises Embla the other way round', async () => {
    const el = await setup('ltr');
    el.parentElement!.setAttribute('dir', 'rtl');
    await until(() => el.emblaApi?.internalEngine().options.direction === 'rtl');
    await until(() => Math.abs(rect(slides(el)[1]!).right - rect(slides(el)[0]!).left) <= 1);
    press('ArrowLeft', part(el, 'base'));
    expect(selected(el)).to.equal(1);
  });
});
