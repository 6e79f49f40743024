// ib-video with the theme's data-* attribute names (data-settings, data-plyr-provider,
// data-wistia-url, data-wistia-hls-url, data-external-control-id, data-analytics), the element's
// own names winning when both are present, and an external control added after the video started.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { captureErrors, fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { HLS, MEDIA_FRAMES, MP4, WEBM, playerReady, videoOf } from './test-support.ts';

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };
const MISSING_HLS = HLS.replace('index', 'missing');

afterEach(() => {
  fixtureCleanup();
  sinon.restore();
});

/** The element (first ib-video in the markup) once its player exists, and what was reported meanwhile. */
async function render(markup: string) {
  let root!: HTMLElement;
  const errors = await captureErrors(async () => {
    root = await fixture<HTMLElement>(`<div>${markup}</div>`);
    await playerReady(root.querySelector('ib-video')!);
  });
  const el = root.querySelector('ib-video')!;
  return { root, el, errors, player: el.player! };
}

const playControl = (el: IbVideo) => el.shadowRoot!.querySelector('[data-plyr="play"]');

describe('ib-video: data-settings', () => {
  it('turns on the words it contains', async () => {
    const { el, player } = await render(
      `<ib-video src="${MP4}" data-settings="controls loop muted"></ib-video>`,
    );
    expect(videoOf(el).loop).to.equal(true);
    expect(videoOf(el).muted).to.equal(true);
    expect(player.loop).to.equal(true);
    expect(playControl(el)).to.not.equal(null);
  });

  it('loses to settings', async () => {
    const { el } = await render(
      `<ib-video src="${MP4}" settings="loop" data-settings="controls muted"></ib-video>`,
    );
    expect(videoOf(el).loop).to.equal(true);
    expect(videoOf(el).muted).to.equal(false);
    expect(playControl(el)).to.equal(null);
  });
});

describe('ib-video: data-plyr-provider', () => {
  it('local plays the file in the html5 player, without a report', async () => {
    const { el, player, errors } = await render(
      `<ib-video data-plyr-provider="local" src="${MP4}" muted></ib-video>`,
    );
    expect(errors).to.deep.equal([]);
    expect(player.provider).to.equal('html5');
    expect(videoOf(el).src).to.equal(MP4);
  });

  it('youtube and vimeo are the embeds', async () => {
    const youtube = await render(
      '<ib-video data-plyr-provider="youtube" video-id="dQw4w9WgXcQ"></ib-video>',
    );
    expect(youtube.player.provider).to.equal('youtube');
    const vimeo = await render(
      '<ib-video data-plyr-provider="vimeo" video-id="76979871"></ib-video>',
    );
    expect(vimeo.player.provider).to.equal('vimeo');
  });

  it('loses to provider', async () => {
    const { el, player } = await render(
      `<ib-video provider="html5" data-plyr-provider="youtube" video-id="dQw4w9WgXcQ" src="${MP4}" muted></ib-video>`,
    );
    expect(player.provider).to.equal('html5');
    expect(videoOf(el).src).to.equal(MP4);
  });
});

describe('ib-video: the hosted-video provider (wistia)', () => {
  it('data-plyr-provider="wistia" streams data-wistia-hls-url where adaptive streaming works (here, through hls.js)', async () => {
    const { el, errors } = await render(
      `<ib-video data-plyr-provider="wistia" data-wistia-url="${MP4}" data-wistia-hls-url="${HLS}" muted></ib-video>`,
    );
    expect(errors).to.deep.equal([]);
    const video = videoOf(el);
    expect(video.src.startsWith('blob:')).to.equal(true); // a MediaSource, not the file
    await until(
      () => video.duration > 7,
      MEDIA_FRAMES,
      () => 'the stream',
    ); // the stream is 8 s long
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(requested).to.include(HLS);
  });

  it('provider="wistia" is accepted and plays data-wistia-url without a stream', async () => {
    const { el, player, errors } = await render(
      `<ib-video provider="wistia" data-wistia-url="${MP4}" muted></ib-video>`,
    );
    expect(errors).to.deep.equal([]);
    expect(player.provider).to.equal('html5');
    expect(videoOf(el).src).to.equal(MP4);
  });

  it('data-wistia-url loses to src', async () => {
    const { el } = await render(
      `<ib-video provider="wistia" src="${WEBM}" data-wistia-url="${MP4}" muted></ib-video>`,
    );
    expect(videoOf(el).src).to.equal(WEBM);
  });

  it('data-wistia-hls-url loses to hls-src', async () => {
    const { el, errors } = await render(
      `<ib-video provider="wistia" hls-src="${HLS}" data-wistia-hls-url="${MISSING_HLS}" data-wistia-url="${MP4}" muted></ib-video>`,
    );
    const video = videoOf(el);
    await until(
      () => video.duration > 7,
      MEDIA_FRAMES,
      () => 'the stream',
    );
    expect(errors).to.deep.equal([]);
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(requested).to.not.include(MISSING_HLS);
  });
});

describe('ib-video: data-external-control-id', () => {
  it('connects the button with that id', async () => {
    const { root, el } = await render(
      `<button id="alias-toggle">Play</button><ib-video data-external-control-id="alias-toggle" src="${MP4}" muted></ib-video>`,
    );
    const button = root.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    button.click();
    await until(
      () => !videoOf(el).paused && button.getAttribute('aria-pressed') === 'true',
      MEDIA_FRAMES,
      () => 'playing, pressed',
    );
  });

  it('loses to external-control', async () => {
    const { root, el } = await render(
      `<button id="own-toggle">Own</button><button id="alias-toggle">Alias</button>
       <ib-video external-control="own-toggle" data-external-control-id="alias-toggle" src="${MP4}" muted></ib-video>`,
    );
    const [own, alias] = root.querySelectorAll('button');
    expect(alias.hasAttribute('aria-pressed')).to.equal(false);
    alias.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(videoOf(el).paused).to.equal(true);
    own.click();
    await until(
      () => !videoOf(el).paused,
      MEDIA_FRAMES,
      () => 'playing',
    );
  });
});

describe('ib-video: data-analytics', () => {
  async function pushedWhilePlaying(markup: string) {
    const layer = ((window as DataLayerWindow).dataLayer ??= []);
    const start = layer.length;
    const { el, player } = await render(markup);
    await player.play();
    await until(
      () => el.classList.contains('has-started'),
      MEDIA_FRAMES,
      () => 'has-started',
    );
    player.pause();
    await until(
      () => el.classList.contains('has-paused'),
      MEDIA_FRAMES,
      () => 'has-paused',
    );
    return layer
      .slice(start)
      .map((entry) => entry.event)
      .filter((event) => String(event).startsWith('video_'));
  }

  it('lists the moments pushed to dataLayer', async () => {
    expect(
      await pushedWhilePlaying(`<ib-video data-analytics="play" src="${MP4}" muted></ib-video>`),
    ).to.deep.equal(['video_play']);
  });

  it('loses to analytics', async () => {
    expect(
      await pushedWhilePlaying(
        `<ib-video analytics="pause" data-analytics="play" src="${MP4}" muted></ib-video>`,
      ),
    ).to.deep.equal(['video_pause']);
  });
});

describe('ib-video: an external control added after the video started', () => {
  it('is connected when it appears, showing the current state', async () => {
    const { root, el, player, errors } = await render(
      `<ib-video external-control="late-toggle" src="${MP4}" muted></ib-video>`,
    );
    expect(errors.length).to.equal(1); // the missing id is still reported (a typo would be silent otherwise)
    await player.play();
    await until(
      () => !videoOf(el).paused,
      MEDIA_FRAMES,
      () => 'playback',
    );
    const button = document.createElement('button');
    button.id = 'late-toggle';
    button.textContent = 'Pause';
    root.prepend(button);
    await until(
      () => button.getAttribute('aria-pressed') === 'true',
      MEDIA_FRAMES,
      () => 'aria-pressed mirroring playback',
    );
    button.click();
    await until(
      () => videoOf(el).paused && button.getAttribute('aria-pressed') === 'false',
      MEDIA_FRAMES,
      () => 'paused, not pressed',
    );
  });

  it('is connected when an element gets that id later', async () => {
    const { root, el } = await render(
      `<button>Play</button><ib-video external-control="renamed-toggle" src="${MP4}" muted></ib-video>`,
    );
    const button = root.querySelector('button')!;
    button.id = 'renamed-toggle';
    await until(
      () => button.getAttribute('aria-pressed') === 'false',
      MEDIA_FRAMES,
      () => 'the button connected',
    );
    button.click();
    await until(
      () => !videoOf(el).paused,
      MEDIA_FRAMES,
      () => 'playing',
    );
  });

  it('stops watching when the element is removed', async () => {
    const { root, el } = await render(
      `<ib-video external-control="never-toggle" src="${MP4}" muted></ib-video>`,
    );
    el.remove();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const button = document.createElement('button');
    button.id = 'never-toggle';
    root.append(button);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button.hasAttribute('aria-pressed')).to.equal(false);
  });
});
