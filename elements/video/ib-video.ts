import { reportError } from '../../packages/core/report.ts';
import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import type { VideoAliasProps } from './attribute-aliases.ts';
import { requestedMedia, requestMedia, sessionOf } from './media-sessions.ts';
import { PLAYER_LABEL_NAMES } from './player-labels.ts';
import { Video } from './Video.tsx';
import type { VideoPlayer, VideoProps } from './video-props.ts';
import styles from './video.css?inline';

/** Media properties a page may set before the tag is defined (`muted` is a prop: the factory takes it). */
const EARLY_MEDIA_PROPERTIES = ['currentTime', 'volume'] as const;

const Base = createIbElement<VideoProps & VideoAliasProps>(Video, {
  props: {
    src: 'string',
    hlsSrc: 'string',
    provider: 'string',
    videoId: 'string',
    poster: 'string',
    controls: 'boolean',
    loop: 'boolean',
    autoplay: 'boolean',
    muted: 'boolean',
    settings: 'string',
    externalControl: 'string',
    analytics: 'string',
    label: 'string',
    // The controls' texts (player-labels.ts): play-label, mute-label, ...
    ...Object.fromEntries(PLAYER_LABEL_NAMES.map((name) => [name, 'string' as const])),
    playVideoLabel: 'string',
    // The theme's data-* attribute names (data-settings, ...): aliases, the names above win.
    dataSettings: 'string',
    dataPlyrProvider: 'string',
    dataWistiaUrl: 'string',
    dataWistiaHlsUrl: 'string',
    dataExternalControlId: 'string',
    dataAnalytics: 'string',
  },
  styles,
});

/**
 * A video player over Plyr. Without `autoplay`, Plyr (and hls.js for a stream that needs it) loads
 * when the visitor reaches for the video (pointer over it, focus, press; a press plays it at once);
 * an autoplay video loads them when it comes within one viewport of being visible. It is a media
 * element: `play()`, `pause()`, `paused`, `ended`, `currentTime`, `duration`, `muted`, `volume` and
 * the media events on the element, as on `<video>`.
 *
 * @tag ib-video
 * @summary Video player (html5 file or HLS stream, YouTube privacy-enhanced, Vimeo) with autoplay rules, progress classes and analytics.
 * @attr {string} src - Media file URL; also the fallback when `hls-src` cannot play.
 * @attr {string} hls-src - HLS playlist (.m3u8): hls.js where Media Source Extensions work, native HLS where the browser plays it, else `src`.
 * @attr {string} provider - `html5` (default), `youtube` (youtube-nocookie.com embed) or `vimeo` (Do Not Track embed); also the theme's `local` (html5) and `wistia` (the hosted video's file or stream, played as html5).
 * @attr {string} video-id - YouTube or Vimeo id (or a watch/share URL) for the embed providers.
 * @attr {string} poster - Image shown before playback.
 * @attr {boolean} controls - Show the control bar.
 * @attr {boolean} loop - Start again at the end.
 * @attr {boolean} autoplay - Play muted 100 ms after the video is 25% visible (on iPhone/iPad at once), pause when it leaves; not under prefers-reduced-motion (a play button is shown instead).
 * @attr {boolean} muted - Start without sound.
 * @attr {string} settings - Legacy: a string that may contain the words controls, loop, autoplay, muted.
 * @attr {string} external-control - Id of a button elsewhere on the page that toggles play/pause; its `aria-pressed` mirrors playing. A button added to the page later is connected when it appears.
 * @attr {string} analytics - Moments pushed to dataLayer: any of `play pause p25 p50 p75 p100`.
 * @attr {string} label - Accessible title of the player ("Play, {label}"). Without it an embed's frame is titled by the page language's `video.untitledFrame` (English `Player for video`) and the browser's own player's by `video.video` (`Video`).
 * @attr {string} play-video-label - Name of the play button shown when the browser refuses to play (autoplay policy, Low Power Mode) or autoplay is withheld for reduced motion; followed by `, {label}` when there is a label. Default: the page language's `video.playVideo`, with a label `video.playVideoTitled`; English `Play video`, `Play video, {title}`.
 * @attr {string} data-settings - The theme's name for `settings`; `settings` wins when both are present.
 * @attr {string} data-plyr-provider - The theme's name for `provider` (`local`, `wistia`, `youtube`, `vimeo`); `provider` wins.
 * @attr {string} data-wistia-url - The theme's name for `src` (the hosted video's file); `src` wins.
 * @attr {string} data-wistia-hls-url - The theme's name for `hls-src` (the hosted video's HLS stream, used where adaptive streaming is supported); `hls-src` wins.
 * @attr {string} data-external-control-id - The theme's name for `external-control`; `external-control` wins.
 * @attr {string} data-analytics - The theme's name for `analytics`; `analytics` wins.
 * @attr {string} play-label - Play button (followed by ", {label}" when there is a label). Default: the page language's `video.play`; English `Play`.
 * @attr {string} pause-label - Pause button (while playing). Default: the page language's `video.pause`; English `Pause`.
 * @attr {string} restart-label - Restart button (custom controls). Default: the page language's `video.restart`; English `Restart`.
 * @attr {string} rewind-label - Rewind button; `{seektime}` is the seek step. Default: the page language's `video.rewind`; English `Rewind {seektime}s`.
 * @attr {string} fast-forward-label - Fast-forward button; `{seektime}` is the seek step. Default: the page language's `video.fastForward`; English `Forward {seektime}s`.
 * @attr {string} seek-label - Name of the progress bar. Default: the page language's `video.seek`; English `Seek`.
 * @attr {string} seek-value-label - Spoken value of the progress bar. Default: the page language's `video.seekValue`; English `{currentTime} of {duration}`.
 * @attr {string} played-label - Played part of the progress bar. Default: the page language's `video.played`; English `Played`.
 * @attr {string} buffered-label - Buffered part of the progress bar. Default: the page language's `video.buffered`; English `Buffered`.
 * @attr {string} current-time-label - Current time display. Default: the page language's `video.currentTime`; English `Current time`.
 * @attr {string} duration-label - Duration display. Default: the page language's `video.duration`; English `Duration`.
 * @attr {string} volume-label - Volume slider. Default: the page language's `video.volume`; English `Volume`.
 * @attr {string} mute-label - Mute button. Default: the page language's `video.mute`; English `Mute`.
 * @attr {string} unmute-label - Mute button while muted. Default: the page language's `video.unmute`; English `Unmute`.
 * @attr {string} enable-captions-label - Captions button while captions are off. Default: the page language's `video.enableCaptions`; English `Enable captions`.
 * @attr {string} disable-captions-label - Captions button while captions are on. Default: the page language's `video.disableCaptions`; English `Disable captions`.
 * @attr {string} captions-label - Captions item of the settings menu. Default: the page language's `video.captions`; English `Captions`.
 * @attr {string} settings-label - Settings button. Default: the page language's `video.settings`; English `Settings`.
 * @attr {string} menu-back-label - Back button of a settings submenu. Default: the page language's `video.menuBack`; English `Go back to previous menu`.
 * @attr {string} speed-label - Speed item of the settings menu. Default: the page language's `video.speed`; English `Speed`.
 * @attr {string} normal-label - Speed 1 in the speed menu. Default: the page language's `video.normal`; English `Normal`.
 * @attr {string} quality-label - Quality item of the settings menu. Default: the page language's `video.quality`; English `Quality`.
 * @attr {string} enabled-label - Captions on (settings menu). Default: the page language's `video.enabled`; English `Enabled`.
 * @attr {string} disabled-label - Captions off (settings menu). Default: the page language's `video.disabled`; English `Disabled`.
 * @attr {string} pip-label - Picture-in-picture button. Default: the page language's `video.pip`; English `PIP`.
 * @attr {string} airplay-label - AirPlay button. Default: the page language's `video.airplay`; English `AirPlay`.
 * @attr {string} enter-fullscreen-label - Fullscreen button. Default: the page language's `video.enterFullscreen`; English `Enter fullscreen`.
 * @attr {string} exit-fullscreen-label - Fullscreen button while fullscreen. Default: the page language's `video.exitFullscreen`; English `Exit fullscreen`.
 * @attr {string} download-label - Download button (custom controls). Default: the page language's `video.download`; English `Download`.
 * @attr {string} frame-label - Title of a YouTube or Vimeo iframe; `{title}` is the label. Default: the page language's `video.frame`; English `Player for {title}` (without a label `video.untitledFrame`, English `Player for video`).
 * @prop {Plyr | undefined} player - The Plyr instance, once loaded.
 * @fires ib-video-play - Playback started. `detail: { source: string, provider: string }`.
 * @fires ib-video-pause - Playback paused. `detail: { source: string, provider: string }`.
 * @fires ib-video-progress - A milestone was reached (once each). `detail: { percent: 25 | 50 | 75 | 100, source, provider }`.
 * @fires play - The video started playing, however it was started (a plain `Event` that does not bubble, as `<video>`'s media events).
 * @fires pause - The video paused.
 * @fires ended - The video played to its end.
 * @fires timeupdate - The position changed while playing, or by a seek (about four times a second while playing).
 * @fires volumechange - `muted` or `volume` changed.
 * @slot captions - `<script type="application/json" slot="captions">` with `[{textContent, name, localName, languageCode}]`.
 * @slot controls - `<template slot="controls">` with custom Plyr controls markup (`data-plyr` buttons).
 * @csspart player - The box Plyr renders into.
 * @csspart poster - The poster image shown until the player loads.
 * @csspart start-button - The play button of a video without autoplay before Plyr has loaded (drawn as Plyr's).
 * @csspart play-button - The play button shown when the browser refuses to play.
 * @cssprop [--ib-video-aspect-ratio=16 / 9] - Shape of the player box.
 * @cssprop [--ib-video-accent=var(--ib-color-primary)] - Plyr's main colour (progress, focused buttons).
 * @cssprop [--ib-video-background=#000] - Letterbox colour.
 * @cssprop [--ib-video-radius=var(--ib-radius-md, 0)] - Corner radius.
 * @cssprop [--ib-video-focus-color=var(--ib-color-focus)] - Focus ring of the controls.
 */
export class IbVideo extends Base {
  declare player?: VideoPlayer;

  constructor() {
    super();
    // Set on the element before the tag was defined, they would hide the accessors below.
    for (const name of EARLY_MEDIA_PROPERTIES) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      Reflect.deleteProperty(this, name);
      try {
        this[name] = value;
      } catch (error) {
        reportError(this, error); // a volume outside 0-1: never thrown out of the upgrade
      }
    }
  }

  /**
   * Plays the video, loading the player first when it has not loaded. Resolves once it plays;
   * rejects as `<video>.play()` does: `NotAllowedError` when the browser refuses (the visitor then
   * gets a play button), `AbortError` when it was paused or its source replaced first.
   */
  play(): Promise<void> {
    const session = sessionOf(this);
    if (session) return session.play(); // at once: inside the caller's gesture
    return this.updateComplete.then(
      () =>
        sessionOf(this)?.play() ??
        Promise.reject(new DOMException('<ib-video> has no player.', 'InvalidStateError')),
    );
  }

  /** Pauses the video (a `play()` still loading the player is dropped). */
  pause(): void {
    sessionOf(this)?.pause();
  }

  /** Whether the video is paused (true before it has played). */
  get paused(): boolean {
    return sessionOf(this)?.read('paused') ?? true;
  }

  /** Whether the video played to its end. */
  get ended(): boolean {
    return sessionOf(this)?.read('ended') ?? false;
  }

  /** Length in seconds; `NaN` until known (0 for a YouTube or Vimeo player that has not answered yet). */
  get duration(): number {
    return sessionOf(this)?.read('duration') ?? NaN;
  }

  /** Position in seconds; setting it seeks (before the video has loaded, it starts there). */
  get currentTime(): number {
    return sessionOf(this)?.read('currentTime') ?? requestedMedia(this).currentTime ?? 0;
  }

  set currentTime(seconds: number) {
    this.setMedia('currentTime', Number(seconds));
  }

  /**
   * Whether the sound is off now. Setting it mutes or unmutes the player without rebuilding it;
   * before the element has rendered it sets the `muted` attribute, the sound it starts with.
   */
  get muted(): boolean {
    const session = sessionOf(this);
    return session ? session.read('muted') : this.hasAttribute('muted');
  }

  set muted(muted: boolean) {
    const session = sessionOf(this);
    if (session) session.write('muted', Boolean(muted));
    else this.toggleAttribute('muted', Boolean(muted));
  }

  /** Volume from 0 to 1; a value outside throws `IndexSizeError`, as on `<video>`. */
  get volume(): number {
    return sessionOf(this)?.read('volume') ?? requestedMedia(this).volume ?? 1;
  }

  set volume(volume: number) {
    const value = Number(volume);
    if (!(value >= 0 && value <= 1))
      throw new DOMException(`The volume ${volume} is outside the range [0, 1].`, 'IndexSizeError');
    this.setMedia('volume', value);
  }

  /** Sets a media property on the player, or keeps it for the first one. */
  private setMedia(key: 'currentTime' | 'volume', value: number) {
    const session = sessionOf(this);
    if (session) session.write(key, value);
    else requestMedia(this, key, value);
  }
}

defineIbElement('ib-video', IbVideo);

declare global {
  interface HTMLElementTagNameMap {
    'ib-video': IbVideo;
  }
}
