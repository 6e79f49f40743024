import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { LottieAnimation } from './Lottie.tsx';
import { lottieSpec, type LottieAnimationItem, type LottieProps } from './lottie-props.ts';
import styles from './lottie.css?inline';

const Base = createIbElement<LottieProps>(LottieAnimation, {
  props: lottieSpec,
  styles,
});

/**
 * A Lottie animation over lottie-web, loaded lazily (only the chosen renderer's build, only when
 * the element comes within 200 px of the viewport). It plays only while on screen and
 * never under `prefers-reduced-motion: reduce` (the first frame shows instead). A missing or
 * broken file is reported and shows the light-DOM fallback.
 *
 * @tag ib-lottie
 * @summary Lottie animation, lazy, paused off-screen and under reduced motion.
 * @prop {AnimationItem | undefined} animation - lottie-web's AnimationItem once created (read-only).
 * @fires ib-lottie-load - The animation is ready; the first frame is drawn. `detail: { totalFrames: number }`.
 * @fires ib-lottie-error - The player or the file failed; the fallback shows. `detail: { message: string }`.
 * @slot - Fallback content shown when the player or the file fails.
 * @csspart animation - The box the animation renders into.
 * @csspart fallback - Wrapper of the fallback content, present only after a failure.
 * @cssprop --ib-lottie-aspect-ratio - Aspect ratio of the animation box; default the animation's own width / height once loaded. A height set on the element wins.
 */
export class IbLottie extends Base {
  /** lottie-web's AnimationItem (undefined before loading, after a failure or removal). */
  declare animation?: LottieAnimationItem;
}

defineIbElement('ib-lottie', IbLottie);

declare global {
  interface HTMLElementTagNameMap {
    'ib-lottie': IbLottie;
  }
}
