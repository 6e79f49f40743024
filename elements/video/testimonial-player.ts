// The `<ib-video>` a testimonial modal plays: autoplaying muted with controls, its source read
// from the trigger's URL (YouTube, Vimeo, an HLS playlist or a media file), its controls' texts
// from the testimonial's own `*-label` attributes.
import type { IbVideo } from './ib-video.ts';
import { PLAYER_LABEL_ATTRIBUTES } from './player-labels.ts';
import { videoSourceFromUrl } from './providers.ts';
import './ib-video.ts';

export function createTestimonialPlayer(url: string, label: string, labelsFrom?: Element): IbVideo {
  const video = document.createElement('ib-video');
  const source = videoSourceFromUrl(url);
  if (source.provider === 'html5') {
    if (source.hlsSrc) video.setAttribute('hls-src', source.hlsSrc);
    if (source.src) video.setAttribute('src', source.src);
  } else {
    video.setAttribute('provider', source.provider);
    video.setAttribute('video-id', source.videoId);
  }
  for (const flag of ['autoplay', 'muted', 'controls']) video.setAttribute(flag, '');
  video.setAttribute('label', label);
  // `play-video-label` too: the play button shown when the browser refuses to start the video.
  for (const name of [...PLAYER_LABEL_ATTRIBUTES, 'play-video-label']) {
    const text = labelsFrom?.getAttribute(name);
    if (text) video.setAttribute(name, text);
  }
  video.setAttribute('part', 'video');
  return video;
}
