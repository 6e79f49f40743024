// <ib-lottie>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { LottieRenderer } from './renderers.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-lottie-load': { totalFrames: number };
    'ib-lottie-error': { message: string };
  }
}

export interface LottieProps {
  /** URL of the animation JSON. */
  src?: string;
  /** Play once loaded (and on screen, and motion is welcome). */
  autoplay?: boolean;
  /** Start again at the end. */
  loop?: boolean;
  /** `svg` (default), `canvas` or `html`. */
  renderer?: LottieRenderer;
  /** Accessible name; without it the animation is hidden from assistive technology. */
  label?: string;
}

/**
 * lottie-web's animation, typed by the members a page uses, so the element's typings need no
 * lottie-web. Where its types are loaded (lottie-session.ts augments this), it is `AnimationItem`.
 */
export interface LottieAnimationItem {
  readonly totalFrames: number;
  readonly currentFrame: number;
  readonly isPaused: boolean;
  play(): void;
  pause(): void;
  stop(): void;
  goToAndStop(value: number | string, isFrame?: boolean): void;
  goToAndPlay(value: number | string, isFrame?: boolean): void;
  setSpeed(speed: number): void;
}
