// One animation's life: waits until the element is within 200 px of the viewport, then loads
// lottie-web and the file side by side, builds the animation, and plays it only while it is wanted,
// on screen and motion is welcome. Its `dispose()` frees all of it.
import type { AnimationItem } from 'lottie-web';
import { watchPlaybackConditions } from '../../packages/core/playback-conditions.ts';
import { reportError } from '../../packages/core/report.ts';
import { whenNearViewport } from '../../packages/core/visibility.ts';
import { emit } from '../../packages/element/index.ts';
import { FILE_FAILED_MESSAGE, fetchAnimation } from './animation-data.ts';
import { DEFAULT_RENDERER, loadLottie, parseRenderer } from './load-lottie.ts';

// Where this module's types are loaded, the element's `animation` is lottie-web's full type.
declare module './lottie-props.ts' {
  interface LottieAnimationItem extends AnimationItem {}
}

/**
 * How close the element comes to the viewport before the player (about 60 KB gz for SVG) and the
 * file load (README, "Loading and playback"): the poster covers the wait.
 */
const LOAD_MARGIN = '200px';

export type LottieHost = HTMLElement & { animation?: AnimationItem };

export const LOTTIE_ERRORS = {
  missingSource: 'Lottie animation source required',
  fileFailed: FILE_FAILED_MESSAGE,
  renderFailed: 'The animation could not be rendered',
} as const;

export interface LottieSessionConfig {
  host: LottieHost;
  /** Where the renderer draws (inside the host's shadow root). */
  container: HTMLElement;
  src?: string;
  autoplay: boolean;
  loop: boolean;
  /** The attribute as written: anything but svg, canvas, html is reported and reads as svg. */
  renderer?: string;
  /** The animation's own width / height, once its file is in. */
  onRatio: (ratio: string) => void;
  /** The player or the file failed (already reported, `ib-lottie-error` fired): show the fallback. */
  onFailed: () => void;
}

export interface LottieSession {
  /** Aborts a pending fetch, stops watching visibility and the motion preference, destroys the animation. */
  dispose(): void;
}

// A closure rather than a class: its state minifies to short local names (no private fields to spell out).
export function startLottieSession(config: LottieSessionConfig): LottieSession {
  const { host, container, src, autoplay, loop, onRatio, onFailed } = config;
  const cleanups: Array<() => void> = [];
  let disposed = false;
  let animation: AnimationItem | undefined;
  let reduced = false;
  let onScreen = true;
  let loaded = false;
  /** A single run (no `loop`) that reached its end stays on its last frame. */
  let finished = false;

  const dispose = () => {
    if (disposed) return;
    disposed = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };

  /** Takes the animation off the host and destroys it (its DOM and its frame loop), `later` from inside lottie-web's own call. */
  const dropAnimation = (later?: boolean) => {
    const dropped = animation;
    if (!dropped) return;
    animation = undefined;
    if (host.animation === dropped) host.animation = undefined;
    if (later) queueMicrotask(() => dropped.destroy());
    else dropped.destroy();
  };

  const fail = (error: Error) => {
    if (disposed) return;
    dropAnimation(true); // lottie-web may still be inside its own call (an `error` event)
    reportError(host, error);
    emit(host, 'ib-lottie-error', { message: error.message });
    onFailed();
  };

  /** Plays when asked to, on screen, motion welcome, and not already at the end of a single run. */
  const apply = () => {
    if (!loaded || !animation) return;
    const play = autoplay && onScreen && !reduced && !finished;
    if (play && animation.isPaused) animation.play();
    if (!play && !animation.isPaused) animation.pause();
  };

  const rendererName = parseRenderer(config.renderer);
  if (!rendererName)
    reportError(
      host,
      new Error(`Invalid renderer "${config.renderer}"; using ${DEFAULT_RENDERER}`),
    );
  const renderer = rendererName ?? DEFAULT_RENDERER;
  if (!src) {
    fail(new Error(LOTTIE_ERRORS.missingSource));
    return { dispose };
  }
  const abort = new AbortController();

  const build = async () => {
    // The player and the file load side by side.
    const [lottie, data] = await Promise.all([
      loadLottie(renderer, host),
      fetchAnimation(src, abort.signal),
    ]);
    if (disposed) return;
    onRatio(`${data.w} / ${data.h}`);
    const item = lottie.loadAnimation({
      container,
      renderer: renderer as 'svg',
      animationData: data,
      loop,
      autoplay: false,
      rendererSettings: { preserveAspectRatio: 'xMidYMid meet', progressiveLoad: false },
    });
    animation = item;
    host.animation = item;
    item.addEventListener('DOMLoaded', () => {
      if (disposed) return;
      loaded = true;
      apply();
      emit(host, 'ib-lottie-load', { totalFrames: item.totalFrames });
    });
    item.addEventListener('complete', () => {
      finished = true;
    });
    item.addEventListener('error', () => fail(new Error(LOTTIE_ERRORS.renderFailed)));
    cleanups.push(
      watchPlaybackConditions(host, (visible, reducedNow) => {
        onScreen = visible;
        reduced = reducedNow;
        apply();
      }),
      () => dropAnimation(), // last: the watchers are gone first
    );
  };
  const start = () => {
    // A fetch aborted by dispose() rejects too: fail() ignores what comes after it.
    build().catch((error: unknown) =>
      fail(error instanceof Error ? error : new Error(String(error))),
    );
  };
  cleanups.push(() => abort.abort(), whenNearViewport(host, start, LOAD_MARGIN));
  return { dispose };
}
