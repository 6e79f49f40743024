// <ib-video>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { Milestone } from './analytics-tokens.ts';
import type { VideoEventDetail } from './playback-tracking.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';
import { PLAYER_LABEL_NAMES, type PlayerLabelName } from './player-labels.ts';
import type { ProviderName } from './providers.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-video-play': VideoEventDetail;
    'ib-video-pause': VideoEventDetail;
    'ib-video-progress': VideoEventDetail & { percent: Milestone };
  }
}

/** <ib-video>'s attributes and properties: each entry's doc comment is the attribute's description. */
export const videoSpec = {
  /** Media file URL; also the fallback when `hls-src` cannot play. */
  src: 'string',
  /**
   * HLS playlist (.m3u8): hls.js where Media Source Extensions work, native HLS where the browser
   * plays it, else `src`.
   */
  hlsSrc: 'string',
  /**
   * Who plays the video: YouTube as a youtube-nocookie.com embed, Vimeo as a Do Not Track embed,
   * else the browser's own player (`local` and `wistia` are the theme's names for it; `wistia`
   * plays the hosted video's file or stream).
   * @default 'html5'
   */
  provider: 'string' as Typed<ProviderName>,
  /** YouTube or Vimeo id (or a watch/share URL) for the embed providers. */
  videoId: 'string',
  /** Image shown before playback. */
  poster: 'string',
  /** Show the control bar. */
  controls: 'boolean',
  /** Start again at the end. */
  loop: 'boolean',
  /**
   * Play muted 100 ms after the video is 25% visible (on iPhone/iPad at once), pause when it
   * leaves; not under prefers-reduced-motion (a play button is shown instead).
   */
  autoplay: 'boolean',
  /** Start without sound. */
  muted: 'boolean',
  /** Legacy: a string that may contain the words controls, loop, autoplay, muted. */
  settings: 'string',
  /**
   * Id of a button elsewhere on the page that toggles play/pause; its `aria-pressed` mirrors
   * playing. A button added to the page later is connected when it appears.
   */
  externalControl: 'string',
  /** Moments pushed to dataLayer: any of `play pause p25 p50 p75 p100`. */
  analytics: 'string',
  /**
   * Accessible title of the player ("Play, {label}"). Without it an embed's frame is titled by
   * the page language's `video.untitledFrame` (English `Player for video`) and the browser's own
   * player's by `video.video` (`Video`).
   */
  label: 'string',
  // The controls' texts (player-labels.ts), each the catalog's `video.<name>` unless set.
  ...(Object.fromEntries(PLAYER_LABEL_NAMES.map((name) => [name, 'string'])) as Record<
    PlayerLabelName,
    'string'
  >),
  /**
   * Name of the play button shown when the browser refuses to play (autoplay policy, Low Power
   * Mode) or autoplay is withheld for reduced motion; followed by `, {label}` when there is a
   * label (then the page language's `video.playVideoTitled`, English `Play video, {title}`, when
   * it is not set).
   */
  playVideoLabel: 'string',
} satisfies PropSpec;

export type VideoProps = PropsOf<typeof videoSpec>;

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
