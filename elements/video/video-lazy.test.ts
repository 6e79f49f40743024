// Its own page, so no other test has loaded the vendors yet: an autoplay video loads Plyr when it
// is within one viewport of being visible, without the visitor reaching for it, and hls.js only
// for an HLS source. (A video without autoplay waits for intent: video-intent.test.ts.)
import { expect } from '@open-wc/testing';
import { fixture, frames, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { HLS, MEDIA_FRAMES, MP4, videoOf } from './test-support.ts';

const requested = (part: string) =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

describe('ib-video: lazy vendors', () => {
  it('an autoplay video loads Plyr only within one viewport of the element, and hls.js only for an HLS source', async () => {
    const wrapper = await fixture<HTMLDivElement>(`<div>
      <div style="height:400vh"></div>
      <ib-video id="file" src="${MP4}" autoplay style="width:320px"></ib-video>
      <div style="height:400vh"></div>
      <ib-video id="stream" hls-src="${HLS}" autoplay style="width:320px"></ib-video>
    </div>`);
    const file = wrapper.querySelector<IbVideo>('#file')!;
    const stream = wrapper.querySelector<IbVideo>('#stream')!;
    await frames(3);
    expect(requested('/node_modules/plyr/')).to.equal(false);
    expect(requested('/node_modules/hls.js/')).to.equal(false);
    expect(file.shadowRoot!.querySelector('video')).to.equal(null);

    // 1.5 viewports above the element: still more than one viewport away.
    window.scrollTo(0, file.offsetTop - innerHeight * 2.5);
    await frames(3);
    expect(requested('/node_modules/plyr/')).to.equal(false);

    // Half a viewport below the fold: within one viewport. No pointer, no focus: it loads by itself.
    window.scrollTo(0, file.offsetTop - innerHeight * 1.5);
    await until(
      () => file.player,
      MEDIA_FRAMES,
      () => 'the player near the viewport',
    );
    expect(requested('/node_modules/plyr/')).to.equal(true);
    expect(requested('/node_modules/hls.js/')).to.equal(false);
    expect(videoOf(file).src).to.equal(MP4);

    stream.scrollIntoView();
    await until(
      () => stream.player,
      MEDIA_FRAMES,
      () => 'the stream’s player near the viewport',
    );
    expect(requested('/node_modules/hls.js/')).to.equal(true);
    window.scrollTo(0, 0);
  });

  it('the external control of a far-away video loads the player and plays', async () => {
    const wrapper = await fixture<HTMLDivElement>(`<div>
      <button id="far-play">Play</button>
      <div style="height:400vh"></div>
      <ib-video external-control="far-play" src="${MP4}" muted style="width:320px"></ib-video>
    </div>`);
    const el = wrapper.querySelector<IbVideo>('ib-video')!;
    const button = wrapper.querySelector('button')!;
    await frames(2);
    expect(el.player).to.equal(undefined);
    button.click();
    await until(
      () => el.player,
      MEDIA_FRAMES,
      () => 'the player the external control loaded',
    );
    await until(
      () => !videoOf(el).paused && button.getAttribute('aria-pressed') === 'true',
      MEDIA_FRAMES,
      () => 'playing',
    );
  });
});
