// ib-video when Plyr's or hls.js's file cannot be fetched. Its own page: once loaded, a module is
// never fetched again, so the blocked requests come before any player in this file loads them.
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import {
  blockRequests,
  blockedRequests,
  recordErrors,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { HLS, MEDIA_FRAMES, MP4, playerReady, showIntent, videoOf } from './test-support.ts';

const PLYR = '/elements/video/plyr.ts';
const HLS_JS = '/elements/video/hls.ts';
// The embeds' own pages: nothing from the internet in a test.
const PROVIDERS = ['youtube-nocookie.com', 'player.vimeo.com'];
const POSTER = 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E';

let errors: ReturnType<typeof recordErrors> | undefined;
afterEach(async () => {
  errors?.stop();
  errors = undefined;
  fixtureCleanup();
  await unblockRequests();
});

const frameOf = (el: IbVideo) => el.shadowRoot!.querySelector('iframe');

describe('ib-video when Plyr cannot load', () => {
  it('plays a YouTube or Vimeo video in the provider’s plain, privacy-preserving embed', async () => {
    await blockRequests([PLYR, ...PROVIDERS]);
    errors = recordErrors();
    const youtube = await fixture<IbVideo>(
      '<ib-video provider="youtube" video-id="dQw4w9WgXcQ" label="Product tour"></ib-video>',
    );
    showIntent(youtube);
    await until(
      () => frameOf(youtube),
      MEDIA_FRAMES,
      () => 'the YouTube frame',
    );
    const url = new URL(frameOf(youtube)!.src);
    expect([url.origin, url.pathname]).to.deep.equal([
      'https://www.youtube-nocookie.com',
      '/embed/dQw4w9WgXcQ',
    ]);
    expect([url.searchParams.get('rel'), url.searchParams.get('playsinline')]).to.deep.equal([
      '0',
      '1',
    ]);
    expect(frameOf(youtube)!.title).to.equal('Product tour');

    const vimeo = await fixture<IbVideo>(
      '<ib-video provider="vimeo" video-id="76979871" muted></ib-video>',
    );
    showIntent(vimeo);
    await until(
      () => frameOf(vimeo),
      MEDIA_FRAMES,
      () => 'the Vimeo frame',
    );
    const vimeoUrl = new URL(frameOf(vimeo)!.src);
    expect([vimeoUrl.origin, vimeoUrl.pathname]).to.deep.equal([
      'https://player.vimeo.com',
      '/video/76979871',
    ]);
    expect([vimeoUrl.searchParams.get('dnt'), vimeoUrl.searchParams.get('muted')]).to.deep.equal([
      '1',
      '1',
    ]);

    // One report per element that asked, each naming it and the file.
    const reported = errors.chunkErrors() as Array<Error & { request: string }>;
    expect(reported.map((error) => error.message.split('\n')[0])).to.deep.equal([
      'Loading chunk plyr failed.',
      'Loading chunk plyr failed.',
    ]);
    expect(reported.map((error) => new URL(error.request).pathname)).to.deep.equal([PLYR, PLYR]);
    expect(errors.calls.map((call) => call[0])).to.deep.equal([
      '[ib-blocks] <ib-video>',
      '[ib-blocks] <ib-video>',
    ]);
  });

  it('falls back to the native <video controls>, which plays; the next player loads Plyr', async function () {
    this.timeout(30000); // two players with real media on a busy machine
    await blockRequests([PLYR]);
    errors = recordErrors();
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" poster="${POSTER}" muted controls label="Product tour"></ib-video>`,
    );
    // The visitor clicks the play button while Plyr cannot load: the video plays anyway.
    const start = el.shadowRoot!.querySelector('[part="start-button"]')!.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(start.x + start.width / 2), Math.round(start.y + start.height / 2)],
    });
    await resetMouse();
    await until(
      () => videoOf(el)?.controls,
      MEDIA_FRAMES,
      () => 'the native controls',
    );
    const video = videoOf(el);
    expect(video.src).to.equal(MP4);
    expect(el.shadowRoot!.querySelector('.plyr')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="start-button"]')).to.equal(null); // the browser's own controls took over
    expect(el.player).to.equal(undefined);
    // The poster overlay steps aside: the video shows its own.
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part="poster"]')!).display).to.equal(
      'none',
    );
    expect(video.poster).to.equal(POSTER);
    expect(errors.chunkErrors()).to.have.length(1);
    expect(errors.calls[0][0]).to.equal('[ib-blocks] <ib-video>');
    await until(
      () => video.currentTime > 0.2,
      MEDIA_FRAMES,
      () => 'playback',
    );

    await unblockRequests();
    const next = await fixture<IbVideo>(`<ib-video src="${MP4}" muted controls></ib-video>`);
    await playerReady(next);
    expect(Boolean(next.shadowRoot!.querySelector('.plyr'))).to.equal(true);
    expect(videoOf(next).controls).to.equal(false); // Plyr's controls, not the browser's
    expect(await blockedRequests()).to.have.length(1);
  });
});

describe('ib-video when hls.js cannot load', () => {
  it('builds the player over the plain file, reports one ChunkLoadError, and the next stream loads hls.js', async function () {
    this.timeout(30000);
    await blockRequests([HLS_JS]);
    errors = recordErrors();
    const el = await fixture<IbVideo>(
      `<ib-video hls-src="${HLS}" src="${MP4}" muted controls></ib-video>`,
    );
    await playerReady(el);
    expect(videoOf(el).src).to.equal(MP4);
    const reported = errors.chunkErrors() as Array<Error & { request: string }>;
    expect(
      reported.map((error) => [error.message.split('\n')[0], new URL(error.request).pathname]),
    ).to.deep.equal([['Loading chunk hls failed.', HLS_JS]]);

    await unblockRequests();
    const next = await fixture<IbVideo>(
      `<ib-video hls-src="${HLS}" src="${MP4}" muted controls></ib-video>`,
    );
    await playerReady(next);
    // hls.js feeds the video through Media Source Extensions: a blob: address, not the file.
    await until(
      () => videoOf(next).src.startsWith('blob:'),
      MEDIA_FRAMES,
      () => 'the stream attached by hls.js',
    );
    expect(errors.chunkErrors()).to.have.length(1);
  });
});
