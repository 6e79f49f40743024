// lottie-web's renderers: the one list `renderer` is checked against (load-lottie.ts) and its
// prop's type is made from (lottie-props.ts), in a module that names no lottie-web type.

export const RENDERERS = ['svg', 'canvas', 'html'] as const;
export type LottieRenderer = (typeof RENDERERS)[number];
export const DEFAULT_RENDERER: LottieRenderer = 'svg';
