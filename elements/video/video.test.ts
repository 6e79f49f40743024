// ib-video in Chromium with real media files: providers, HLS, autoplay, progress, events,
// analytics, external control, fullscreen, modal close, captions, defaults and teardown.
import { expect } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  captureErrors,
  expectAccessible,
  fakeTimeouts,
  firstEvent,
  fixture,
  fixtureCleanup,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { HLS, MEDIA_FRAMES, MP4, WEBM, playerReady, seek, videoOf } from './test-support.ts';

/** The text of a console.error call (reportError passes a prefix and the Error). */
const message = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

afterEach(async () => {
  fixtureCleanup();
  sinon.restore();
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo(0, 0);
});

describe('ib-video: html5 sources', () => {
  for (const [name, src] of [
    ['MP4', MP4],
    ['WebM', WEBM],
  ]) {
    it(`plays a ${name} file with Plyr inside the shadow root`, async () => {
      const el = await fixture<IbVideo>(
        `<ib-video src="${src}" muted controls label="Product tour"></ib-video>`,
      );
      const player = await playerReady(el);
      const video = videoOf(el);
      expect(video.src).to.equal(src);
      expect(Boolean(el.shadowRoot!.querySelector('.plyr'))).to.equal(true);
      await player.play();
      await until(
        () => video.currentTime > 0.2,
        MEDIA_FRAMES,
        () => 'playback',
      );
      expect(video.paused).to.equal(false);
    });
  }

  it('adopts Plyr’s CSS into the shadow root and uses a local icon sprite (no CDN)', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted controls></ib-video>`);
    await playerReady(el);
    const root = el.shadowRoot!;
    const css = root.adoptedStyleSheets
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''))
      .join('');
    expect(css).to.contain('.plyr');
    const icons = [...root.querySelectorAll('[data-plyr="play"] use')].map((use) =>
      use.getAttribute('href'),
    );
    expect(icons).to.include('#plyr-play');
    expect(Boolean(root.getElementById('plyr-play'))).to.equal(true);
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(resources.some((name) => name.includes('cdn.plyr.io'))).to.equal(false);
    expect(Boolean(document.querySelector('body > [id^="sprite-plyr"]'))).to.equal(false);
  });

  it('has the player defaults: seek step 10 s, speeds 0.5-4, quality 576', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted controls></ib-video>`);
    const player = await playerReady(el);
    const config = (player as unknown as { config: unknown }).config as {
      seekTime: number;
      speed: { options: number[] };
      quality: { default: number };
    };
    expect(config.seekTime).to.equal(10);
    expect(config.speed.options[0]).to.equal(0.5);
    expect(config.speed.options.at(-1)).to.equal(4);
    expect(config.quality.default).to.equal(576);
    const video = videoOf(el);
    await until(
      () => video.readyState >= 1,
      MEDIA_FRAMES,
      () => 'metadata',
    );
    video.currentTime = 1;
    player.forward();
    expect(video.currentTime).to.be.closeTo(Math.min(11, video.duration), 0.01);
  });

  it('reads the legacy settings attribute', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" settings="controls loop muted"></ib-video>`,
    );
    const player = await playerReady(el);
    const video = videoOf(el);
    expect(video.loop).to.equal(true);
    expect(video.muted).to.equal(true);
    expect(Boolean(el.shadowRoot!.querySelector('.plyr__controls'))).to.equal(true);
    expect(player.loop).to.equal(true);
  });

  it('is accessible with controls and a label', async function () {
    this.timeout(30000); // axe over Plyr's controls is slow on a busy machine
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" muted controls label="Product tour"></ib-video>`,
    );
    await playerReady(el);
    await expectAccessible(el);
  });
});

describe('ib-video: HLS', () => {
  it('plays the four-segment stream through hls.js', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video hls-src="${HLS}" src="${MP4}" muted controls></ib-video>`,
    );
    const player = await playerReady(el);
    const video = videoOf(el);
    expect(video.src.startsWith('blob:')).to.equal(true); // a MediaSource, not the plain file
    await until(
      () => video.duration > 7,
      MEDIA_FRAMES,
      () => 'the stream duration',
    );
    expect(video.duration).to.be.closeTo(8, 0.2);
    video.playbackRate = 4;
    const ended = firstEvent(video, 'ended');
    await player.play();
    await ended; // played through all four segments
    const segments = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => /seg(\d)\.m2ts$/.exec(entry.name)?.[1])
        .filter(Boolean),
    );
    expect([...segments].sort()).to.deep.equal(['0', '1', '2', '3']);
  });

  it('falls back to src when the stream fails', async () => {
    let errors: unknown[][] = [];
    let el!: IbVideo;
    errors = await captureErrors(async () => {
      el = await fixture<IbVideo>(
        `<ib-video hls-src="${HLS.replace('index', 'missing')}" src="${MP4}" muted></ib-video>`,
      );
      await playerReady(el);
      await until(
        () => videoOf(el).src === MP4,
        900,
        () => 'the fallback file',
      );
    });
    expect(errors.map(message).join()).to.contain('HLS stream failed');
  });
});

describe('ib-video: embeds', () => {
  // What the provider iframes are asked for (their src) and the players that drive them: video-embeds.test.ts.

  it('reports an unknown provider or a missing id once and falls back to html5', async () => {
    const errors = await captureErrors(async () => {
      const el = await fixture<IbVideo>(
        `<ib-video provider="dailymotion" src="${MP4}" muted></ib-video>`,
      );
      await playerReady(el);
      expect(el.player!.provider).to.equal('html5');
    });
    expect(errors.length).to.equal(1);
    expect(message(errors[0])).to.contain('Unknown video provider');
  });
});

describe('ib-video: autoplay', () => {
  /** A player just below the fold: within one viewport (so Plyr loads) but not visible. */
  async function belowTheFold(attributes: string) {
    const wrapper = await fixture<HTMLDivElement>(
      `<div><div style="height:110vh"></div><ib-video ${attributes} style="width:320px"></ib-video><div style="height:200vh"></div></div>`,
    );
    const el = wrapper.querySelector('ib-video')!;
    const player = await playerReady(el);
    return { el, player, video: videoOf(el) };
  }
  /** Scrolls so that `fraction` of the element's height is inside the viewport, from the bottom. */
  async function reveal(el: Element, fraction: number) {
    const rect = el.getBoundingClientRect();
    window.scrollBy(0, rect.top - innerHeight + rect.height * fraction);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }

  it('starts muted 100 ms after it is at least 25% visible, and pauses when it leaves', async () => {
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay loop`);
    expect(video.paused).to.equal(true);
    const clock = fakeTimeouts();
    await reveal(el, 0.6);
    clock.tick(99);
    expect(video.paused).to.equal(true);
    clock.tick(1);
    expect(video.paused).to.equal(false);
    expect(video.muted).to.equal(true); // forced, although the template did not say muted
    clock.restore();
    await until(
      () => el.classList.contains('has-started'),
      MEDIA_FRAMES,
      () => 'has-started',
    );
    window.scrollTo(0, 0);
    await until(
      () => video.paused,
      MEDIA_FRAMES,
      () => 'the pause on leaving',
    );
  });

  it('does not start at 22% visible, starts at 28%: the threshold is 25%', async () => {
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay`);
    const clock = fakeTimeouts();
    await reveal(el, 0.22);
    clock.tick(500);
    expect(video.paused).to.equal(true);
    await reveal(el, 0.28); // scrolling 6% further down crosses 25%
    clock.tick(100);
    expect(video.paused).to.equal(false);
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay`);
    const clock = fakeTimeouts();
    await reveal(el, 1);
    clock.tick(1000);
    expect(video.paused).to.equal(true);
  });

  it('leaves a video the visitor paused paused when it comes back into view', async () => {
    const { el, player, video } = await belowTheFold(`src="${MP4}" autoplay loop`);
    await reveal(el, 1);
    await until(
      () => !video.paused,
      MEDIA_FRAMES,
      () => 'autoplay',
    );
    player.pause(); // the visitor's pause
    window.scrollTo(0, 0);
    await reveal(el, 1);
    const clock = fakeTimeouts();
    clock.tick(500);
    expect(video.paused).to.equal(true);
  });

  it('keeps the sound the visitor turned on when it comes back into view', async () => {
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay loop controls`);
    await reveal(el, 1);
    await until(
      () => !video.paused,
      MEDIA_FRAMES,
      () => 'autoplay',
    );
    expect(video.muted).to.equal(true);
    el.shadowRoot!.querySelector<HTMLElement>('[data-plyr="mute"]')!.focus();
    await sendKeys({ press: 'Enter' }); // the visitor's press on the sound button
    expect(video.muted).to.equal(false);
    window.scrollTo(0, 0);
    await until(
      () => video.paused,
      MEDIA_FRAMES,
      () => 'the pause on leaving',
    );
    await reveal(el, 1);
    await until(
      () => !video.paused,
      MEDIA_FRAMES,
      () => 'playing again',
    );
    expect(video.muted).to.equal(false);
  });

  it('plays muted when it comes back into view and the browser refuses it sound', async () => {
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay loop controls`);
    await reveal(el, 1);
    await until(
      () => !video.paused,
      MEDIA_FRAMES,
      () => 'autoplay',
    );
    video.muted = false;
    window.scrollTo(0, 0);
    await until(
      () => video.paused,
      MEDIA_FRAMES,
      () => 'the pause on leaving',
    );
    // A browser that allows playing with sound only inside a gesture (the browser's policy, not the page's).
    const play = HTMLMediaElement.prototype.play;
    sinon.stub(HTMLMediaElement.prototype, 'play').callsFake(function (this: HTMLMediaElement) {
      return this.muted
        ? play.call(this)
        : Promise.reject(new DOMException('sound needs a gesture', 'NotAllowedError'));
    });
    await reveal(el, 1);
    await until(
      () => !video.paused,
      MEDIA_FRAMES,
      () => 'playing again, muted',
    );
    expect(video.muted).to.equal(true);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part="play-button"]')!.hidden).to.equal(
      true,
    );
  });

  it('counts progress by distinct positions visited while visible: a seek does not reach milestones', async () => {
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay`);
    const milestones: number[] = [];
    el.addEventListener('ib-video-progress', (event) =>
      milestones.push((event as CustomEvent<{ percent: number }>).detail.percent),
    );
    await reveal(el, 1);
    await until(
      () => !video.paused,
      MEDIA_FRAMES,
      () => 'autoplay',
    );
    await until(
      () => video.readyState >= 1,
      MEDIA_FRAMES,
      () => 'metadata',
    ); // play() starts before the duration is known
    await seek(video, video.duration * 0.9);
    await until(
      () => video.currentTime > video.duration * 0.93,
      MEDIA_FRAMES,
      () => 'playback after the seek',
    );
    expect(milestones).to.deep.equal([]);
    expect(el.classList.contains('has-played-75')).to.equal(false);
  });
});

describe('ib-video: progress, events and analytics', () => {
  it('adds has-started on play and has-paused on pause, with ib-video-play / ib-video-pause events', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted></ib-video>`);
    const player = await playerReady(el);
    const events: Array<[string, unknown]> = [];
    for (const type of ['ib-video-play', 'ib-video-pause'] as const) {
      document.addEventListener(
        type,
        (event) => events.push([event.type, (event as CustomEvent).detail]),
        { once: true },
      );
    }
    expect(el.className).to.equal('');
    await player.play();
    await until(
      () => el.classList.contains('has-started'),
      MEDIA_FRAMES,
      () => 'has-started',
    );
    expect(el.classList.contains('has-paused')).to.equal(false);
    player.pause();
    await until(
      () => el.classList.contains('has-paused'),
      MEDIA_FRAMES,
      () => 'has-paused',
    );
    expect(events).to.deep.equal([
      ['ib-video-play', { source: MP4, provider: 'html5' }],
      ['ib-video-pause', { source: MP4, provider: 'html5' }],
    ]);
  });

  it('reaches 25, 50, 75 and 100 once each over a full playback and a replay', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted></ib-video>`);
    const player = await playerReady(el);
    const video = videoOf(el);
    const milestones: number[] = [];
    el.addEventListener('ib-video-progress', (event) =>
      milestones.push((event as CustomEvent<{ percent: number }>).detail.percent),
    );
    await until(
      () => video.readyState >= 1,
      MEDIA_FRAMES,
      () => 'metadata',
    );
    video.playbackRate = 4;
    let ended = firstEvent(video, 'ended');
    await player.play();
    await ended;
    expect(milestones).to.deep.equal([25, 50, 75, 100]);
    for (const percent of [25, 50, 75, 100])
      expect(el.classList.contains(`has-played-${percent}`)).to.equal(true);
    ended = firstEvent(video, 'ended');
    video.currentTime = 0;
    await player.play();
    await ended;
    expect(milestones).to.deep.equal([25, 50, 75, 100]);
  });

  it('does not skip milestones on a seek, and counts 99% as complete', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted></ib-video>`);
    await playerReady(el);
    const video = videoOf(el);
    const milestones: number[] = [];
    el.addEventListener('ib-video-progress', (event) =>
      milestones.push((event as CustomEvent<{ percent: number }>).detail.percent),
    );
    await until(
      () => video.readyState >= 1,
      MEDIA_FRAMES,
      () => 'metadata',
    );
    await seek(video, video.duration * 0.8);
    expect(milestones).to.deep.equal([25, 50, 75]);
    expect(el.classList.contains('has-played-100')).to.equal(false);
    await seek(video, video.duration * 0.992);
    expect(milestones).to.deep.equal([25, 50, 75, 100]);
    expect(el.classList.contains('has-played-100')).to.equal(true);
  });

  it('pushes to dataLayer only the moments listed in analytics, with the source', async () => {
    const layer = ((window as DataLayerWindow).dataLayer ??= []);
    const start = layer.length;
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" muted analytics="play p50"></ib-video>`,
    );
    const player = await playerReady(el);
    const video = videoOf(el);
    await until(
      () => video.readyState >= 1,
      MEDIA_FRAMES,
      () => 'metadata',
    );
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
    await seek(video, video.duration * 0.8);
    const pushed = layer.slice(start).filter((entry) => String(entry.event).startsWith('video_'));
    expect(pushed).to.deep.equal([
      { event: 'video_play', source: MP4, provider: 'html5' },
      { event: 'video_progress', source: MP4, provider: 'html5', percent: 50 },
    ]);
  });
});

describe('ib-video: external control, fullscreen, modal', () => {
  it('external-control toggles play/pause and its aria-pressed mirrors the state', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      `<div><button id="ext-play">Play video</button><ib-video external-control="ext-play" src="${MP4}" muted></ib-video></div>`,
    );
    const el = wrapper.querySelector('ib-video')!;
    const button = wrapper.querySelector('button')!;
    await playerReady(el);
    const video = videoOf(el);
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    button.click();
    await until(
      () => !video.paused && button.getAttribute('aria-pressed') === 'true',
      MEDIA_FRAMES,
      () => 'playing, pressed',
    );
    button.click();
    await until(
      () => video.paused && button.getAttribute('aria-pressed') === 'false',
      MEDIA_FRAMES,
      () => 'paused, not pressed',
    );
  });

  it('reports an external-control id that does not exist', async () => {
    const errors = await captureErrors(() =>
      fixture(`<ib-video external-control="nowhere" src="${MP4}" muted></ib-video>`),
    );
    expect(errors.map(message).join()).to.contain('no element with id "nowhere"');
  });

  it('sets data-is-fullscreen while fullscreen and removes it on exit', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" muted controls style="width:480px"></ib-video>`,
    );
    await playerReady(el);
    const button = el.shadowRoot!.querySelector<HTMLElement>('[data-plyr="fullscreen"]')!;
    const rect = button.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
    });
    await resetMouse();
    await until(
      () => el.hasAttribute('data-is-fullscreen'),
      MEDIA_FRAMES,
      () => 'data-is-fullscreen',
    );
    await document.exitFullscreen();
    await until(
      () => !el.hasAttribute('data-is-fullscreen'),
      MEDIA_FRAMES,
      () => 'data-is-fullscreen removed',
    );
  });

  it('pauses when the ib-modal containing it closes, not when another modal closes', async () => {
    const modal = document.createElement('ib-modal');
    modal.id = 'video-modal';
    const el = document.createElement('ib-video') as IbVideo;
    el.setAttribute('src', MP4);
    el.setAttribute('muted', '');
    modal.append(el);
    document.body.append(modal);
    try {
      const player = await playerReady(el);
      const video = videoOf(el);
      await player.play();
      await until(
        () => !video.paused,
        MEDIA_FRAMES,
        () => 'playback',
      );
      window.dispatchEvent(new CustomEvent('ib-modal-close', { detail: { id: 'another-modal' } }));
      expect(video.paused).to.equal(false);
      window.dispatchEvent(new CustomEvent('ib-modal-close', { detail: { id: 'video-modal' } }));
      expect(video.paused).to.equal(true);
    } finally {
      modal.remove();
    }
  });
});

describe('ib-video: captions', () => {
  const captionsJson = JSON.stringify([
    {
      textContent: 'WEBVTT\n\n00:00.000 --> 00:04.000\nHello',
      name: 'English',
      localName: 'English',
      languageCode: 'en',
    },
    { textContent: '', name: 'French', languageCode: 'fr' },
    {
      textContent: '1\n00:00:00,000 --> 00:00:04,000\nHallo',
      name: 'German',
      localName: 'Deutsch',
      languageCode: 'de',
    },
  ]);
  const withCaptions = () =>
    fixture<IbVideo>(
      `<ib-video src="${MP4}" muted controls><script type="application/json" slot="captions">${captionsJson}</script></ib-video>`,
    );

  it('adds a track per valid entry from blob URLs, the first default and showing, SRT converted to WebVTT', async () => {
    const el = await withCaptions();
    await playerReady(el);
    const tracks = [...videoOf(el).querySelectorAll('track')];
    expect(
      tracks.map((track) => [track.label, track.srclang, track.default, track.kind]),
    ).to.deep.equal([
      ['English', 'en', true, 'captions'],
      ['German (Deutsch)', 'de', false, 'captions'],
    ]);
    expect(tracks.every((track) => track.src.startsWith('blob:'))).to.equal(true);
    // Plyr shows the active track in its own caption box (the track itself is 'hidden', not 'disabled').
    await until(
      () => el.player!.currentTrack === 0 && el.shadowRoot!.querySelector('.plyr--captions-active'),
      MEDIA_FRAMES,
      () => 'the first track active',
    );
    expect(videoOf(el).textTracks[0].mode).to.equal('hidden');
    expect(videoOf(el).textTracks[1].mode).to.equal('disabled');
    expect(await (await fetch(tracks[0].src)).text()).to.equal(
      'WEBVTT\n\n00:00.000 --> 00:04.000\nHello',
    );
    expect(await (await fetch(tracks[1].src)).text()).to.equal(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nHallo\n',
    );
  });

  it('reports a conversion failure and keeps the other tracks', async () => {
    const original = window.FileReader;
    let el!: IbVideo;
    const errors = await captureErrors(async () => {
      delete (window as { FileReader?: unknown }).FileReader;
      try {
        el = await withCaptions();
        await playerReady(el);
      } finally {
        window.FileReader = original;
      }
    });
    expect(errors.map(message).join()).to.contain('No FileReader constructor found');
    expect([...videoOf(el).querySelectorAll('track')].map((track) => track.label)).to.deep.equal([
      'English',
    ]);
  });

  it("keeps the captions button's room before Plyr enables it, so the controls do not move", async () => {
    const button = (el: IbVideo) =>
      el.shadowRoot!.querySelector<HTMLElement>('[data-plyr="captions"]')!;
    const room = async (el: IbVideo) => {
      await playerReady(el);
      const container = el.shadowRoot!.querySelector('.plyr')!;
      await until(
        () => container.classList.contains('plyr--captions-enabled') || !el.querySelector('script'),
        MEDIA_FRAMES,
        () => 'Plyr set up',
      );
      const enabled = button(el).getBoundingClientRect().width;
      container.classList.remove('plyr--captions-enabled'); // as before the metadata is in
      const width = button(el).getBoundingClientRect().width;
      // Plyr's controls transition `all` for 0.1 s, visibility too: read what they settle on.
      await Promise.all(
        button(el)
          .getAnimations()
          .map((animation) => animation.finished),
      );
      const before = [width, getComputedStyle(button(el)).visibility];
      return { enabled, before };
    };
    const captioned = await room(await withCaptions());
    expect(captioned.enabled).to.be.greaterThan(0);
    expect(captioned.before).to.deep.equal([captioned.enabled, 'hidden']);
    // Without caption tracks there is no button to make room for.
    const plain = await room(
      await fixture<IbVideo>(`<ib-video src="${MP4}" muted controls></ib-video>`),
    );
    expect(plain.before[0]).to.equal(0);
  });
});

describe('ib-video: hostile caption names', () => {
  it("shows a caption name with markup as text in the player's menus, never as elements", async () => {
    const name = '<img src="x" onerror="window.ibCaptionPwned = 1">Evil';
    const json = JSON.stringify([
      { textContent: 'WEBVTT\n\n00:00.000 --> 00:04.000\n<b>Hello</b>', name, languageCode: 'en' },
    ]);
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" muted controls><script type="application/json" slot="captions">${json}</script></ib-video>`,
    );
    await playerReady(el);
    const menu = () => el.shadowRoot!.querySelector('.plyr__menu')!;
    // Plyr fills the captions pane once the track is known: wait for the name, or for the markup.
    await until(
      () => menu().querySelector('img') || menu().textContent!.includes('Evil'),
      MEDIA_FRAMES,
      () => 'the caption name in the menu',
    );
    expect(menu().querySelectorAll('img').length).to.equal(0);
    expect(menu().textContent).to.contain('Evil');
    expect((window as { ibCaptionPwned?: number }).ibCaptionPwned).to.equal(undefined);
  });
});

describe('ib-video: teardown', () => {
  it('destroys Plyr, releases the media and revokes caption URLs 200 ms after removal', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" muted controls><script type="application/json" slot="captions">[{"textContent":"WEBVTT","name":"English","languageCode":"en"}]</script></ib-video>`,
    );
    const player = await playerReady(el);
    const video = videoOf(el);
    const trackUrl = video.querySelector('track')!.src;
    const container = el.shadowRoot!.querySelector('.plyr')!;
    await player.play();
    // The browser pauses a removed video by itself: what shows the element stopped it is its own pause() call.
    const pause = sinon.spy(video, 'pause');
    const clock = fakeTimeouts();
    el.remove();
    await frames(1); // the factory unmounts a microtask after removal, Preact runs the clean-ups
    expect(pause.called).to.equal(true); // at once, not with the teardown 200 ms later
    expect(video.paused).to.equal(true);
    clock.tick(199);
    expect(container.contains(video)).to.equal(true); // Plyr still wraps it
    expect(video.getAttribute('src')).to.equal(MP4);
    clock.tick(1);
    clock.restore();
    expect(container.contains(video)).to.equal(false);
    expect(Boolean(el.shadowRoot!.querySelector('.plyr, video'))).to.equal(false);
    expect(video.hasAttribute('src')).to.equal(false);
    expect(video.isConnected).to.equal(false);
    expect(el.player).to.equal(undefined);
    const revoked = await fetch(trackUrl).then(
      () => false,
      () => true,
    );
    expect(revoked).to.equal(true);
  });

  it('a source change replaces the player at once', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted></ib-video>`);
    const first = await playerReady(el);
    el.src = WEBM;
    await el.updateComplete;
    await until(
      () => el.player && el.player !== first,
      MEDIA_FRAMES,
      () => 'the new player',
    );
    expect(el.shadowRoot!.querySelectorAll('video').length).to.equal(1);
    expect(videoOf(el).src).to.equal(WEBM);
  });
});
