// Progress milestones (25, 50, 75, 100) from playback positions. Two ways of measuring:
// - `position` (default): how far the playhead got. Reaching 80% reports 25, 50 and 75 at once, in
//   order, so no milestone is skipped by a seek or by a short clip whose time updates jump past it.
// - `visited` (autoplay videos): how many distinct whole-percent positions were played while the
//   video was visible. Between two consecutive time updates of continuous playback every position
//   in between counts (time updates come ~4 times a second, which on a short clip is several
//   percent apart); a seek does not count the positions it jumps over.
import { MILESTONES, type Milestone } from './analytics-tokens.ts';

/** The 100% milestone is reached at 99%: the last time update rarely lands on the very end. */
export const COMPLETE_AT_PERCENT = 99;

/** Longest media-time step (at 1x speed) still treated as continuous playback between two updates. */
export const MAX_CONTINUOUS_STEP_S = 1.5;

export type ProgressMode = 'position' | 'visited';

export interface ProgressSample {
  /** Current playback position in seconds. */
  time: number;
  /** Media duration in seconds; samples without a finite positive duration are ignored. */
  duration: number;
  /** Whether the video is visible (only `visited` mode uses it). Default true. */
  visible?: boolean;
  /** Playback rate, for the continuity window. Default 1. */
  rate?: number;
}

export interface ProgressTracker {
  readonly mode: ProgressMode;
  /** Records a position; returns the milestones reached by it, ascending (each only once). */
  update(sample: ProgressSample): Milestone[];
  /** A seek started towards `to` seconds: the next position is not continuous with the last (except a loop's wrap to the start). */
  seeking(to: number, duration: number): void;
  /** Progress so far, 0-100. */
  readonly percent: number;
  readonly reached: ReadonlySet<Milestone>;
}

export const thresholdOf = (milestone: Milestone): number =>
  milestone === 100 ? COMPLETE_AT_PERCENT : milestone;

const wholePercent = (time: number, duration: number) =>
  Math.min(100, Math.max(0, Math.floor((time / duration) * 100)));
const usable = (duration: number) => Number.isFinite(duration) && duration > 0;

export function createProgressTracker(mode: ProgressMode = 'position'): ProgressTracker {
  const reached = new Set<Milestone>();
  const visited = new Set<number>();
  let furthest = 0;
  let last: { time: number } | undefined;
  let wrapping = false;

  const percent = () => (mode === 'position' ? furthest : Math.min(100, visited.size));

  const newlyReached = (): Milestone[] => {
    const now = percent();
    const fresh = MILESTONES.filter(
      (milestone) => !reached.has(milestone) && now >= thresholdOf(milestone),
    );
    for (const milestone of fresh) reached.add(milestone);
    return fresh;
  };

  const visit = (from: number, to: number) => {
    for (let p = from; p <= to; p += 1) visited.add(p);
  };

  return {
    mode,
    get percent() {
      return percent();
    },
    reached,
    update({ time, duration, visible = true, rate = 1 }) {
      if (!usable(duration) || !Number.isFinite(time)) return [];
      const position = wholePercent(time, duration);
      if (mode === 'position') {
        furthest = Math.max(furthest, Math.min(100, (time / duration) * 100));
        return newlyReached();
      }
      if (!visible) {
        last = undefined; // what plays while out of view does not count, nor bridges the gap
        wrapping = false;
        return [];
      }
      const step = MAX_CONTINUOUS_STEP_S * Math.max(1, rate);
      if (last && wrapping) {
        // A loop went back to the start: the tail up to the end was played, then the head.
        visit(wholePercent(last.time, duration), 100);
        visit(0, position);
      } else if (last && time >= last.time && time - last.time <= step) {
        visit(wholePercent(last.time, duration), position);
      } else {
        visited.add(position);
      }
      wrapping = false;
      last = { time };
      return newlyReached();
    },
    seeking(to, duration) {
      if (mode === 'position') return;
      const step = MAX_CONTINUOUS_STEP_S;
      // A looping video seeks from its end to 0 by itself; that is still continuous playback.
      wrapping = Boolean(last && usable(duration) && duration - last.time <= step && to <= step);
      if (!wrapping) last = undefined;
    },
  };
}
