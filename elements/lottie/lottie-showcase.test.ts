// The demo's and stories' Lottie showcase (fixtures/animation/channels.json, written by
// fixtures/animation/make-channels-lottie.mjs) played by <ib-lottie> on lottie-web's light SVG build.
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { expect, fixture, fixtureCleanup, frames } from '../../packages/test-utils/index.ts';
import './ib-lottie.ts';
import type { IbLottie } from './ib-lottie.ts';

const CHANNELS = new URL('../../fixtures/animation/channels.json', import.meta.url).href;

before(async () => {
  await setViewport({ width: 800, height: 600 });
});
afterEach(() => fixtureCleanup());

describe('ib-lottie with the channels showcase', () => {
  it('loads the 3 s loop (180 frames) and plays it, changing what is drawn', async () => {
    const el = await fixture<IbLottie>(
      html`<ib-lottie
        src=${CHANNELS}
        autoplay
        loop
        style="display: block; width: 480px"
      ></ib-lottie>`,
    );
    const detail = await new Promise<{ totalFrames: number }>((resolve, reject) => {
      el.addEventListener('ib-lottie-load', (event) => resolve((event as CustomEvent).detail), {
        once: true,
      });
      el.addEventListener(
        'ib-lottie-error',
        (event) => reject(new Error((event as CustomEvent).detail.message)),
        { once: true },
      );
    });
    expect(detail.totalFrames).to.equal(180);
    // Its own 480 x 300 ratio sizes the box.
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(300);
    const svg = el.shadowRoot!.querySelector('[part="animation"] svg')!;
    expect(svg.querySelectorAll('path').length).to.be.greaterThan(20);
    const before = el.animation!.currentFrame;
    for (let i = 0; i < 120 && el.animation!.currentFrame === before; i += 1) await frames(1);
    expect(el.animation!.currentFrame).to.not.equal(before);
  });
});
