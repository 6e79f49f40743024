// One animation's life: waits until the element is within a viewport of being visible, then loads
// lottie-web and the file side by side, builds the animation, and plays it only while it is wanted,
// on screen and motion is welcome. `dispose()` frees all of it.
import type { AnimationItem } from 'lottie-web';
import { onReducedMotionChange, prefersReducedMotion } from '../../packages/core/motion.ts';
import { Releases } from '../../packages/core/releases.ts';
import { reportError } from '../../packages/core/report.ts';
import { observeVisibility, whenNearViewport } from '../../packages/core/visibility.ts';
import { emit } from '../../packages/element/index.ts';
import { FILE_FAILED_MESSAGE, fetchAnimation } from './animation-data.ts';
import { DEFAULT_RENDERER, loadLottie, parseRenderer } from './load-lottie.ts';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-lottie-load': { totalFrames: number };
    'ib-lottie-error': { message: string };
  }
}

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

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export class LottieSession {
  private readonly config: LottieSessionConfig;
  private readonly releases = new Releases();
  private readonly abort = new AbortController();
  private animation?: AnimationItem;
  private reduced = false;
  private onScreen = true;
  private loaded = false;
  /** A single run (no `loop`) that reached its end stays on its last frame. */
  private finished = false;

  constructor(config: LottieSessionConfig) {
    this.config = config;
    const { host, src, renderer } = config;
    if (!parseRenderer(renderer)) reportError(host, new Error(`Invalid renderer "${renderer}"; using ${DEFAULT_RENDERER}`));
    if (!src) {
      this.fail(new Error(LOTTIE_ERRORS.missingSource));
      return;
    }
    this.releases.add(() => this.abort.abort());
    // The player (about 60 KB gz for SVG) loads only near the viewport.
    this.releases.add(whenNearViewport(host, () => this.start(src)));
  }

  private start(src: string) {
    // A fetch aborted by dispose() rejects too: fail() ignores what comes after it.
    this.build(src).catch((error: unknown) => this.fail(asError(error)));
  }

  private async build(src: string): Promise<void> {
    const { host } = this.config;
    const renderer = parseRenderer(this.config.renderer) ?? DEFAULT_RENDERER;
    // The player and the file load side by side.
    const [lottie, data] = await Promise.all([loadLottie(renderer, host), fetchAnimation(src, this.abort.signal)]);
    if (this.releases.released) return;
    this.config.onRatio(`${data.w} / ${data.h}`);

    const animation = lottie.loadAnimation({
      container: this.config.container,
      renderer: renderer as 'svg',
      animationData: data,
      loop: this.config.loop,
      autoplay: false,
      rendererSettings: { preserveAspectRatio: 'xMidYMid meet', progressiveLoad: false },
    });
    this.animation = animation;
    host.animation = animation;
    this.reduced = prefersReducedMotion();
    this.releases.add(() => this.dropAnimation());
    animation.addEventListener('DOMLoaded', () => {
      if (this.releases.released) return;
      this.loaded = true;
      this.apply();
      emit(host, 'ib-lottie-load', { totalFrames: animation.totalFrames });
    });
    animation.addEventListener('complete', () => {
      this.finished = true;
    });
    animation.addEventListener('error', () => this.fail(new Error(LOTTIE_ERRORS.renderFailed)));

    this.releases.add(
      observeVisibility(host, (entry) => {
        this.onScreen = entry.isIntersecting;
        this.apply();
      }),
    );
    this.releases.add(
      onReducedMotionChange((reduced) => {
        this.reduced = reduced;
        this.apply();
      }),
    );
  }

  /** Plays when asked to, on screen, motion welcome, and not already at the end of a single run. */
  private apply() {
    const { animation } = this;
    if (!this.loaded || !animation) return;
    const play = this.config.autoplay && this.onScreen && !this.reduced && !this.finished;
    if (play && animation.isPaused) animation.play();
    if (!play && !animation.isPaused) animation.pause();
  }

  private fail(error: Error) {
    if (this.releases.released) return;
    // lottie-web may still be inside its own call (an `error` event): destroy after it returns.
    this.dropAnimation({ later: true });
    reportError(this.config.host, error);
    emit(this.config.host, 'ib-lottie-error', { message: error.message });
    this.config.onFailed();
  }

  /** Takes the animation off the host and destroys it (its DOM and its frame loop). */
  private dropAnimation({ later = false } = {}) {
    const { animation } = this;
    if (!animation) return;
    this.animation = undefined;
    if (this.config.host.animation === animation) this.config.host.animation = undefined;
    if (later) queueMicrotask(() => animation.destroy());
    else animation.destroy();
  }

  /** Aborts a pending fetch, stops watching visibility and the motion preference, destroys the animation. */
  dispose(): void {
    this.releases.releaseAll();
  }
}
