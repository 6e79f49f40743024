// Autoplay as the specification has it: muted, 100 ms after the video becomes at least 25%
// visible, paused again when it drops below that. A pause the visitor made is respected: the video
// does not start again by itself until the visitor plays it.
import { observeVisibility } from '../../packages/core/visibility.ts';

export const AUTOPLAY_VISIBLE_RATIO = 0.25;
export const AUTOPLAY_DELAY_MS = 100;

/** The part of a player autoplay drives (Plyr satisfies it). */
export interface AutoplayTarget {
  readonly paused: boolean;
  muted: boolean;
  play(): unknown;
  pause(): void;
  on(event: 'play' | 'pause', callback: () => void): void;
  off(event: 'play' | 'pause', callback: () => void): void;
}

export interface AutoplayHandle {
  /** Whether the element is at least 25% visible now. */
  readonly visible: boolean;
  stop(): void;
}

/** IntersectionObserver reports a crossing of 0.25 with a ratio that may round just below it. */
const isVisibleEnough = (entry: IntersectionObserverEntry) =>
  entry.isIntersecting && entry.intersectionRatio >= AUTOPLAY_VISIBLE_RATIO - 0.005;

export function autoplayWhileVisible(observed: Element, player: AutoplayTarget): AutoplayHandle {
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pausingForVisibility = false;
  let visitorPaused = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const onPause = () => {
    if (pausingForVisibility) pausingForVisibility = false;
    else visitorPaused = true;
  };
  const onPlay = () => {
    visitorPaused = false;
  };
  player.on('pause', onPause);
  player.on('play', onPlay);

  const stopObserving = observeVisibility(
    observed,
    (entry) => {
      visible = isVisibleEnough(entry);
      cancel();
      if (visible) {
        if (visitorPaused || !player.paused) return;
        timer = setTimeout(() => {
          timer = undefined;
          if (!visible || visitorPaused || !player.paused) return;
          player.muted = true; // browsers allow autoplay only without sound
          void Promise.resolve(player.play()).catch(() => undefined); // a blocked autoplay just stays paused
        }, AUTOPLAY_DELAY_MS);
      } else if (!player.paused) {
        pausingForVisibility = true;
        player.pause();
      }
    },
    { threshold: [0, AUTOPLAY_VISIBLE_RATIO] },
  );

  return {
    get visible() {
      return visible;
    },
    stop() {
      cancel();
      stopObserving();
      player.off('pause', onPause);
      player.off('play', onPlay);
    },
  };
}
