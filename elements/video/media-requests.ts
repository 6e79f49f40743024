// The media properties of an `<ib-video>` (README "A media element") over what plays it: the
// `<video>` of a file or stream, an embed's Plyr player, or nothing yet. What the page sets before
// the media can take it waits here: the sound is set on each media as it comes (Plyr sets the sound
// of its options), the position once the media can seek (a `<video>` with its source, an embed
// whose provider told its duration: Plyr ignores a position until then). Also Plyr's play() on an
// embed, which does nothing until the provider answered.
import type { VideoPlayer } from './video-props.ts';

/** The media properties an `<ib-video>` exposes as a `<video>` does (ib-video.ts). */
export type MediaState = Pick<
  VideoPlayer,
  'paused' | 'ended' | 'duration' | 'currentTime' | 'muted' | 'volume'
>;

/** Media properties set through the element before there was media to take them. */
export type MediaRequest = Partial<Pick<MediaState, 'currentTime' | 'muted' | 'volume'>>;

/** Plyr's events that may tell an embed's duration (Plyr passes on no `durationchange`). */
const DURATION_EVENTS = ['ready', 'loadedmetadata', 'timeupdate'] as const;
type PlyrLikeEvent = (typeof DURATION_EVENTS)[number];

/** What is used here of a Plyr player. */
export interface PlyrLike extends MediaState {
  play(): Promise<void> | void | null;
  on(type: PlyrLikeEvent, listener: () => void): void;
  off(type: PlyrLikeEvent, listener: () => void): void;
  once(type: 'ready', listener: () => void): void;
}

export const abortError = () =>
  new DOMException('The player was replaced or removed before it played.', 'AbortError');

/** Whether the media takes a position now: a `<video>` once it has its source, Plyr once it knows the duration. */
const takesPosition = (media: MediaState) =>
  media instanceof HTMLVideoElement ? media.hasAttribute('src') : media.duration > 0;

export class MediaRequests {
  private readonly requested: MediaRequest = {};
  private readonly startsMuted: boolean;

  constructor(startsMuted: boolean) {
    this.startsMuted = startsMuted;
  }

  /** A media property; before there is media, what it will start with; a position not taken yet, that position. */
  read<K extends keyof MediaState>(media: MediaState | undefined, key: K): MediaState[K] {
    const { currentTime, muted = this.startsMuted, volume = 1 } = this.requested;
    if (media && !(key === 'currentTime' && currentTime !== undefined)) return media[key];
    const before: MediaState = {
      paused: true,
      ended: false,
      duration: NaN,
      currentTime: currentTime ?? 0,
      muted,
      volume,
    };
    return before[key];
  }

  /** Sets a media property now, and keeps it for media to come (the position until one takes it). */
  write<K extends keyof MediaRequest>(
    media: MediaState | undefined,
    key: K,
    value: MediaState[K],
  ): void {
    this.requested[key] = value;
    if (media) media[key] = value;
    if (media && key === 'currentTime' && takesPosition(media)) delete this.requested.currentTime;
  }

  /** What was set before `media` was there: the sound now, the position once the media can seek. */
  apply(media: MediaState): void {
    const { muted, volume } = this.requested;
    if (muted !== undefined) media.muted = muted;
    if (volume !== undefined) media.volume = volume;
    this.seek(media);
  }

  /** An embed's player: a position set before its provider told the duration is taken once it does. */
  follow(player: PlyrLike): () => void {
    const onDuration = () => this.seek(player);
    for (const type of DURATION_EVENTS) player.on(type, onDuration);
    return () => DURATION_EVENTS.forEach((type) => player.off(type, onDuration));
  }

  private seek(media: MediaState) {
    const { currentTime } = this.requested;
    if (currentTime === undefined || !takesPosition(media)) return;
    media.currentTime = currentTime;
    delete this.requested.currentTime;
  }
}

/** Whether Plyr is set up: at once for a file or stream, for an embed once its provider answered (a flag Plyr's types leave out). */
export const isPlyrReady = (player: object) => (player as { ready?: boolean }).ready === true;

/**
 * Plays through Plyr. On an embed whose provider has not answered, Plyr's play() does nothing:
 * this waits for Plyr's `ready`, then plays if `stillWanted()`, else rejects with `AbortError`.
 */
export async function playPlyr(player: PlyrLike, stillWanted: () => boolean): Promise<void> {
  if (!isPlyrReady(player)) {
    await new Promise<void>((resolve) => player.once('ready', resolve));
    if (!stillWanted()) throw abortError();
  }
  await player.play();
}
