// Autoplay as the README has it: muted, 100 ms after the video becomes at least 25%
// visible (at once on iPhone/iPad, where the scripted delayed start is skipped), paused again when
// it drops below that. A pause the visitor made is respected: the video does not start again by
// itself until the visitor plays it. Sound the visitor turned on is kept when the video comes back
// into view; where the browser refuses to play with sound then, it plays muted (README, Autoplay).
import { isIOS } from '../../packages/core/motion.ts';
import { observeVisibility } from '../../packages/core/visibility.ts';
import { isPlayRefused } from './play-button.ts';

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

export interface AutoplayOptions {
  /** Time between becoming visible enough and `play()`; 0 plays in the same task. */
  delayMs?: number;
  /** `play()` was rejected: the browser refused (autoplay policy, Low Power Mode) or the media failed. */
  onPlayFailed?: (error: unknown) => void;
}

/** The 100 ms start delay (README, autoplay), skipped on iPhone/iPad. */
export const autoplayDelayMs = (ios = isIOS()) => (ios ? 0 : AUTOPLAY_DELAY_MS);

export interface AutoplayHandle {
  /** Whether the element is at least 25% visible now. */
  readonly visible: boolean;
  stop(): void;
}

/** IntersectionObserver reports a crossing of 0.25 with a ratio that may round just below it. */
const isVisibleEnough = (entry: IntersectionObserverEntry) =>
  entry.isIntersecting && entry.intersectionRatio >= AUTOPLAY_VISIBLE_RATIO - 0.005;

export function autoplayWhileVisible(
  observed: Element,
  player: AutoplayTarget,
  { delayMs = AUTOPLAY_DELAY_MS, onPlayFailed = () => undefined }: AutoplayOptions = {},
): AutoplayHandle {
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pausingForVisibility = false;
  let visitorPaused = false;
  let startedBefore = false;

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
        const start = () => {
          timer = undefined;
          if (!visible || visitorPaused || !player.paused) return;
          // Browsers allow autoplay only without sound; a later start keeps the visitor's sound.
          if (!startedBefore) player.muted = true;
          startedBefore = true;
          Promise.resolve(player.play())
            .catch((error: unknown) => {
              if (player.muted || !isPlayRefused(error)) throw error;
              player.muted = true;
              return player.play();
            })
            .catch(onPlayFailed);
        };
        if (delayMs > 0) timer = setTimeout(start, delayMs);
        else start();
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
