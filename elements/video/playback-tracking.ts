// What a playing video tells the page: progress classes on the host (each added once), the
// `ib-video-play|pause|progress` events, and dataLayer pushes for the moments `analytics` lists.
import { pushDataLayer } from '../../packages/core/analytics.ts';
import { emit } from '../../packages/element/index.ts';
import {
  dataLayerEntry,
  type AnalyticsToken,
  type Milestone,
  type VideoMoment,
} from './analytics-tokens.ts';
import { createProgressTracker, type ProgressMode } from './progress.ts';
import type { Provider } from './providers.ts';

export interface VideoEventDetail {
  /** The media URL, or the provider's page for an embed. */
  source: string;
  provider: Provider;
}

export const PROGRESS_CLASSES = {
  started: 'has-started',
  paused: 'has-paused',
  played: (percent: Milestone) => `has-played-${percent}`,
} as const;

/** The part of a player tracking reads (Plyr satisfies it). */
export interface TrackedPlayer {
  readonly currentTime: number;
  readonly duration: number;
  readonly speed: number;
  on(event: string, callback: () => void): void;
  off(event: string, callback: () => void): void;
}

export interface TrackingOptions extends VideoEventDetail {
  mode: ProgressMode;
  tokens: ReadonlySet<AnalyticsToken>;
  /** Whether the video counts as visible (autoplay's `visited` mode). */
  isVisible: () => boolean;
  /** The video already started before tracking began (pressed before Plyr loaded): its start is reported now. */
  playing?: boolean;
}

export function trackPlayback(
  host: HTMLElement,
  player: TrackedPlayer,
  options: TrackingOptions,
): () => void {
  const detail: VideoEventDetail = { source: options.source, provider: options.provider };
  const tracker = createProgressTracker(options.mode);

  const report = (moment: VideoMoment) => {
    const entry = dataLayerEntry(options.tokens, moment, detail);
    if (entry) pushDataLayer(entry);
  };
  const sample = (time = player.currentTime) => {
    for (const percent of tracker.update({
      time,
      duration: player.duration,
      visible: options.isVisible(),
      rate: player.speed,
    })) {
      host.classList.add(PROGRESS_CLASSES.played(percent));
      emit(host, 'ib-video-progress', { ...detail, percent });
      report({ kind: 'progress', percent });
    }
  };

  const onPlay = () => {
    host.classList.add(PROGRESS_CLASSES.started);
    emit(host, 'ib-video-play', detail);
    report({ kind: 'play' });
  };
  const onPause = () => {
    host.classList.add(PROGRESS_CLASSES.paused);
    emit(host, 'ib-video-pause', detail);
    report({ kind: 'pause' });
  };
  const onTimeUpdate = () => sample();
  const onSeeking = () => tracker.seeking(player.currentTime, player.duration);
  // The last time update of a short clip can land well before its end: the end counts as reached.
  const onEnded = () => sample(player.duration);

  const listeners: Array<[string, () => void]> = [
    ['play', onPlay],
    ['pause', onPause],
    ['timeupdate', onTimeUpdate],
    ['seeking', onSeeking],
    ['ended', onEnded],
  ];
  for (const [event, listener] of listeners) player.on(event, listener);
  if (options.playing) onPlay();
  return () => {
    for (const [event, listener] of listeners) player.off(event, listener);
  };
}
