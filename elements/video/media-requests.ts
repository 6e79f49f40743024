// The media properties of an `<ib-video>` (README "A media element") over what plays it: the
// `<video>` of a file or stream, an embed's Plyr player, or nothing yet. What the page sets before
// the media can take it waits here: the sound is set on each media as it comes (Plyr sets the sound
// of its options), the position once a `<video>` has its source.

/** The media properties an `<ib-video>` exposes as a `<video>` does (ib-video.ts). */
export interface MediaState {
  readonly paused: boolean;
  readonly ended: boolean;
  readonly duration: number;
  currentTime: number;
  muted: boolean;
  volume: number;
}

/** Media properties set through the element before there was media to take them. */
export type MediaRequest = Partial<Pick<MediaState, 'currentTime' | 'muted' | 'volume'>>;

export const abortError = () => new DOMException('The player was replaced or removed before it played.', 'AbortError');

/** Whether the media takes a position now: not a `<video>` still without its source. */
const takesPosition = (media: MediaState) => !(media instanceof HTMLVideoElement && !media.hasAttribute('src'));

export class MediaRequests {
  private readonly requested: MediaRequest = {};
  private readonly startsMuted: boolean;

  constructor(startsMuted: boolean) {
    this.startsMuted = startsMuted;
  }

  /** A media property; before there is media, what it will start with. */
  read<K extends keyof MediaState>(media: MediaState | undefined, key: K): MediaState[K] {
    if (media) return media[key];
    const { currentTime = 0, muted = this.startsMuted, volume = 1 } = this.requested;
    const before: MediaState = { paused: true, ended: false, duration: NaN, currentTime, muted, volume };
    return before[key];
  }

  /** Sets a media property now, and keeps it for media to come (the position until a `<video>` with its source takes it). */
  write<K extends keyof MediaRequest>(media: MediaState | undefined, key: K, value: MediaState[K]): void {
    this.requested[key] = value;
    if (media) media[key] = value;
    if (media instanceof HTMLVideoElement && key === 'currentTime' && takesPosition(media)) delete this.requested.currentTime;
  }

  /** What was set before `media` was there: the sound now, the position once the media takes it. */
  apply(media: MediaState): void {
    const { currentTime, muted, volume } = this.requested;
    if (muted !== undefined) media.muted = muted;
    if (volume !== undefined) media.volume = volume;
    if (currentTime === undefined || !takesPosition(media)) return;
    media.currentTime = currentTime;
    delete this.requested.currentTime;
  }
}
