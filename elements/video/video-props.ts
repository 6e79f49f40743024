// <ib-video>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { Milestone } from './analytics-tokens.ts';
import type { VideoEventDetail } from './playback-tracking.ts';
import type { PlayerLabelProps } from './player-labels.ts';
import type { ProviderName } from './providers.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-video-play': VideoEventDetail;
    'ib-video-pause': VideoEventDetail;
    'ib-video-progress': VideoEventDetail & { percent: Milestone };
  }
}

export interface VideoProps extends PlayerLabelProps {
  /** Media file URL (html5), and the fallback when `hlsSrc` cannot play. */
  src?: string;
  /** HLS playlist (.m3u8). */
  hlsSrc?: string;
  /** `html5` (default), `youtube` or `vimeo`. */
  provider?: ProviderName;
  /** YouTube or Vimeo id (or URL) for the embed providers. */
  videoId?: string;
  poster?: string;
  controls?: boolean;
  loop?: boolean;
  autoplay?: boolean;
  muted?: boolean;
  /** Legacy flags: a string that may contain the words controls, loop, autoplay, muted. */
  settings?: string;
  /** Id of a button elsewhere on the page that plays and pauses the video. */
  externalControl?: string;
  /** Moments pushed to dataLayer: any of `play pause p25 p50 p75 p100`. */
  analytics?: string;
  /** Accessible title of the player (Plyr's control labels say "Play, {label}"). */
  label?: string;
  /** Name of the play button shown when the browser refuses to play; the catalog's (`video.playVideo`) when not set. */
  playVideoLabel?: string;
}

/**
 * The Plyr instance, typed by the members a page uses, so the element's typings need no Plyr.
 * Where Plyr's types are loaded (video-session.ts augments this), it is Plyr's full type.
 */
export interface VideoPlayer {
  readonly playing: boolean;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly duration: number;
  currentTime: number;
  volume: number;
  muted: boolean;
  play(): Promise<void> | void;
  pause(): void;
  togglePlay(toggle?: boolean): boolean;
  stop(): void;
  restart(): void;
}
