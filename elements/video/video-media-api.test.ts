// ib-video as a media element: play() (loading the player first), pause(), the media properties,
// the media events on the host, and progress and analytics however the video was started.
import { expect } from '@open-wc/testing';
import {
  firstEvent,
  fixture,
  fixtureCleanup,
  rejectionOf,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { MEDIA_FRAMES, MP4, sourceClip, videoOf } from './test-support.ts';

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

afterEach(() => fixtureCleanup());

/** The video_* entries pushed to dataLayer since `start`. */
const pushedSince = (start: number) =>
  ((window as DataLayerWindow).dataLayer ?? [])
    .slice(start)
    .filter((entry) => String(entry.event).startsWith('video_'));

const MEDIA_EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'volumechange'];

describe('ib-video: media element API', () => {
  it('play() loads the player and plays; pause(), currentTime, duration, muted, volume and the media events on the host', async () => {
    const layer = ((window as DataLayerWindow).dataLayer ??= []);
    const start = layer.length;
    const src = sourceClip();
    const el = await fixture<IbVideo>(
      `<ib-video src="${src}" muted controls analytics="play pause p25 p50 p75 p100"></ib-video>`,
    );
    const onHost: string[] = [];
    const bubbled: string[] = [];
    for (const type of MEDIA_EVENTS) {
      el.addEventListener(type, () => onHost.push(type));
      document.addEventListener(type, () => bubbled.push(type));
    }
    expect(el.player).to.equal(undefined); // nobody reached for it: Plyr has not loaded
    expect([el.paused, el.ended, el.currentTime, el.muted, el.volume]).to.deep.equal([
      true,
      false,
      0,
      true,
      1,
    ]);

    const playing = el.play();
    expect(playing).to.be.an.instanceOf(Promise);
    await playing;
    expect(el.paused).to.equal(false);
    await until(
      () => el.player,
      MEDIA_FRAMES,
      () => 'Plyr, loaded by play()',
    );
    await until(
      () => el.classList.contains('has-started'),
      MEDIA_FRAMES,
      () => 'has-started',
    );
    expect(onHost).to.include('play');

    el.pause();
    expect(el.paused).to.equal(true);
    await until(
      () => el.classList.contains('has-paused'),
      MEDIA_FRAMES,
      () => 'has-paused',
    );
    expect(onHost).to.include('pause');

    await until(
      () => el.duration > 0,
      MEDIA_FRAMES,
      () => 'the duration',
    );
    expect(el.duration).to.equal(videoOf(el).duration);
    const updated = firstEvent(el, 'timeupdate');
    el.currentTime = el.duration * 0.8;
    await updated;
    expect(el.currentTime).to.be.closeTo(el.duration * 0.8, 0.05);
    for (const percent of [25, 50, 75])
      expect(el.classList.contains(`has-played-${percent}`), `has-played-${percent}`).to.equal(
        true,
      );
    expect(el.classList.contains('has-played-100')).to.equal(false);

    const player = el.player;
    const volumeChanged = firstEvent(el, 'volumechange');
    el.muted = false;
    await volumeChanged;
    el.volume = 0.5;
    expect([el.muted, el.volume, videoOf(el).muted, videoOf(el).volume]).to.deep.equal([
      false,
      0.5,
      false,
      0.5,
    ]);
    expect(el.player).to.equal(player); // not rebuilt
    expect(() => (el.volume = 2)).to.throw(DOMException);

    const ended = firstEvent(el, 'ended');
    el.currentTime = el.duration - 0.3;
    await el.play();
    await ended;
    expect(el.ended).to.equal(true);
    expect(el.classList.contains('has-played-100')).to.equal(true);
    expect(onHost).to.include.members(['ended', 'timeupdate', 'volumechange']);
    expect(bubbled).to.deep.equal([]); // as <video>'s media events, they do not bubble
    expect(pushedSince(start).map((entry) => [entry.event, entry.percent])).to.deep.equal([
      ['video_play', undefined],
      ['video_pause', undefined],
      ['video_progress', 25],
      ['video_progress', 50],
      ['video_progress', 75],
      ['video_play', undefined],
      ['video_progress', 100],
      ['video_pause', undefined],
    ]);
  });

  it('takes currentTime and volume set before the element was defined or in the page', async () => {
    const made = {
      // An element made in a document without our registry stays undefined until adopted into this one.
      'before it was defined': () =>
        document.implementation.createHTMLDocument().createElement('ib-video') as IbVideo,
      'before it was in the page': () => document.createElement('ib-video'),
    };
    for (const [when, make] of Object.entries(made)) {
      const el = make();
      el.setAttribute('src', sourceClip());
      el.setAttribute('muted', '');
      el.currentTime = 3;
      el.volume = 0.25;
      document.body.append(el);
      try {
        expect(el, when).to.be.an.instanceOf(customElements.get('ib-video')!);
        await until(
          () => videoOf(el)?.readyState >= 1,
          MEDIA_FRAMES,
          () => `metadata, ${when}`,
        );
        expect(
          [el.currentTime, el.volume, videoOf(el).currentTime, videoOf(el).volume],
          when,
        ).to.deep.equal([3, 0.25, 3, 0.25]);
      } finally {
        el.remove();
      }
    }
  });

  it('a pause() before the video plays rejects the play() with AbortError', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted></ib-video>`);
    const playing = el.play();
    el.pause();
    expect((await rejectionOf(playing)).name).to.equal('AbortError');
    expect(el.paused).to.equal(true);
  });

  it('a video played before its player loaded (a script, the media keys) loads it and is tracked', async () => {
    const layer = ((window as DataLayerWindow).dataLayer ??= []);
    const start = layer.length;
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted analytics="play"></ib-video>`);
    await until(
      () => videoOf(el),
      MEDIA_FRAMES,
      () => 'the media element, built near the viewport',
    );
    expect(el.player).to.equal(undefined);
    await videoOf(el).play(); // what the keyboard's media keys and scripts reaching into the shadow root do
    await until(
      () => el.classList.contains('has-started'),
      MEDIA_FRAMES,
      () => 'has-started',
    );
    expect(el.player).not.to.equal(undefined);
    expect(pushedSince(start)).to.deep.equal([
      { event: 'video_play', source: MP4, provider: 'html5' },
    ]);
  });
});
