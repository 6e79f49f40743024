// Helpers for the video browser tests (not shipped): fixture URLs, waiting for the player and for
// media events with a deadline instead of fixed sleeps.
import type { IbVideo } from './ib-video.ts';

// The media clips the demo serves too (repo fixtures/media/, served by the test runner at /fixtures/).
export const FIXTURES = new URL('../../fixtures/media/', import.meta.url).href;
export const MP4 = `${FIXTURES}clip.mp4`;
export const WEBM = `${FIXTURES}clip.webm`;
export const HLS = `${FIXTURES}hls/index.m3u8`;

/**
 * Polls `condition` every animation frame (not a timer, so it works under sinon's fake timers)
 * until it holds; rejects with `what` after `timeout` ms.
 */
export async function until(condition: () => unknown, what: string, timeout = 6000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export async function playerReady(el: IbVideo) {
  await until(() => el.player, 'the Plyr player');
  return el.player!;
}

export const videoOf = (el: IbVideo) => el.shadowRoot!.querySelector('video')!;

/** Resolves on the next `type` event of `target`. */
export const nextEvent = (target: EventTarget, type: string) =>
  new Promise<Event>((resolve) => target.addEventListener(type, resolve, { once: true }));

/** Seeks and waits until the position is applied and a time update reported it. */
export async function seek(video: HTMLVideoElement, time: number) {
  const updated = nextEvent(video, 'timeupdate');
  video.currentTime = time;
  await updated;
}
