// Pure parallax math: where an element is in its pass through the viewport, and how far its
// content shifts for that position, speed and distance.

/** The travel (README): 300 px, 600 px on screens at least 1800 wide or 900 tall. */
export const DISTANCE = 300;
export const LARGE_DISTANCE = 600;
export const LARGE_SCREEN_QUERY = '(min-width: 1800px), (min-height: 900px)';

export const distanceFor = (viewportWidth: number, viewportHeight: number) =>
  viewportWidth >= 1800 || viewportHeight >= 900 ? LARGE_DISTANCE : DISTANCE;

/**
 * -1 when the element's top is at the viewport bottom (just entering), 0 when its centre is at
 * the viewport centre, 1 when its bottom is at the viewport top (just leaving); clamped.
 */
export function passProgress(top: number, height: number, viewportHeight: number): number {
  const travel = (viewportHeight + height) / 2;
  if (travel <= 0) return 0;
  const progress = (viewportHeight / 2 - (top + height / 2)) / travel;
  return Math.max(-1, Math.min(1, progress));
}

/**
 * Content shift in px: over a whole pass it travels `speed × distance`, centred on its layout
 * position (no shift when the element is centred in the viewport). Positive speeds lag behind
 * the scroll (a background feel), negative ones run ahead.
 */
export const parallaxOffset = (progress: number, speed: number, distance: number) =>
  (progress * speed * distance) / 2;

/** The speed without the attribute (parallax-props.ts names it the default). */
export const DEFAULT_SPEED = 1;

/** A usable speed: a finite number. `undefined` (no attribute) reads as `DEFAULT_SPEED`. */
export function parseSpeed(speed: unknown): number | null {
  if (speed === undefined || speed === null) return DEFAULT_SPEED;
  const value =
    typeof speed === 'number'
      ? speed
      : typeof speed === 'string' && speed.trim() !== ''
        ? Number(speed)
        : Number.NaN;
  return Number.isFinite(value) ? value : null;
}
