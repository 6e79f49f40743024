// ib-video-testimonial: triggers open a themed modal player that autoplays muted; closing stops and
// destroys the player, removes the colour and unlocks the page.
import { expect } from '@open-wc/testing';
import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import sinon from 'sinon';
import { isScrollLocked } from '../../packages/core/scroll-lock.ts';
import {
  captureErrors,
  deepActiveElement,
  expectAccessible,
  fakeTimeouts,
  fixture,
  fixtureCleanup,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-video-testimonial.ts';
import type { IbVideo } from './ib-video.ts';
import type { IbVideoTestimonial } from './ib-video-testimonial.ts';
import { MEDIA_FRAMES, MP4, playerReady, videoOf } from './test-support.ts';

afterEach(() => {
  fixtureCleanup();
  sinon.restore();
});

const markup = (theme = '') => `<ib-video-testimonial>
  <blockquote>“We answer customers where they already are.”</blockquote>
  <button type="button" data-video-url="${MP4}" ${theme} data-video-title="Customer story">Watch the story</button>
  <button type="button" data-video-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-theme="white">Watch on YouTube</button>
</ib-video-testimonial>`;

const parts = (el: IbVideoTestimonial) => {
  const root = el.shadowRoot!;
  return {
    dialog: root.querySelector('dialog')!,
    close: root.querySelector<HTMLButtonElement>('[part="close"]')!,
    player: () => root.querySelector<IbVideo>('ib-video'),
  };
};

describe('ib-video-testimonial', () => {
  it('opens a modal that autoplays the video muted, with the trigger’s theme, and locks page scroll', async () => {
    const el = await fixture<IbVideoTestimonial>(markup('data-theme="green"'));
    const trigger = el.querySelector('button')!;
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    const opened = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('ib-video-testimonial-open', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    trigger.click();
    const { dialog, player } = parts(el);
    expect(dialog.open).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Customer story');
    expect(dialog.dataset.theme).to.equal('green');
    expect(el.getAttribute('data-active-theme')).to.equal('green');
    expect(getComputedStyle(dialog, '::backdrop').backgroundColor).to.equal(
      'rgba(22, 101, 52, 0.94)',
    );
    expect(isScrollLocked()).to.equal(true);
    expect((await opened).detail).to.deep.equal({ url: MP4, theme: 'green' });
    const video = player()!;
    expect(video.getAttribute('src')).to.equal(MP4);
    await playerReady(video);
    await until(
      () => !videoOf(video).paused,
      MEDIA_FRAMES,
      () => 'autoplay in the modal',
    );
    expect(videoOf(video).muted).to.equal(true);
  });

  it('under reduced motion, plays the video the visitor opened (muted) without a second press', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fixture<IbVideoTestimonial>(markup());
      el.querySelector('button')!.click();
      const video = parts(el).player()!;
      await until(
        () => videoOf(video) && videoOf(video).currentTime > 0.2,
        MEDIA_FRAMES,
        () => 'the video playing past 0 s',
      );
      expect(videoOf(video).muted).to.equal(true);
      await until(
        () => video.player,
        MEDIA_FRAMES,
        () => 'the player',
      );
      expect(video.shadowRoot!.querySelector<HTMLElement>('[part="play-button"]')!.hidden).to.equal(
        true,
      );
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('defaults to the blue theme, and reports an unknown one', async () => {
    const el = await fixture<IbVideoTestimonial>(markup());
    el.querySelector('button')!.click();
    expect(parts(el).dialog.dataset.theme).to.equal('blue');
    parts(el).dialog.close();
    await frames(1);
    const other = await fixture<IbVideoTestimonial>(markup('data-theme="purple"'));
    const errors = await captureErrors(() => other.querySelector('button')!.click());
    expect(parts(other).dialog.dataset.theme).to.equal('blue');
    expect(String(errors[0]?.[1] ?? errors[0])).to.contain('unknown data-theme "purple"');
  });

  it('colours the backdrop for each of the six themes, blue without one or for an unknown one, and removes it on close', async () => {
    const backdrops: Array<[string, string]> = [
      ['data-theme="blue"', 'rgba(0, 76, 212, 0.94)'],
      ['data-theme="green"', 'rgba(22, 101, 52, 0.94)'],
      ['data-theme="pink"', 'rgba(190, 24, 93, 0.94)'],
      ['data-theme="black"', 'rgba(0, 0, 0, 0.94)'],
      ['data-theme="darkGrey"', 'rgba(38, 38, 38, 0.94)'],
      ['data-theme="white"', 'rgba(255, 255, 255, 0.96)'],
      ['', 'rgba(0, 76, 212, 0.94)'],
      ['data-theme="purple"', 'rgba(0, 76, 212, 0.94)'],
    ];
    const seen: Array<[string, string]> = [];
    await captureErrors(async () => {
      for (const [theme] of backdrops) {
        const el = await fixture<IbVideoTestimonial>(markup(theme));
        el.querySelector('button')!.click();
        const { dialog } = parts(el);
        seen.push([theme, getComputedStyle(dialog, '::backdrop').backgroundColor]);
        dialog.close();
        await frames(1);
        // Closed, the dialog keeps no theme: opened without one, its backdrop is not the last colour.
        expect(dialog.hasAttribute('data-theme'), `${theme} removed`).to.equal(false);
        expect(el.hasAttribute('data-active-theme'), `${theme} removed from the element`).to.equal(
          false,
        );
        dialog.showModal();
        expect(
          getComputedStyle(dialog, '::backdrop').backgroundColor,
          `${theme} after close`,
        ).to.equal('rgba(0, 0, 0, 0.85)');
        dialog.close();
        fixtureCleanup();
      }
    });
    expect(seen).to.deep.equal(backdrops);
  });

  it('plays a YouTube URL through the privacy-enhanced embed', async () => {
    const el = await fixture<IbVideoTestimonial>(markup());
    el.querySelectorAll('button')[1].click();
    const video = parts(el).player()!;
    expect(video.getAttribute('provider')).to.equal('youtube');
    expect(video.getAttribute('video-id')).to.equal('dQw4w9WgXcQ');
    expect(parts(el).dialog.dataset.theme).to.equal('white');
  });

  it('on close stops and destroys the player, removes the colour, unlocks scroll and refocuses the trigger', async () => {
    const el = await fixture<IbVideoTestimonial>(markup('data-theme="pink"'));
    const trigger = el.querySelector('button')!;
    trigger.focus();
    trigger.click();
    const { dialog, close, player } = parts(el);
    const video = player()!;
    await playerReady(video);
    const media = videoOf(video);
    await until(
      () => !media.paused,
      MEDIA_FRAMES,
      () => 'autoplay',
    );
    const closed = new Promise<void>((resolve) =>
      el.addEventListener('ib-video-testimonial-close', () => resolve(), { once: true }),
    );
    // The browser pauses a removed video by itself: what shows the player stopped it is its own pause() call.
    const pause = sinon.spy(media, 'pause');
    const clock = fakeTimeouts();
    close.click();
    await closed;
    expect(dialog.open).to.equal(false);
    expect(pause.called).to.equal(true); // stopped at once, not by the teardown 200 ms later
    expect(media.paused).to.equal(true);
    expect(player()).to.equal(null);
    expect(dialog.hasAttribute('data-theme')).to.equal(false);
    expect(el.hasAttribute('data-active-theme')).to.equal(false);
    expect(isScrollLocked()).to.equal(false);
    expect(deepActiveElement() === trigger).to.equal(true);
    clock.tick(200); // ib-video's teardown delay
    clock.restore();
    expect(media.hasAttribute('src')).to.equal(false);
    expect(video.player).to.equal(undefined);
  });

  it('puts the close button at the end of the line: top right, top left right-to-left', async () => {
    const corner = async (dir: string) => {
      const root = await fixture<HTMLDivElement>(`<div dir="${dir}">${markup()}</div>`);
      root.querySelector('ib-video-testimonial')!.querySelector('button')!.click();
      const { dialog, close } = parts(
        root.querySelector<IbVideoTestimonial>('ib-video-testimonial')!,
      );
      await frames(2);
      const [box, button] = [dialog.getBoundingClientRect(), close.getBoundingClientRect()];
      const side =
        Math.abs(button.right - box.right) < 1
          ? 'right'
          : Math.abs(button.left - box.left) < 1
            ? 'left'
            : 'neither';
      dialog.close();
      fixtureCleanup();
      return side;
    };
    expect(await corner('ltr')).to.equal('right');
    expect(await corner('rtl')).to.equal('left');
  });

  it('closes on Escape', async () => {
    const el = await fixture<IbVideoTestimonial>(markup());
    el.querySelector('button')!.click();
    const { dialog } = parts(el);
    const closed = new Promise<void>((resolve) =>
      dialog.addEventListener('close', () => resolve(), { once: true }),
    );
    await sendKeys({ press: 'Escape' }); // a real key press: the browser closes the modal dialog
    await closed;
    expect(isScrollLocked()).to.equal(false);
    expect(parts(el).player()).to.equal(null);
  });

  it('a click on the backdrop closes it, a click inside the dialog does not', async () => {
    await setViewport({ width: 800, height: 600 });
    const el = await fixture<IbVideoTestimonial>(markup());
    el.querySelector('button')!.click();
    const { dialog } = parts(el);
    await frames(2);
    const box = dialog.getBoundingClientRect();
    try {
      await sendMouse({
        type: 'click',
        position: [Math.round(box.left + 10), Math.round(box.top + 10)],
      });
      await frames(1);
      expect(dialog.open, 'a click inside').to.equal(true);
      const closed = new Promise<void>((resolve) =>
        dialog.addEventListener('close', () => resolve(), { once: true }),
      );
      await sendMouse({ type: 'click', position: [3, 3] });
      await closed;
      expect(isScrollLocked()).to.equal(false);
    } finally {
      await resetMouse();
    }
  });

  it('removing the element while open unlocks the page', async () => {
    const el = await fixture<IbVideoTestimonial>(markup());
    el.querySelector('button')!.click();
    expect(isScrollLocked()).to.equal(true);
    el.remove();
    await frames(1);
    expect(isScrollLocked()).to.equal(false);
  });

  it('is accessible open', async function () {
    this.timeout(30000);
    const el = await fixture<IbVideoTestimonial>(markup());
    await expectAccessible(el);
    el.querySelector('button')!.click();
    await playerReady(parts(el).player()!);
    await expectAccessible(el);
  });
});
