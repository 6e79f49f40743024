// Its own page, so Plyr has not loaded when the first test presses: one click on the play button
// of a video without autoplay plays it (no second click) and Plyr's UI takes over around the
// playing video; Enter on the button does the same. Analytics see the start once.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { HLS, MEDIA_FRAMES, MP4, videoOf } from './test-support.ts';

const startButton = (el: IbVideo) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="start-button"]');
const requested = (part: string) =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

afterEach(async () => {
  fixtureCleanup();
  await resetMouse();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});

/** Plays, and its time advances. */
async function expectPlaying(video: HTMLVideoElement) {
  await until(
    () => !video.paused,
    MEDIA_FRAMES,
    () => 'playback',
  );
  const from = video.currentTime;
  await until(
    () => video.currentTime > from + 0.1,
    MEDIA_FRAMES,
    () => 'the time advancing',
  );
  expect(video.paused).to.equal(false);
}

describe('ib-video without autoplay: a press plays it', () => {
  it('one click on the play button before Plyr has loaded: the video plays, then Plyr’s UI shows it playing; the start is reported once', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" controls label="Clip" analytics="play" style="width:480px"></ib-video>`,
    );
    const events: string[] = [];
    el.addEventListener('ib-video-play', () => events.push('play'));
    await until(
      () => videoOf(el)?.src === MP4,
      MEDIA_FRAMES,
      () => 'the media element',
    );
    expect(requested('/elements/video/plyr.ts')).to.equal(false);
    let playerAtClick: unknown = 'no click';
    let pausedAfterClick: boolean | undefined;
    el.addEventListener('click', () => (playerAtClick = el.player), { capture: true });
    // Bubbling to the window, after the element's own handler: play() was called inside the gesture.
    const afterClick = () => (pausedAfterClick = videoOf(el).paused);
    window.addEventListener('click', afterClick);
    const box = startButton(el)!.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    window.removeEventListener('click', afterClick);
    expect(playerAtClick).to.equal(undefined); // the press came before Plyr: our button took it
    expect(pausedAfterClick).to.equal(false);
    const video = videoOf(el);
    await expectPlaying(video);
    await until(
      () => el.player,
      MEDIA_FRAMES,
      () => 'the Plyr player',
    );
    expect(videoOf(el)).to.equal(video); // set up around the same, playing, element
    const plyr = el.shadowRoot!.querySelector('.plyr')!;
    await until(
      () => plyr.classList.contains('plyr--playing'),
      MEDIA_FRAMES,
      () => 'Plyr showing it playing',
    );
    expect(el.shadowRoot!.querySelector('[data-plyr="play"]')!.getAttribute('aria-label')).to.equal(
      'Pause',
    );
    expect(startButton(el)).to.equal(null);
    await expectPlaying(video);
    expect(el.classList.contains('has-started')).to.equal(true);
    expect(events).to.deep.equal(['play']);
    const pushed = ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'video_play',
    );
    expect(pushed.length).to.equal(1);
  });

  it('Enter on the play button plays the video, with Plyr’s UI', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      `<div><button id="before">Before</button><ib-video src="${MP4}" controls muted style="width:480px"></ib-video></div>`,
    );
    const el = wrapper.querySelector<IbVideo>('ib-video')!;
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('Play');
    await sendKeys({ press: 'Enter' });
    const video = videoOf(el);
    await expectPlaying(video);
    await until(
      () => el.shadowRoot!.querySelector('.plyr--playing'),
      MEDIA_FRAMES,
      () => 'Plyr showing it playing',
    );
    expect(el.shadowRoot!.activeElement?.getAttribute('data-plyr')).to.equal('play'); // focus kept in the player
  });

  it('a click on an hls.js stream plays once hls.js has attached it', async () => {
    const el = await fixture<IbVideo>(
      `<ib-video hls-src="${HLS}" controls muted style="width:480px"></ib-video>`,
    );
    const box = el.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    const video = videoOf(el);
    await until(
      () => video.src.startsWith('blob:'),
      MEDIA_FRAMES,
      () => 'the stream attached by hls.js',
    );
    await expectPlaying(video);
    await until(
      () => el.shadowRoot!.querySelector('.plyr--playing'),
      MEDIA_FRAMES,
      () => 'Plyr showing it playing',
    );
  });
});
