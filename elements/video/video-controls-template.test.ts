// A child `<template slot="controls">` replaces Plyr's control bar: its buttons render in the
// player and work (Plyr wires the `data-plyr` controls in it).
import { expect } from '@open-wc/testing';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { MEDIA_FRAMES, MP4, playerReady, videoOf } from './test-support.ts';

afterEach(() => fixtureCleanup());

const CONTROLS = `
  <div class="plyr__controls">
    <button type="button" class="plyr__control my-play" data-plyr="play" aria-label="Play the tour">
      <svg class="icon--pressed" aria-hidden="true" focusable="false"><use href="#plyr-pause"></use></svg>
      <svg class="icon--not-pressed" aria-hidden="true" focusable="false"><use href="#plyr-play"></use></svg>
    </button>
    <button type="button" class="plyr__control my-mute" data-plyr="mute" aria-label="Sound">
      <svg aria-hidden="true" focusable="false"><use href="#plyr-volume"></use></svg>
    </button>
    <div class="plyr__progress">
      <input data-plyr="seek" type="range" min="0" max="100" step="0.01" value="0" aria-label="Position">
    </div>
  </div>`;

describe('ib-video: custom controls template', () => {
  it('renders the template’s controls instead of Plyr’s bar, and they work', async () => {
    const el = await fixture<IbVideo>(`
      <ib-video src="${MP4}" muted label="Tour">
        <template slot="controls">${CONTROLS}</template>
      </ib-video>`);
    await playerReady(el);
    const root = el.shadowRoot!;
    const play = root.querySelector<HTMLButtonElement>('.plyr .my-play');
    expect(play, 'the template’s play button inside the player').to.not.equal(null);
    expect(Boolean(root.querySelector('.plyr .my-mute'))).to.equal(true);
    expect(Boolean(root.querySelector('.plyr [data-plyr="seek"]'))).to.equal(true);
    // Plyr's own bar is not built: none of its other buttons.
    expect(
      root.querySelectorAll('[data-plyr="fullscreen"], [data-plyr="settings"], [data-plyr="pip"]')
        .length,
    ).to.equal(0);
    // The icons resolve in the shadow root's sprite.
    expect(Boolean(root.getElementById('plyr-play'))).to.equal(true);

    const video = videoOf(el);
    play!.click();
    await until(
      () => !video.paused && video.currentTime > 0.1,
      MEDIA_FRAMES,
      () => 'playback from the template’s play button',
    );
    await until(
      () => play!.getAttribute('aria-pressed') === 'true',
      MEDIA_FRAMES,
      () => 'the play button pressed while playing',
    );
    play!.click();
    await until(
      () => video.paused,
      MEDIA_FRAMES,
      () => 'a pause from the same button',
    );
    await until(
      () => play!.getAttribute('aria-pressed') === 'false',
      MEDIA_FRAMES,
      () => 'the play button released',
    );

    const mute = root.querySelector<HTMLButtonElement>('.my-mute')!;
    expect(video.muted).to.equal(true);
    mute.click();
    await until(
      () => !video.muted,
      MEDIA_FRAMES,
      () => 'unmuted by the template’s mute button',
    );
  });

  it('leaves the template inert in the light DOM (cloned, not moved)', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" muted><template slot="controls">${CONTROLS}</template></ib-video>`,
    );
    await playerReady(el);
    const template = el.querySelector('template')!;
    expect(template.content.querySelector('.my-play')).to.not.equal(null);
    expect(el.querySelector('.my-play')).to.equal(null);
  });
});
