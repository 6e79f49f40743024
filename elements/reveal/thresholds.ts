// The scroll-animation thresholds (README, "Behaviour"), and when an observer entry counts as "in".

export type RevealThreshold = 'half' | 'full' | string | undefined;

/** `half` 0.5, `full` 0.99, anything else 0 (any pixel in view). */
export function thresholdValue(threshold: RevealThreshold): number {
  if (threshold === 'half') return 0.5;
  if (threshold === 'full') return 0.99;
  return 0;
}

export interface EntryLike {
  isIntersecting: boolean;
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
}

/**
 * In view enough: intersecting by at least `threshold` of its area, or (an element taller than
 * the viewport, which can never be 99 % visible) covering that share of the viewport.
 */
export function isInView(entry: EntryLike, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (threshold === 0 || entry.intersectionRatio >= threshold - 0.001) return true;
  const viewport = entry.rootBounds?.height ?? 0;
  return viewport > 0 && entry.intersectionRect.height >= viewport * threshold - 0.5;
}
