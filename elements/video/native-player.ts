// The player when Plyr's file could not load (blocked, offline): the browser's own, so the video
// can still be watched. A file or stream gets `<video controls>` (always controls: with no Plyr
// there is no other way to start or stop it); YouTube and Vimeo get their plain embed iframe with
// the same privacy parameters Plyr passes. The poster overlay steps aside (video.css).
import { VIMEO_PARAMS, YOUTUBE_PARAMS } from './plyr-options.ts';
import type { VideoSource } from './providers.ts';
import type { VideoFlags } from './settings.ts';

export interface NativePlayerOptions {
  source: VideoSource;
  flags: VideoFlags;
  /** Names the embed frame: the player's label, else "Video" in its language. */
  title: string;
}

/** A query string of player parameters, booleans as 1 and 0. */
function query(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(
    Object.entries(params).map(([key, value]) => [
      key,
      String(typeof value === 'boolean' ? Number(value) : value),
    ]),
  ).toString();
}

/** The provider's own embed address for `source`, with Plyr's privacy parameters (no cookies, no tracking). */
export function embedAddress(
  source: Extract<VideoSource, { videoId: string }>,
  flags: VideoFlags,
): string {
  const muted = flags.muted || flags.autoplay;
  if (source.provider === 'youtube') {
    const { noCookie, ...params } = YOUTUBE_PARAMS;
    const host = noCookie ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
    return `${host}/embed/${encodeURIComponent(source.videoId)}?${query({ ...params, mute: muted ? 1 : 0, loop: flags.loop ? 1 : 0 })}`;
  }
  return `https://player.vimeo.com/video/${encodeURIComponent(source.videoId)}?${query({ ...VIMEO_PARAMS, muted, loop: flags.loop })}`;
}

/**
 * Turns the media target Plyr would have enhanced (already in `mount`) into the browser's own
 * player. Returns the function that undoes the mount's marker (the media is released by the session).
 */
export function playNatively(
  mount: HTMLElement,
  target: HTMLElement,
  { source, flags, title }: NativePlayerOptions,
): () => void {
  mount.setAttribute('data-native-player', '');
  if (target instanceof HTMLVideoElement) {
    target.controls = true;
  } else if ('videoId' in source) {
    const frame = document.createElement('iframe');
    frame.src = embedAddress(source, flags);
    frame.title = title;
    frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    target.replaceWith(frame);
  }
  return () => mount.removeAttribute('data-native-player');
}
