// <ib-video>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { Milestone } from './analytics-tokens.ts';
import type { VideoEventDetail } from './playback-tracking.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';
import { PLAYER_LABEL_NAMES, type PlayerLabelName } from './player-labels.ts';
import { DEFAULT_PROVIDER, type ProviderName } from './providers.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-video-play': VideoEventDetail;
    'ib-video-pause': VideoEventDetail;
    'ib-video-progress': VideoEventDetail & { percent: Milestone };
  }
}

/** <ib-video>'s attributes and properties (packages/element/prop-spec.ts). */
export const videoSpec = {
  /** Media file URL; also the fallback when `hls-src` cannot play. */
  src: 'string',
  /**
   * HLS playlist (`.m3u8`). Played through hls.js where Media Source Extensions work, natively
   * where the browser plays HLS itself (Safari), else `src` is used. A stream that fails for good
   * is reported once and `src` takes over.
   */
  hlsSrc: 'string',
  /**
   * Who plays the video: the browser's player, a YouTube (youtube-nocookie.com) or a Vimeo (Do
   * Not Track) embed. The theme's `local` is the same as `html5`, and `wistia` (the hosted-video
   * provider) plays its file and HLS stream in the html5 player (see _Theme attribute names_). An
   * unknown value is reported and `html5` is used.
   */
  provider: 'string' as Typed<ProviderName>,
  /** YouTube or Vimeo id (or a watch/share URL) for the embed providers. */
  videoId: 'string',
  /**
   * Image shown before playback (and before the player loads). The element draws it once it runs:
   * for a video at the top of the page, `<link rel="preload" as="image" href="…"
   * fetchpriority="high">` in the head lets the browser fetch it with the page (its largest
   * paint, often).
   */
  poster: 'string',
  /**
   * Show Plyr's control bar (play, progress, time, mute, volume, captions, settings,
   * picture-in-picture, AirPlay, fullscreen). Without it there is no control bar; a click on the
   * video still plays and pauses it, except on an autoplay video.
   */
  controls: 'boolean',
  /** Start again at the end. */
  loop: 'boolean',
  /**
   * Play muted 100 ms after the video is 25% visible (on iPhone/iPad at once), pause when it
   * leaves; not under prefers-reduced-motion (a play button is shown instead).
   */
  autoplay: 'boolean',
  /**
   * Start without sound (always true with `autoplay`). The `muted` property is the sound now (see
   * _A media element_); set before the element has rendered, it sets this attribute.
   */
  muted: 'boolean',
  /**
   * Legacy form of the four flags above: a string containing any of the words `controls`, `loop`,
   * `autoplay`, `muted` (as old templates wrote `data-settings`). A flag is on when its attribute
   * is present or `settings` names it.
   */
  settings: 'string',
  /**
   * Id of a button elsewhere in the same document (or shadow root) that plays and pauses the
   * video. It gets `aria-pressed="true"` while the video plays, `"false"` otherwise. Clicking it
   * before the player has loaded loads it and plays. A missing id is reported once, and the
   * button is connected when it appears later (added by another script, or an element given that
   * id), with `aria-pressed` showing the current state.
   */
  externalControl: 'string',
  /**
   * Moments pushed to `window.dataLayer`: any of `play pause p25 p50 p75 p100` (space or comma
   * separated). Unknown words are reported once.
   */
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

export interface VideoProps extends PropsOf<typeof videoSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const videoDefaults = { provider: DEFAULT_PROVIDER } as const satisfies VideoProps;

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
