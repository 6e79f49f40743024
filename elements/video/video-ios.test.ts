// ib-video on iPhone/iPad (autoplay at 25% visibility without the 100 ms delay, the testimonial
// modal plays) and when the browser refuses play(): a visible, labelled play button the visitor
// can press or reach with the keyboard.
import { expect } from '@open-wc/testing';
import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setUserAgent,
} from '@web/test-runner-commands';
import sinon from 'sinon';
import { fakeTimeouts, fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video-testimonial.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import type { IbVideoTestimonial } from './ib-video-testimonial.ts';
import { MEDIA_FRAMES, MP4, playerReady, videoOf } from './test-support.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
// iPadOS sends the desktop Safari user agent; only its touch points tell it from a Mac.
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const desktopUserAgent = navigator.userAgent;

afterEach(async () => {
  fixtureCleanup();
  sinon.restore();
  delete (navigator as { maxTouchPoints?: number }).maxTouchPoints; // the own property an iPad test set
  await setUserAgent(desktopUserAgent);
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo(0, 0);
});

/** A 320x180 player just below the fold: within one viewport (so Plyr loads) but not visible. */
async function belowTheFold(attributes: string) {
  const wrapper = await fixture<HTMLDivElement>(
    `<div><div style="height:110vh"></div><ib-video ${attributes} style="width:320px"></ib-video><div style="height:200vh"></div></div>`,
  );
  const el = wrapper.querySelector('ib-video')!;
  await playerReady(el);
  return { el, video: videoOf(el) };
}

/** Scrolls so that `fraction` of the element's height is inside the viewport, from the bottom. */
async function reveal(el: Element, fraction: number) {
  const rect = el.getBoundingClientRect();
  window.scrollBy(0, rect.top - innerHeight + rect.height * fraction);
  for (let frame = 0; frame < 3; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('ib-video on iPhone and iPad', () => {
  it('iPhone: plays muted and inline once 25% is visible, at once (no 100 ms delay)', async () => {
    await setUserAgent(IPHONE);
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay loop`);
    expect(video.playsInline).to.equal(true);
    const clock = fakeTimeouts();
    await reveal(el, 0.22);
    expect(video.paused).to.equal(true);
    await reveal(el, 0.28);
    expect(video.paused).to.equal(false); // no timer ran: the scripted delay is skipped
    expect(video.muted).to.equal(true);
    clock.restore();
    window.scrollTo(0, 0);
    await until(
      () => video.paused,
      MEDIA_FRAMES,
      () => 'the pause on leaving',
    );
  });

  it('iPad (a desktop user agent with touch points): plays once 25% is visible', async () => {
    await setUserAgent(IPAD);
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    const { el, video } = await belowTheFold(`src="${MP4}" autoplay loop`);
    const clock = fakeTimeouts();
    await reveal(el, 0.5);
    expect(video.paused).to.equal(false);
    clock.restore();
  });

  it('the testimonial modal plays on iPhone', async () => {
    await setUserAgent(IPHONE);
    const el = await fixture<IbVideoTestimonial>(
      `<ib-video-testimonial><button type="button" data-video-url="${MP4}">Watch</button></ib-video-testimonial>`,
    );
    el.querySelector('button')!.click();
    const video = el.shadowRoot!.querySelector<IbVideo>('ib-video')!;
    await playerReady(video);
    await until(
      () => !videoOf(video).paused,
      MEDIA_FRAMES,
      () => 'playback in the modal',
    );
    expect(videoOf(video).muted).to.equal(true);
  });
});

describe('ib-video: a play button when the browser refuses to play', () => {
  /**
   * The browser's autoplay policy as Low Power Mode or a strict setting applies it: play() is
   * refused (NotAllowedError) until the visitor has clicked or pressed a key on the page.
   */
  function refusePlayWithoutGesture() {
    const play = HTMLMediaElement.prototype.play;
    let gesture = false;
    const onClick = (event: Event) => {
      if (event.isTrusted) gesture = true;
    };
    window.addEventListener('click', onClick, { capture: true });
    const refusals = sinon.stub(HTMLMediaElement.prototype, 'play').callsFake(function (
      this: HTMLMediaElement,
    ) {
      if (gesture) return play.call(this);
      return Promise.reject(
        new DOMException(
          'play() failed because the user didn’t interact with the document first.',
          'NotAllowedError',
        ),
      );
    });
    return {
      refusals,
      release: () => window.removeEventListener('click', onClick, { capture: true }),
    };
  }

  const playButton = (el: IbVideo) =>
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="play-button"]');

  /** The button is rendered, hit-testable at its centre, and named. */
  function expectVisible(button: HTMLButtonElement | null, el: IbVideo) {
    expect(button, 'the play button').to.not.equal(null);
    expect(button!.checkVisibility()).to.equal(true);
    const box = button!.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(30);
    const hit = el.shadowRoot!.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    expect(hit === button || button!.contains(hit)).to.equal(true);
    return box;
  }

  it('an autoplay video without controls that the browser refuses shows a labelled play button; a click plays it', async () => {
    const { refusals, release } = refusePlayWithoutGesture();
    try {
      const el = await fixture<IbVideo>(
        `<ib-video src="${MP4}" autoplay loop style="width:320px"></ib-video>`,
      );
      await playerReady(el);
      await until(
        () => refusals.called && playButton(el) && !playButton(el)!.hidden,
        MEDIA_FRAMES,
        () => 'the play button after the refusal',
      );
      const video = videoOf(el);
      expect(video.paused).to.equal(true);
      const button = playButton(el)!;
      const box = expectVisible(button, el);
      expect(button.getAttribute('aria-label')).to.equal('Play video');
      expect(button.type).to.equal('button');
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      await resetMouse();
      await until(
        () => !video.paused,
        MEDIA_FRAMES,
        () => 'playback after the click',
      );
      await until(
        () => button.hidden,
        MEDIA_FRAMES,
        () => 'the button hidden while playing',
      );
    } finally {
      release();
    }
  });

  it('is reached with the keyboard and named by play-video-label and the title; Enter plays', async () => {
    const { release } = refusePlayWithoutGesture();
    try {
      const el = await fixture<IbVideo>(
        `<ib-video src="${MP4}" autoplay controls label="Product tour" play-video-label="Video abspielen" style="width:480px"></ib-video>`,
      );
      await playerReady(el);
      await until(
        () => playButton(el) && !playButton(el)!.hidden,
        MEDIA_FRAMES,
        () => 'the play button after the refusal',
      );
      const button = playButton(el)!;
      expectVisible(button, el);
      expect(button.getAttribute('aria-label')).to.equal('Video abspielen, Product tour');
      // Plyr's own large play button steps aside while ours shows.
      expect(
        getComputedStyle(el.shadowRoot!.querySelector('.plyr__control--overlaid')!).display,
      ).to.equal('none');
      el.setAttribute('play-video-label', 'Lecture');
      await el.updateComplete;
      expect(button.getAttribute('aria-label')).to.equal('Lecture, Product tour');
      button.focus();
      expect(el.shadowRoot!.activeElement).to.equal(button);
      await sendKeys({ press: 'Enter' });
      const video = videoOf(el);
      await until(
        () => !video.paused,
        MEDIA_FRAMES,
        () => 'playback after Enter',
      );
      // Focus stays in the player: on Plyr's play (now pause) control.
      await until(
        () => el.shadowRoot!.activeElement?.getAttribute('data-plyr') === 'play',
        MEDIA_FRAMES,
        () => 'focus on the player’s play control',
      );
    } finally {
      release();
    }
  });

  it('a video played by an external control that the browser refuses shows the button too', async () => {
    const play = HTMLMediaElement.prototype.play;
    const refusals = sinon.stub(HTMLMediaElement.prototype, 'play').callsFake(function (
      this: HTMLMediaElement,
    ) {
      // Refused once (a gesture that expired while the player loaded), then allowed.
      return refusals.callCount === 1
        ? Promise.reject(new DOMException('refused', 'NotAllowedError'))
        : play.call(this);
    });
    const wrapper = await fixture<HTMLDivElement>(
      `<div><button id="refused-toggle">Play</button><ib-video external-control="refused-toggle" src="${MP4}" muted></ib-video></div>`,
    );
    const el = wrapper.querySelector('ib-video')!;
    await playerReady(el);
    wrapper.querySelector('button')!.click();
    await until(
      () => playButton(el) && !playButton(el)!.hidden,
      MEDIA_FRAMES,
      () => 'the play button after the refusal',
    );
    playButton(el)!.click();
    await until(
      () => !videoOf(el).paused,
      MEDIA_FRAMES,
      () => 'playback',
    );
  });

  it('a play() that fails for another reason (interrupted by pause) shows no button', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" muted></ib-video>`);
    const player = await playerReady(el);
    const playing = Promise.resolve(player.play()).catch((error: unknown) => error);
    videoOf(el).pause();
    await playing;
    expect(playButton(el)!.hidden).to.equal(true);
  });

  it('under reduced motion an autoplay video waits with a play button, which plays it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<IbVideo>(
      `<ib-video src="${MP4}" autoplay loop style="width:320px"></ib-video>`,
    );
    await playerReady(el);
    const button = playButton(el)!;
    expectVisible(button, el);
    const video = videoOf(el);
    expect(video.paused).to.equal(true);
    button.click();
    await until(
      () => !video.paused,
      MEDIA_FRAMES,
      () => 'playback after the click',
    );
  });

  it('the button goes with the player', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<IbVideo>(`<ib-video src="${MP4}" autoplay></ib-video>`);
    await playerReady(el);
    expect(playButton(el)).to.not.equal(null);
    el.src = `${MP4}?second`;
    await until(
      () =>
        el.shadowRoot!.querySelectorAll('[part="play-button"]').length === 1 &&
        videoOf(el)?.src.endsWith('?second'),
      MEDIA_FRAMES,
      () => 'one button, new player',
    );
  });
});
