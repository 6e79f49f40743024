// The popmotion functions the animation helper (packages/core/animation.ts) uses, re-exported so
// that a dynamic `import()` of this file lets Rollup drop the rest of popmotion. Only re-exports:
// Rollup then serves the import from the `popmotion` vendor chunk itself, with no chunk of its
// own. Never imported statically. It lives outside packages/core because every core module goes
// into a core chunk, which would then import popmotion eagerly. The easings are the names of
// core's EASING_NAMES (animation.ts fails to compile when one is missing here).
export {
  animate,
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
  cubicBezier,
  easeIn,
  easeInOut,
  easeOut,
  linear,
} from 'popmotion';
