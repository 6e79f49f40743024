import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import sinon from 'sinon';
import {
  expect,
  expectAccessible,
  fixture,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import { FADE_FACTOR_BASE, fadeOpacity, fadeTweenFactor } from './fade-tween.ts';
import './ib-carousel.ts';
import type { IbCarousel } from './ib-carousel.ts';
import { loadEmbla } from './load-embla.ts';
import { formatSlideLabel } from '../../packages/core/carousel-slides.ts';

const slidesMarkup = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      html`<article>
        <h3>Story ${i + 1}</h3>
        <a href="/stories/${i + 1}">Read</a>
      </article>`,
  );

async function setup(template: ReturnType<typeof html>) {
  const root = await fixture<HTMLDivElement>(html`<div style="width: 600px">${template}</div>`);
  const el = root.querySelector<IbCarousel>('ib-carousel')!;
  await until(() => Boolean(el.emblaApi));
  return el;
}

/** Waits (frame by frame, at most ~2 s) until `condition` holds. */

const part = (el: IbCarousel, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const slides = (el: IbCarousel) => [...el.querySelectorAll<HTMLElement>(':scope > article')];
const inertFlags = (el: IbCarousel) => slides(el).map((slide) => slide.inert);
const selectedIndex = (el: IbCarousel) => el.emblaApi!.selectedScrollSnap();

function recordSelects(el: IbCarousel) {
  const indexes: number[] = [];
  el.addEventListener('ib-carousel-select', (event) =>
    indexes.push((event as CustomEvent<{ index: number }>).detail.index),
  );
  return indexes;
}

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await loadEmbla();
});
// Reduced motion makes every step a jump: positions settle at once.
beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

describe('ib-carousel pure parts', () => {
  it('formats "3 of 8" slide labels', () => {
    expect(formatSlideLabel('{index} of {count}', 2, 8)).to.equal('3 of 8');
  });

  it('uses the fade tween factor 0.84 x snap count', () => {
    expect(FADE_FACTOR_BASE).to.equal(0.84);
    expect(fadeTweenFactor(8)).to.be.closeTo(6.72, 1e-9);
    expect(fadeOpacity(0, fadeTweenFactor(3))).to.equal(1);
    expect(fadeOpacity(0.1, fadeTweenFactor(3))).to.be.closeTo(1 - 0.1 * 2.52, 1e-9);
    expect(fadeOpacity(0.5, fadeTweenFactor(3))).to.equal(0);
  });
});

describe('ib-carousel', () => {
  it('keeps its height while Embla loads: the dots row is there before the dots (no layout shift)', async () => {
    const wrapper = document.createElement('div');
    wrapper.style.width = '600px';
    wrapper.innerHTML = `<ib-carousel controls dots>${'<article><h3>Story</h3><p>Text</p></article>'.repeat(3)}</ib-carousel>`;
    document.body.append(wrapper);
    try {
      const el = wrapper.querySelector<IbCarousel>('ib-carousel')!;
      const before = el.getBoundingClientRect().height; // first render is synchronous; Embla loads later
      expect(el.emblaApi).to.equal(undefined);
      await until(
        () => Boolean(el.emblaApi) && el.shadowRoot!.querySelectorAll('[part~="dot"]').length === 3,
      );
      expect(el.getBoundingClientRect().height).to.equal(before);
    } finally {
      wrapper.remove();
    }
  });

  it('has APG carousel semantics: a named region, slides named "n of N", off-screen slides inert', async () => {
    const el = await setup(
      html`<ib-carousel label="Customer stories">${slidesMarkup(3)}</ib-carousel>`,
    );
    const base = part(el, 'base');
    expect(base.localName).to.equal('section');
    expect(base.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(base.getAttribute('aria-label')).to.equal('Customer stories');
    expect(slides(el).map((s) => s.getAttribute('role'))).to.deep.equal([null, null, null]); // HTML allows an <article> no group role
    expect(slides(el).map((s) => s.getAttribute('aria-roledescription'))).to.deep.equal([
      'slide',
      'slide',
      'slide',
    ]);
    expect(slides(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    await until(() => inertFlags(el).join() === 'false,true,true');
    await expectAccessible(el);
  });

  it('announces every slide as a slide, a group unless HTML forbids it, whatever role the template gave; a template name stays', async () => {
    const el = await setup(
      html`<ib-carousel>
        <div aria-label="Intro">A</div>
        <article>B</article>
        <li>C</li>
        <figure>D</figure>
        <div role="note" aria-roledescription="card">E</div>
        <section role="listitem">F</section>
      </ib-carousel>`,
    );
    const all = [...el.children] as HTMLElement[];
    expect(
      all.map((s) => [
        s.getAttribute('role'),
        s.getAttribute('aria-roledescription'),
        s.getAttribute('aria-label'),
      ]),
    ).to.deep.equal([
      ['group', 'slide', 'Intro'],
      [null, 'slide', '2 of 6'],
      [null, 'slide', '3 of 6'],
      [null, 'slide', '4 of 6'],
      ['group', 'slide', '5 of 6'],
      ['group', 'slide', '6 of 6'],
    ]);
    await expectAccessible(el);
    el.remove();
    await frames(2);
    expect(
      all.map((s) => [
        s.getAttribute('role'),
        s.getAttribute('aria-roledescription'),
        s.getAttribute('aria-label'),
      ]),
    ).to.deep.equal([
      [null, null, 'Intro'],
      [null, null, null],
      [null, null, null],
      [null, null, null],
      ['note', 'card', null],
      ['listitem', null, null],
    ]);
  });

  it('a slide that is itself a link keeps its role and name', async () => {
    const el = await setup(
      html`<ib-carousel
        ><a href="#one">One</a>
        <div>Two</div></ib-carousel
      >`,
    );
    const [link, div] = [...el.children];
    expect([
      link.hasAttribute('role'),
      link.hasAttribute('aria-roledescription'),
      link.hasAttribute('aria-label'),
    ]).to.deep.equal([false, false, false]);
    expect([div.getAttribute('role'), div.getAttribute('aria-label')]).to.deep.equal([
      'group',
      '2 of 2',
    ]);
  });

  it('the previous and next buttons control the row of slides (aria-controls)', async () => {
    const el = await setup(html`<ib-carousel controls>${slidesMarkup(3)}</ib-carousel>`);
    const container = part(el, 'container');
    expect(container.id).to.not.equal('');
    expect([
      part(el, 'prev').getAttribute('aria-controls'),
      part(el, 'next').getAttribute('aria-controls'),
    ]).to.deep.equal([container.id, container.id]);
    expect(
      el.shadowRoot!.getElementById(container.id)!.querySelector('slot')!.assignedElements(),
    ).to.deep.equal(slides(el));
  });

  it('lays the slides out in a row that moves to the selected slide', async () => {
    const el = await setup(html`<ib-carousel controls>${slidesMarkup(3)}</ib-carousel>`);
    const slideLeft = (i: number) => Math.round(slides(el)[i]!.getBoundingClientRect().left);
    const start = slideLeft(0);
    expect(slideLeft(1) - start).to.equal(Math.round(slides(el)[0]!.getBoundingClientRect().width));
    part(el, 'next').click();
    await until(() => slideLeft(1) === start);
    await until(() => inertFlags(el).join() === 'true,false,true');
  });

  it('previous and next buttons move one slide and fire ib-carousel-select', async () => {
    const el = await setup(html`<ib-carousel controls>${slidesMarkup(3)}</ib-carousel>`);
    const selects = recordSelects(el);
    expect(part(el, 'prev').getAttribute('aria-disabled')).to.equal('true');
    expect(part(el, 'prev').getAttribute('aria-label')).to.equal('Previous slide');
    part(el, 'next').click();
    part(el, 'next').click();
    expect(selects).to.deep.equal([1, 2]);
    await el.updateComplete;
    await frames(1);
    expect(part(el, 'next').getAttribute('aria-disabled')).to.equal('true');
    part(el, 'next').click(); // no loop: stays on the last slide
    expect(selectedIndex(el)).to.equal(2);
    part(el, 'prev').click();
    expect(selects).to.deep.equal([1, 2, 1]);
  });

  it('dots select a slide and mark the current one', async () => {
    const el = await setup(html`<ib-carousel dots>${slidesMarkup(4)}</ib-carousel>`);
    await until(() => el.shadowRoot!.querySelectorAll('[part~="dot"]').length === 4);
    const dots = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="dot"]')];
    expect(part(el, 'dots').getAttribute('role')).to.equal('group');
    expect(dots()[2]!.getAttribute('aria-label')).to.equal('Go to slide 3');
    dots()[2]!.click();
    expect(selectedIndex(el)).to.equal(2);
    await until(() => dots()[2]!.getAttribute('aria-current') === 'true');
    expect(dots().filter((dot) => dot.hasAttribute('aria-current')).length).to.equal(1);
    expect(dots()[2]!.part.contains('dot-selected')).to.equal(true);
    await expectAccessible(el);
  });

  it('arrow keys, Home and End move the carousel while it has focus', async () => {
    const el = await setup(html`<ib-carousel>${slidesMarkup(4)}</ib-carousel>`);
    const base = part(el, 'base');
    base.focus();
    expect(el.shadowRoot!.activeElement === base).to.equal(true);
    const key = (name: string) =>
      base.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: name,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    key('ArrowRight');
    expect(selectedIndex(el)).to.equal(1);
    key('ArrowRight');
    expect(selectedIndex(el)).to.equal(2);
    key('ArrowLeft');
    expect(selectedIndex(el)).to.equal(1);
    key('End');
    expect(selectedIndex(el)).to.equal(3);
    key('Home');
    expect(selectedIndex(el)).to.equal(0);
  });

  it('arrow keys typed in a field inside a slide stay with the field', async () => {
    const el = await setup(
      html`<ib-carousel
        ><div><input aria-label="Email" /></div>
        <div>B</div></ib-carousel
      >`,
    );
    const input = el.querySelector('input')!;
    const event = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(false);
    expect(selectedIndex(el)).to.equal(0);
  });

  it('does not loop without the loop attribute', async () => {
    const el = await setup(html`<ib-carousel controls>${slidesMarkup(5)}</ib-carousel>`);
    expect(el.emblaApi!.internalEngine().options.loop).to.equal(false);
    part(el, 'prev').click();
    expect(selectedIndex(el)).to.equal(0);
  });

  it('loops with the loop attribute', async () => {
    const el = await setup(
      html`<ib-carousel loop controls style="--ib-carousel-slides-per-view: 2"
        >${slidesMarkup(6)}</ib-carousel
      >`,
    );
    expect(el.emblaApi!.internalEngine().options.loop).to.equal(true);
    part(el, 'prev').click();
    expect(selectedIndex(el)).to.equal(5);
    part(el, 'next').click();
    expect(selectedIndex(el)).to.equal(0);
  });

  it('loops with only two slides too', async () => {
    const el = await setup(html`<ib-carousel loop controls>${slidesMarkup(2)}</ib-carousel>`);
    const selects = recordSelects(el);
    await until(() => part(el, 'prev').getAttribute('aria-disabled') === 'false');
    part(el, 'prev').click();
    expect(selectedIndex(el)).to.equal(1);
    part(el, 'next').click();
    expect(selectedIndex(el)).to.equal(0);
    part(el, 'next').click();
    part(el, 'next').click();
    expect(selects).to.deep.equal([1, 0, 1, 0]);
  });

  it('skips snaps (a strong flick may pass several slides)', async () => {
    const el = await setup(html`<ib-carousel>${slidesMarkup(3)}</ib-carousel>`);
    expect(el.emblaApi!.internalEngine().options.skipSnaps).to.equal(true);
  });

  it('aligns slides to the start when several show at once', async () => {
    const el = await setup(
      html`<ib-carousel loop style="--ib-carousel-slides-per-view: 2"
        >${slidesMarkup(6)}</ib-carousel
      >`,
    );
    const viewport = part(el, 'viewport').getBoundingClientRect();
    const gap = 16;
    await until(
      () =>
        Math.round(slides(el)[0]!.getBoundingClientRect().left + gap) === Math.round(viewport.left),
    );
  });

  it('fade variant: the selected slide is opaque, the others fade with the 0.84 x snap count factor', async () => {
    const el = await setup(
      html`<ib-carousel variant="fade" controls>${slidesMarkup(3)}</ib-carousel>`,
    );
    const opacities = () => slides(el).map((s) => s.style.opacity);
    expect(opacities()).to.deep.equal(['1', '0', '0']);
    part(el, 'next').click();
    await until(
      () => opacities().join() === '0,1,0',
      120,
      () => opacities().join(),
    );
    el.remove();
    await frames(2);
    expect(opacities()).to.deep.equal(['', '', '']);
  });

  it('picks up slides added or removed later', async () => {
    const el = await setup(html`<ib-carousel dots>${slidesMarkup(3)}</ib-carousel>`);
    const added = document.createElement('article');
    added.textContent = 'New';
    el.append(added);
    await until(() => el.emblaApi!.slideNodes().length === 4);
    expect(added.getAttribute('aria-label')).to.equal('4 of 4');
    expect(slides(el)[0]!.getAttribute('aria-label')).to.equal('1 of 4');
    await until(() => el.shadowRoot!.querySelectorAll('[part~="dot"]').length === 4);
    const removed = slides(el)[0]!;
    removed.remove();
    await until(() => el.emblaApi!.slideNodes().length === 3);
    expect(removed.hasAttribute('role')).to.equal(false);
    expect(removed.hasAttribute('aria-label')).to.equal(false);
    expect(added.getAttribute('aria-label')).to.equal('3 of 3');
  });

  it('destroys Embla and gives the slides back on removal', async () => {
    const el = await setup(html`<ib-carousel>${slidesMarkup(3)}</ib-carousel>`);
    await until(() => inertFlags(el).join() === 'false,true,true');
    const destroy = sinon.spy(el.emblaApi!, 'destroy');
    el.remove();
    await frames(2);
    expect(destroy.calledOnce).to.equal(true);
    expect(el.emblaApi).to.equal(undefined);
    expect(inertFlags(el)).to.deep.equal([false, false, false]);
    expect(
      slides(el).some(
        (s) =>
          s.hasAttribute('role') ||
          s.hasAttribute('aria-roledescription') ||
          s.hasAttribute('aria-label'),
      ),
    ).to.equal(false);
  });

  it('keeps Embla when moved within one task', async () => {
    const el = await setup(html`<ib-carousel>${slidesMarkup(3)}</ib-carousel>`);
    const api = el.emblaApi;
    el.parentElement!.append(el);
    await frames(2);
    expect(el.emblaApi === api).to.equal(true);
  });

  it('animates steps when motion is allowed', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await setup(html`<ib-carousel controls>${slidesMarkup(3)}</ib-carousel>`);
    const settled = new Promise((resolve) => el.emblaApi!.on('settle', resolve));
    const start = Math.round(slides(el)[0]!.getBoundingClientRect().left);
    part(el, 'next').click();
    expect(selectedIndex(el)).to.equal(1);
    await frames(2);
    // Still on its way: the target slide has not reached the start yet.
    expect(Math.round(slides(el)[1]!.getBoundingClientRect().left)).to.be.greaterThan(start);
    await settled;
    expect(Math.round(slides(el)[1]!.getBoundingClientRect().left)).to.equal(start);
  });
});
