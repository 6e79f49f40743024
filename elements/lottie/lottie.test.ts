import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  fixtureCleanup,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-lottie.ts';
import type { IbLottie } from './ib-lottie.ts';
import { isAnimationData, resolveAssetFolders, type LottieData } from './animation-data.ts';
import { loadLottie, parseRenderer } from './load-lottie.ts';

const BOX = new URL('../../fixtures/animation/box.json', import.meta.url).href;

async function setup(attributes: Record<string, string>, { spacerBefore = 0 } = {}) {
  const root = await fixture<HTMLDivElement>(
    html`<div>
      <div style="height: ${spacerBefore}px"></div>
      <div class="slot"></div>
      <div style="height: 3000px"></div>
    </div>`,
  );
  const el = document.createElement('ib-lottie');
  el.style.cssText = 'width: 200px; height: 200px';
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const fallback = document.createElement('p');
  fallback.textContent = 'A blue square';
  el.append(fallback);
  root.querySelector('.slot')!.append(el);
  await el.updateComplete;
  return el;
}

const box = (el: IbLottie) => el.shadowRoot!.querySelector<HTMLElement>('[part="animation"]')!;
const loaded = (el: IbLottie) => Boolean(el.animation?.isLoaded);
const playing = (el: IbLottie) => Boolean(el.animation && !el.animation.isPaused);
const fallbackShown = (el: IbLottie) =>
  Boolean(el.shadowRoot!.querySelector('[part="fallback"] slot')) && box(el).hidden === true;

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await loadLottie('svg');
});
afterEach(async () => {
  fixtureCleanup();
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo(0, 0);
});

describe('ib-lottie', () => {
  it('parses the renderer attribute', () => {
    expect(parseRenderer(undefined)).to.equal('svg');
    expect(parseRenderer('Canvas')).to.equal('canvas');
    expect(parseRenderer('webgl')).to.equal(undefined);
  });

  it('checks the shape of animation data and makes image folders absolute', () => {
    expect(isAnimationData({ w: 1, h: 1, ip: 0, op: 10, layers: [] })).to.equal(true);
    expect(isAnimationData({ w: 1, h: 1, layers: [] })).to.equal(false);
    expect(isAnimationData(null)).to.equal(false);
    const data = resolveAssetFolders(
      {
        w: 1,
        h: 1,
        ip: 0,
        op: 1,
        layers: [],
        assets: [
          { id: 'a', u: 'images/', p: 'a.png' },
          { id: 'b', u: '', p: 'data:image/png;base64,AA', e: 1 },
          { id: 'c', layers: [] },
        ],
      } as LottieData,
      'https://site.example/anim/hero.json',
    );
    expect(data.assets!.map((asset) => asset.u)).to.deep.equal([
      'https://site.example/anim/images/',
      '',
      undefined,
    ]);
  });

  it('renders the animation as SVG and plays it with autoplay', async () => {
    const el = await setup({ src: BOX, autoplay: '' });
    await until(() => loaded(el));
    expect(box(el).querySelector('svg')).to.not.equal(null);
    await until(() => playing(el));
    const start = el.animation!.currentFrame;
    await frames(10);
    expect(el.animation!.currentFrame).to.not.equal(start);
    expect(box(el).getAttribute('aria-hidden')).to.equal('true');
    await expectAccessible(el);
  });

  it('without autoplay shows the first frame, paused', async () => {
    const el = await setup({ src: BOX });
    await until(() => loaded(el));
    await frames(5);
    expect(playing(el)).to.equal(false);
    expect(el.animation!.currentFrame).to.equal(0);
    expect(box(el).querySelector('svg')).to.not.equal(null);
  });

  it('a label makes the animation an image with that name', async () => {
    const el = await setup({ src: BOX, label: 'A blue square turning' });
    expect(box(el).getAttribute('role')).to.equal('img');
    expect(box(el).getAttribute('aria-label')).to.equal('A blue square turning');
    await until(() => loaded(el));
    await expectAccessible(el);
  });

  it('loop: plays again from the start; without it stops at the end', async () => {
    const looping = await setup({ src: BOX, autoplay: '', loop: '' });
    await until(() => loaded(looping));
    expect(looping.animation!.loop).to.equal(true);
    fixtureCleanup();
    const once = await setup({ src: BOX, autoplay: '' });
    await until(() => loaded(once));
    expect(once.animation!.loop).to.equal(false);
    once.animation!.goToAndPlay(55, true);
    await until(() => !playing(once)); // completed
    await frames(5);
    expect(playing(once)).to.equal(false);
  });

  it("takes the animation's proportions when the theme gives no height", async () => {
    const el = await setup({ src: BOX });
    el.style.cssText = 'width: 300px';
    await until(() => loaded(el));
    await until(() => Math.round(box(el).getBoundingClientRect().height) === 300); // 200 x 200 animation
  });

  it('uses the canvas renderer when asked', async () => {
    const el = await setup({ src: BOX, renderer: 'canvas' });
    await until(() => loaded(el));
    expect(box(el).querySelector('canvas')).to.not.equal(null);
    expect(box(el).querySelector('svg')).to.equal(null);
  });

  it('does not play under reduced motion, and follows a change of preference', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup({ src: BOX, autoplay: '', loop: '' });
    await until(() => loaded(el));
    await frames(5);
    expect(playing(el)).to.equal(false);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await until(() => playing(el));
    await emulateMedia({ reducedMotion: 'reduce' });
    await until(() => !playing(el));
  });

  it('pauses off-screen and plays again when back', async () => {
    const el = await setup({ src: BOX, autoplay: '', loop: '' });
    await until(() => playing(el));
    window.scrollTo(0, 1500);
    await until(() => !playing(el));
    window.scrollTo(0, 0);
    await until(() => playing(el));
  });

  it('fetches the file only once the element is within 200 px of the viewport', async () => {
    const src = `${BOX}?near-viewport`;
    // Watched, not replaced: the element asks for its file the moment it starts.
    const fetchSpy = sinon.spy(window, 'fetch');
    const fetched = () => fetchSpy.getCalls().some((call) => String(call.args[0]) === src);
    try {
      const el = await setup({ src }, { spacerBefore: 2000 });
      // The 600 px viewport ends 300 px above the element: the file waits.
      window.scrollTo(0, 1100);
      await frames(10);
      expect(fetched()).to.equal(false);
      expect(el.animation).to.equal(undefined);
      // 150 px above it: the player and the file load.
      window.scrollTo(0, 1250);
      await until(() => loaded(el));
      expect(fetched()).to.equal(true);
    } finally {
      fetchSpy.restore();
    }
  });

  const failures: Array<[string, Record<string, string>, string]> = [
    ['no src', {}, 'Lottie animation source required'],
    [
      'a missing file',
      { src: new URL('./fixtures/missing.json', import.meta.url).href },
      'The animation file failed to load',
    ],
    [
      'malformed JSON',
      { src: new URL('./fixtures/broken.json', import.meta.url).href },
      'The animation file failed to load',
    ],
    [
      'JSON that is not an animation',
      { src: new URL('./fixtures/not-an-animation.json', import.meta.url).href },
      'The animation file failed to load',
    ],
  ];
  for (const [name, attributes, message] of failures) {
    it(`${name}: shows the fallback and reports "${message}"`, async () => {
      let el: IbLottie | undefined;
      const errors = await captureErrors(async () => {
        el = await setup(attributes);
        await until(() => fallbackShown(el!));
      });
      const ours = errors.filter((args) => String(args[0]).startsWith('[ib-blocks] <ib-lottie>'));
      expect(ours.length).to.equal(1);
      expect((ours[0]![1] as Error).message).to.equal(message);
      expect(el!.animation).to.equal(undefined);
      expect(el!.querySelector('p')!.assignedSlot !== null).to.equal(true);
    });
  }

  it('removed while its file loads: no animation is built and nothing is reported', async () => {
    const errors = await captureErrors(async () => {
      const el = await setup({ src: BOX, autoplay: '' });
      const container = box(el);
      el.remove();
      await frames(10);
      expect(el.animation).to.equal(undefined);
      expect(container.childElementCount).to.equal(0);
    });
    expect(
      errors.filter((args) => String(args[0]).startsWith('[ib-blocks] <ib-lottie>')),
    ).to.deep.equal([]);
  });

  it('destroys the animation on removal', async () => {
    const el = await setup({ src: BOX, autoplay: '', loop: '' });
    await until(() => loaded(el));
    const destroy = sinon.spy(el.animation!, 'destroy');
    const container = box(el);
    expect(container.childElementCount).to.equal(1);
    el.remove();
    await frames(2);
    expect(destroy.calledOnce).to.equal(true);
    expect(el.animation).to.equal(undefined);
    expect(container.childElementCount).to.equal(0);
  });
});
