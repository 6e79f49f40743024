// When a player may play, as ib-lottie and ib-rive both decide it: while the element is on screen
// and, unless the file adapts itself, while the visitor welcomes motion.
import { onReducedMotionChange, prefersReducedMotion } from './motion.ts';
import { observeVisibility } from './visibility.ts';

/**
 * Calls `onChange(onScreen, reduced)` at once and on every change of the element's visibility or
 * of the reduced-motion preference. Returns the stop function.
 */
export function watchPlaybackConditions(
  host: Element,
  onChange: (onScreen: boolean, reduced: boolean) => void,
): () => void {
  let onScreen = true;
  let reduced = prefersReducedMotion();
  onChange(onScreen, reduced);
  const stopVisibility = observeVisibility(host, (entry) =>
    onChange((onScreen = entry.isIntersecting), reduced),
  );
  const stopMotion = onReducedMotionChange((next) => onChange(onScreen, (reduced = next)));
  return () => {
    stopVisibility();
    stopMotion();
  };
}
