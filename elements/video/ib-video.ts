import { reportError } from '../../packages/core/report.ts';
import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { videoAliasSpec, type VideoAliasProps } from './attribute-aliases.ts';
import { requestedMedia, requestMedia, sessionOf } from './media-sessions.ts';
import { Video } from './Video.tsx';
import { videoSpec, type VideoPlayer, type VideoProps } from './video-props.ts';
import styles from './video.css?inline';

/** Media properties a page may set before the tag is defined (`muted` is a prop: the factory takes it). */
const EARLY_MEDIA_PROPERTIES = ['currentTime', 'volume'] as const;

const Base = createIbElement<VideoProps & VideoAliasProps>(Video, {
  props: { ...videoSpec, ...videoAliasSpec },
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
