// The element Plyr enhances: a `<video>` for html5 sources, or the embed placeholder
// (`data-plyr-provider` + `data-plyr-embed-id`) Plyr turns into a YouTube or Vimeo iframe.
import type { VideoSource } from './providers.ts';
import type { VideoFlags } from './settings.ts';

export interface MediaTargetOptions {
  source: VideoSource;
  flags: VideoFlags;
  poster?: string;
}

export function createMediaTarget({
  source,
  flags,
  poster,
}: MediaTargetOptions): HTMLVideoElement | HTMLDivElement {
  if (source.provider !== 'html5') {
    const embed = document.createElement('div');
    embed.dataset.plyrProvider = source.provider;
    embed.dataset.plyrEmbedId = source.videoId;
    return embed;
  }
  const video = document.createElement('video');
  video.playsInline = true; // never the iPhone fullscreen takeover
  video.preload = 'metadata';
  if (poster) video.poster = poster;
  // Autoplay is always muted: set the attribute too, which is what browsers check before play().
  const muted = flags.muted || flags.autoplay;
  video.muted = muted;
  video.defaultMuted = muted;
  video.loop = flags.loop;
  return video;
}
