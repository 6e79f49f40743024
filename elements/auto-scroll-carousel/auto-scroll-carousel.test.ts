import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { html, type TemplateResult } from 'lit';
import sinon from 'sinon';
import {
  expect,
  expectAccessible,
  fixture,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-auto-scroll-carousel.ts';
import type { IbAutoScrollCarousel } from './ib-auto-scroll-carousel.ts';
import { loadAutoScrollEmbla } from './load-embla.ts';

const logos = (count = 8) =>
  Array.from(
    { length: count },
    (_, i) =>
      html`<div style="height: 80px"><a href="/customers/${i + 1}">Customer ${i + 1}</a></div>`,
  );

const iconToggle = html`<button type="button" data-toggle>
  <svg width="16" height="16" aria-hidden="true"><rect width="16" height="16" /></svg>
</button>`;

const carousel = (toggle: TemplateResult = iconToggle) => html`
  <ib-auto-scroll-carousel
    label="Our customers"
    style="--ib-auto-scroll-carousel-height: 200px; width: 300px"
  >
    ${toggle} ${logos()}
  </ib-auto-scroll-carousel>
`;

async function setup(template = carousel()) {
  const root = await fixture<HTMLDivElement>(html`<div>${template}</div>`);
  const el = root.querySelector<IbAutoScrollCarousel>('ib-auto-scroll-carousel')!;
  await until(() => Boolean(el.emblaApi));
  return { el, toggle: el.querySelector<HTMLButtonElement>('button[data-toggle]')! };
}

const plugin = (el: IbAutoScrollCarousel) => el.emblaApi!.plugins().autoScroll!;
const viewport = (el: IbAutoScrollCarousel) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="viewport"]')!;
const location = (el: IbAutoScrollCarousel) => el.emblaApi!.internalEngine().location.get();
const toggleState = (toggle: HTMLElement) =>
  [
    toggle.getAttribute('aria-pressed'),
    toggle.classList.contains('is-active'),
    toggle.getAttribute('aria-label'),
  ].join('|');

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await loadAutoScrollEmbla();
});
afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  await resetMouse();
});

describe('ib-auto-scroll-carousel', () => {
  it('plays on start: the toggle is pressed, active and labelled Pause, and the slides move up', async () => {
    const { el, toggle } = await setup();
    expect(toggleState(toggle)).to.equal('true|true|Pause');
    expect(plugin(el).isPlaying()).to.equal(true);
    const start = location(el);
    await frames(10);
    expect(location(el)).to.be.lessThan(start);
    await expectAccessible(el);
  });

  it('announces every slide as a slide named "n of N", whatever role or roledescription the template gave; a template name stays', async () => {
    const { el } = await setup(html`
      <ib-auto-scroll-carousel
        label="Our customers"
        style="--ib-auto-scroll-carousel-height: 200px; width: 300px"
      >
        <article style="height: 80px">A</article>
        <div role="listitem" style="height: 80px">B</div>
        <div role="note" aria-roledescription="logo" style="height: 80px">C</div>
        <section aria-label="Dana" style="height: 80px">D</section>
      </ib-auto-scroll-carousel>
    `);
    const slides = [...el.querySelectorAll(':scope > :is(article, div, section)')];
    expect(
      slides.map((s) => [
        s.getAttribute('role'),
        s.getAttribute('aria-roledescription'),
        s.getAttribute('aria-label'),
      ]),
    ).to.deep.equal([
      [null, 'slide', '1 of 4'],
      ['group', 'slide', '2 of 4'],
      ['group', 'slide', '3 of 4'],
      ['group', 'slide', 'Dana'],
    ]);
  });

  it('names the focusable window the slides scroll in: a group called Slides, not its whole text', async () => {
    const { el } = await setup();
    expect([
      viewport(el).tabIndex,
      viewport(el).getAttribute('role'),
      viewport(el).getAttribute('aria-label'),
    ]).to.deep.equal([0, 'group', 'Slides']);
  });

  it('uses the README settings: vertical, loop, drag off, speed 1, no stop on hover, interaction or focus', async () => {
    const { el } = await setup();
    const { axis, loop, watchDrag } = el.emblaApi!.internalEngine().options;
    expect({ axis, loop, watchDrag }).to.deep.equal({ axis: 'y', loop: true, watchDrag: false });
    const { speed, stopOnInteraction, stopOnMouseEnter, stopOnFocusIn } = plugin(el).options;
    expect({ speed, stopOnInteraction, stopOnMouseEnter, stopOnFocusIn }).to.deep.equal({
      speed: 1,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    });
  });

  it('keeps playing on hover and when focus moves into a slide', async () => {
    const { el } = await setup();
    const rect = viewport(el).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(rect.x + 20), Math.round(rect.y + 20)] });
    el.querySelector<HTMLAnchorElement>('a')!.focus();
    await frames(5);
    expect(plugin(el).isPlaying()).to.equal(true);
    const at = location(el);
    await frames(5);
    expect(location(el)).to.not.equal(at);
  });

  it('the toggle flips play and pause, with aria-pressed, is-active and the label', async () => {
    const { el, toggle } = await setup();
    const toggles: boolean[] = [];
    el.addEventListener('ib-auto-scroll-carousel-toggle', (event) =>
      toggles.push((event as CustomEvent<{ playing: boolean }>).detail.playing),
    );
    toggle.click();
    await el.updateComplete;
    expect(toggleState(toggle)).to.equal('false|false|Play');
    await frames(1);
    expect(plugin(el).isPlaying()).to.equal(false);
    const at = location(el);
    await frames(5);
    expect(location(el)).to.equal(at);
    toggle.click();
    await el.updateComplete;
    expect(toggleState(toggle)).to.equal('true|true|Pause');
    await frames(1);
    expect(plugin(el).isPlaying()).to.equal(true);
    expect(toggles).to.deep.equal([false, true]);
  });

  it('takes the labels from data-pause-label and data-play-label', async () => {
    const { el, toggle } = await setup(
      carousel(
        html`<button
          type="button"
          data-toggle
          data-pause-label="Pausieren"
          data-play-label="Abspielen"
        ></button>`,
      ),
    );
    expect(toggle.getAttribute('aria-label')).to.equal('Pausieren');
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-label')).to.equal('Abspielen');
  });

  it('starts paused under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, toggle } = await setup();
    expect(toggleState(toggle)).to.equal('false|false|Play');
    await frames(2);
    expect(plugin(el).isPlaying()).to.equal(false);
    toggle.click();
    await el.updateComplete;
    await frames(1);
    expect(plugin(el).isPlaying()).to.equal(true);
  });

  /** True when the slides no longer move: the plugin stopped and the position holds over 5 frames. */
  async function scrollStopped(el: IbAutoScrollCarousel) {
    await frames(1);
    const at = location(el);
    await frames(5);
    return !plugin(el).isPlaying() && location(el) === at;
  }

  const presses: Array<[string, (el: IbAutoScrollCarousel) => void]> = [
    [
      'a mouse press',
      (el) =>
        el
          .querySelector('a')!
          .dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true })),
    ],
    [
      'a touch',
      (el) =>
        el
          .querySelector('a')!
          .dispatchEvent(new TouchEvent('touchstart', { bubbles: true, composed: true })),
    ],
    [
      'a key press',
      (el) =>
        viewport(el).dispatchEvent(
          new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }),
        ),
    ],
  ];
  for (const [name, press] of presses) {
    it(`${name} on the slides stops a playing carousel whose toggle is highlighted: the scroll stops`, async () => {
      const { el, toggle } = await setup();
      const click = sinon.spy();
      toggle.addEventListener('click', click);
      press(el);
      expect(click.called, 'not highlighted: nothing happens').to.equal(false);
      expect(await scrollStopped(el), 'not highlighted: still scrolling').to.equal(false);
      toggle.classList.add('is-highlighted');
      press(el);
      expect(click.callCount).to.equal(1);
      await el.updateComplete;
      expect(toggleState(toggle)).to.equal('false|false|Play');
      expect(await scrollStopped(el)).to.equal(true);
    });

    it(`${name} on the slides never restarts a paused carousel`, async () => {
      const { el, toggle } = await setup();
      toggle.classList.add('is-highlighted');
      toggle.click();
      await el.updateComplete;
      expect(await scrollStopped(el)).to.equal(true);
      const click = sinon.spy();
      toggle.addEventListener('click', click);
      press(el);
      press(el);
      await el.updateComplete;
      expect(click.called).to.equal(false);
      expect(toggleState(toggle)).to.equal('false|false|Play');
      expect(await scrollStopped(el)).to.equal(true);
    });
  }

  it('presses in quick succession stop the scroll once, not stop and restart', async () => {
    const { el, toggle } = await setup();
    toggle.classList.add('is-highlighted');
    const click = sinon.spy();
    toggle.addEventListener('click', click);
    for (const [, press] of presses) press(el); // one task: no re-render in between
    expect(click.callCount).to.equal(1);
    await el.updateComplete;
    expect(toggleState(toggle)).to.equal('false|false|Play');
    expect(await scrollStopped(el)).to.equal(true);
  });

  it('a press on the toggle itself is its own click, not a second one', async () => {
    const { el, toggle } = await setup();
    toggle.classList.add('is-highlighted');
    const click = sinon.spy();
    toggle.addEventListener('click', click);
    toggle.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    expect(click.called).to.equal(false);
    expect(plugin(el).isPlaying()).to.equal(true);
  });

  it('a real mouse press on the viewport stops a highlighted carousel, and a second one does not restart it', async () => {
    const { el, toggle } = await setup();
    toggle.classList.add('is-highlighted');
    const rect = viewport(el).getBoundingClientRect();
    const point: [number, number] = [Math.round(rect.x + 150), Math.round(rect.y + 100)];
    await sendMouse({ type: 'click', position: point });
    await el.updateComplete;
    expect(toggleState(toggle)).to.equal('false|false|Play');
    expect(await scrollStopped(el)).to.equal(true);
    await sendMouse({ type: 'click', position: point });
    await el.updateComplete;
    expect(toggleState(toggle)).to.equal('false|false|Play');
    expect(await scrollStopped(el)).to.equal(true);
  });

  it('moves a wrapper holding the toggle out of the slides, and puts it back on removal', async () => {
    const { el } = await setup(
      carousel(html`<div class="controls"><button type="button" data-toggle>Toggle</button></div>`),
    );
    const wrapper = el.querySelector<HTMLElement>('.controls')!;
    expect(wrapper.slot).to.equal('toggle');
    expect(el.emblaApi!.slideNodes().includes(wrapper)).to.equal(false);
    expect(el.emblaApi!.slideNodes().length).to.equal(8);
    el.remove();
    await frames(2);
    expect(wrapper.hasAttribute('slot')).to.equal(false);
  });

  it('waits while off-screen without changing the toggle', async () => {
    const root = await fixture<HTMLDivElement>(
      html`<div style="padding-top: 3000px">${carousel()}</div>`,
    );
    const el = root.querySelector<IbAutoScrollCarousel>('ib-auto-scroll-carousel')!;
    await until(() => Boolean(el.emblaApi));
    const toggle = el.querySelector<HTMLButtonElement>('button[data-toggle]')!;
    await until(() => !plugin(el).isPlaying());
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    el.scrollIntoView();
    await until(() => plugin(el).isPlaying());
    window.scrollTo(0, 0);
  });

  it('picks up slides added later', async () => {
    const { el } = await setup();
    const slide = document.createElement('div');
    slide.textContent = 'New customer';
    el.append(slide);
    await until(() => el.emblaApi!.slideNodes().length === 9);
    expect(slide.getAttribute('aria-label')).to.equal('9 of 9');
  });

  it('destroys Embla on removal', async () => {
    const { el } = await setup();
    const destroy = sinon.spy(el.emblaApi!, 'destroy');
    el.remove();
    await frames(2);
    expect(destroy.calledOnce).to.equal(true);
    expect(el.emblaApi).to.equal(undefined);
  });
});
