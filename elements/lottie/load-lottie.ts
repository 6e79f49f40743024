// Lazy, shared loads of lottie-web: one build per renderer, each fetched once for the page through
// core's vendor loader (a failure reported for `requester`, and retried by the next element).
import type { LottiePlayer } from 'lottie-web';
import { loadVendor } from '../../packages/core/vendor.ts';
import { DEFAULT_RENDERER, RENDERERS, type LottieRenderer } from './renderers.ts';

export { DEFAULT_RENDERER };

/** The renderer named by the attribute; undefined when it is none of svg, canvas, html. */
export function parseRenderer(value: string | undefined): LottieRenderer | undefined {
  if (!value) return DEFAULT_RENDERER;
  return RENDERERS.find((renderer) => renderer === value.trim().toLowerCase());
}

const importers: Record<LottieRenderer, () => Promise<{ default: LottiePlayer }>> = {
  svg: () => import('./lottie-svg.ts'),
  canvas: () => import('./lottie-canvas.ts'),
  html: () => import('./lottie-html.ts'),
};

export function loadLottie(
  renderer: LottieRenderer,
  requester: object | null = null,
): Promise<LottiePlayer> {
  return loadVendor(`lottie-${renderer}`, importers[renderer], requester).then(
    (module) => module.default,
  );
}
