// The popmotion functions the animation helper (packages/core/animation.ts) uses, re-exported so
// that a dynamic `import()` of this file lets Rollup drop the rest of popmotion. Never imported
// statically: it is the lazy `popmotion` chunk. It lives outside packages/core because every core
// module goes into a core chunk, which would then import popmotion eagerly.
import {
  anticipate,
  backIn,
  backInOut,
  backOut,
  bounceIn,
  bounceInOut,
  bounceOut,
  circIn,
  circInOut,
  circOut,
  easeIn,
  easeInOut,
  easeOut,
  linear,
} from 'popmotion';
import type { EasingName } from '../core/animation.ts';

export { animate, cubicBezier } from 'popmotion';

/** popmotion's easing functions under the names the helper accepts (one list: core's EASING_NAMES). */
export const easings = {
  linear,
  easeIn,
  easeOut,
  easeInOut,
  circIn,
  circOut,
  circInOut,
  backIn,
  backOut,
  backInOut,
  anticipate,
  bounceIn,
  bounceOut,
  bounceInOut,
} satisfies Record<EasingName, (progress: number) => number>;
