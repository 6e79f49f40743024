// Helpers for the video browser tests (not shipped): fixture URLs, waiting for the player and for
// a seek, with a deadline instead of fixed sleeps.
import { firstEvent, until } from '../../packages/test-utils/index.ts';
import type { IbVideo } from './ib-video.ts';

// The media clips the demo serves too (repo fixtures/media/, served by the test runner at /fixtures/).
export const FIXTURES = new URL('../../fixtures/media/', import.meta.url).href;
export const MP4 = `${FIXTURES}clip.mp4`;
export const WEBM = `${FIXTURES}clip.webm`;
export const HLS = `${FIXTURES}hls/index.m3u8`;

/** How long to wait for media and the lazily loaded player: about 6 s of frames (test-utils' `until`). */
export const MEDIA_FRAMES = 360;

/** A visitor's pointer moving over the element: what loads the player of a video without `autoplay`. */
export function showIntent(el: Element) {
  el.dispatchEvent(
    new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true, composed: true }),
  );
}

/**
 * Waits for the Plyr player. A video without `autoplay` loads Plyr on the visitor's first intent,
 * so this shows it as a visitor's pointer does: `pointerover` on the element (what a mouse moving
 * over it dispatches; it makes no difference to an autoplay video, which loads near the viewport).
 */
export async function playerReady(el: IbVideo) {
  await el.updateComplete; // rendered: there is something to point at
  if (!el.player) showIntent(el);
  await until(
    () => el.player,
    MEDIA_FRAMES,
    () => 'the Plyr player',
  );
  return el.player!;
}

export const videoOf = (el: IbVideo) => el.shadowRoot!.querySelector('video')!;

/** Seeks and waits until the position is applied and a time update reported it. */
export async function seek(video: HTMLVideoElement, time: number) {
  const updated = firstEvent(video, 'timeupdate');
  video.currentTime = time;
  await updated;
}

/**
 * The WebM clip from a MediaSource, which is seekable whatever the test server answers to range
 * requests: as it is (about 8 s, ended), or stretched to `seconds` (its first 8 s have frames, the
 * rest is unbuffered: long enough to tell the seek steps apart). An object URL for one `src`.
 */
export function sourceClip(seconds?: number): string {
  const source = new MediaSource();
  source.addEventListener(
    'sourceopen',
    async () => {
      const bytes = await (await fetch(WEBM)).arrayBuffer();
      const buffer = source.addSourceBuffer('video/webm; codecs="vp8"');
      const end = () => (seconds ? (source.duration = seconds) : source.endOfStream());
      buffer.addEventListener('updateend', end, { once: true });
      buffer.appendBuffer(bytes);
    },
    { once: true },
  );
  return URL.createObjectURL(source);
}
