// Quality for adaptive streams: the default is 576 (lines); a stream without that
// rendition starts at the closest one below it, or the lowest when all are higher.

export const DEFAULT_QUALITY = 576;

/** Index of the starting level among `heights` (in the stream's order); -1 when there are none. */
export function defaultLevelIndex(heights: readonly number[], preferred = DEFAULT_QUALITY): number {
  if (heights.length === 0) return -1;
  let best = -1;
  for (const [index, height] of heights.entries()) {
    if (height > preferred) continue;
    if (best === -1 || height > heights[best]) best = index;
  }
  if (best !== -1) return best;
  return heights.indexOf(Math.min(...heights));
}

/** The quality menu's options: distinct known heights, highest first (as Plyr lists them). */
export function qualityOptions(heights: readonly number[]): number[] {
  return [...new Set(heights.filter((height) => Number.isFinite(height) && height > 0))].sort(
    (a, b) => b - a,
  );
}
