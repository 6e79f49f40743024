// The fade variant: each slide's opacity follows its distance from the scroll position, as in
// Embla's opacity tween. The tween factor is 0.84 times the snap count.
import type { EmblaCarouselType } from './embla.ts';

export const FADE_FACTOR_BASE = 0.84;

export const fadeTweenFactor = (snapCount: number) => FADE_FACTOR_BASE * snapCount;

/** Opacity for a snap `diffToTarget` (in scroll-progress units) away from where the carousel is. */
export const fadeOpacity = (diffToTarget: number, tweenFactor: number) =>
  Math.min(Math.max(1 - Math.abs(diffToTarget * tweenFactor), 0), 1);

/** Sets every slide's opacity for the current scroll position. */
export function applyFade(api: EmblaCarouselType, onlyInView = false): void {
  const engine = api.internalEngine();
  const progress = api.scrollProgress();
  const inView = api.slidesInView();
  const slides = api.slideNodes();
  const snaps = api.scrollSnapList();
  const factor = fadeTweenFactor(snaps.length);
  snaps.forEach((snap, snapIndex) => {
    for (const slideIndex of engine.slideRegistry[snapIndex] ?? []) {
      if (onlyInView && !inView.includes(slideIndex)) continue;
      let diff = snap - progress;
      if (engine.options.loop) {
        // A slide moved to the other end by the looper is measured from that end.
        for (const point of engine.slideLooper.loopPoints) {
          const target = point.target();
          if (point.index !== slideIndex || target === 0) continue;
          diff = Math.sign(target) === -1 ? snap - (1 + progress) : snap + (1 - progress);
        }
      }
      const slide = slides[slideIndex];
      if (slide) slide.style.opacity = String(fadeOpacity(diff, factor));
    }
  });
}

/** Removes the opacities `applyFade` set. */
export function clearFade(slides: readonly HTMLElement[]): void {
  for (const slide of slides) slide.style.removeProperty('opacity');
}
