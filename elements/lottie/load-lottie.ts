// Lazy, shared loads of lottie-web: one build per renderer, each fetched once for the page.
import type { LottiePlayer } from 'lottie-web';
import { loadChunk } from '../../packages/core/chunks.ts';

export const RENDERERS = ['svg', 'canvas', 'html'] as const;
export type LottieRenderer = (typeof RENDERERS)[number];
export const DEFAULT_RENDERER: LottieRenderer = 'svg';

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

const loading = new Map<LottieRenderer, Promise<LottiePlayer>>();

export function loadLottie(renderer: LottieRenderer): Promise<LottiePlayer> {
  let pending = loading.get(renderer);
  if (!pending) {
    pending = loadChunk(`lottie-${renderer}`, `lottie-${renderer}`, importers[renderer]).then((module) => module.default);
    pending.catch(() => loading.delete(renderer)); // a later element may try again
    loading.set(renderer, pending);
  }
  return pending;
}
