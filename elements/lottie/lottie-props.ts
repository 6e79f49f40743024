// <ib-lottie>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { LottieRenderer } from './renderers.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';
import { DEFAULT_RENDERER } from './renderers.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-lottie-load': { totalFrames: number };
    'ib-lottie-error': { message: string };
  }
}

/** <ib-lottie>'s attributes and properties (packages/element/prop-spec.ts). */
export const lottieSpec = {
  /** URL of the animation JSON (Bodymovin export). */
  src: 'string',
  /** Play once loaded. Without it the first frame shows. */
  autoplay: 'boolean',
  /** Start again at the end. Without it the animation stops on its last frame. */
  loop: 'boolean',
  /** lottie-web renderer. Anything else is reported and reads as `svg`. */
  renderer: 'string' as Typed<LottieRenderer>,
  /**
   * Accessible name: the animation becomes `role="img"` with it. Without it the animation is
   * `aria-hidden` (decoration).
   */
  label: 'string',
} satisfies PropSpec;

export interface LottieProps extends PropsOf<typeof lottieSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const lottieDefaults = { renderer: DEFAULT_RENDERER } as const satisfies LottieProps;

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
