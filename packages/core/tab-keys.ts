// Keyboard index math for the APG tabs pattern: arrows move to the previous/next enabled tab and
// wrap around, Home/End go to the first/last enabled tab. In right-to-left text the horizontal
// arrows swap, so "next" is always the direction the tabs read in.

export type TabKeyResult = number | null;

/** The tab selected without a (usable) `selected`: the first. */
export const DEFAULT_TAB = 0;

const step = (from: number, delta: 1 | -1, enabled: readonly boolean[]): TabKeyResult => {
  const count = enabled.length;
  for (let moved = 1; moved <= count; moved += 1) {
    const candidate = (((from + delta * moved) % count) + count) % count;
    if (enabled[candidate]) return candidate;
  }
  return null;
};

/**
 * The tab a key moves to from `current`, or null when the key is not a tab key (or there is
 * nowhere to go). `enabled[i]` is false for disabled tabs, which are skipped.
 */
export function tabIndexForKey(
  key: string,
  current: number,
  enabled: readonly boolean[],
  rtl = false,
): TabKeyResult {
  if (enabled.length === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
    case 'ArrowDown':
      return step(current, 1, enabled);
    case backward:
    case 'ArrowUp':
      return step(current, -1, enabled);
    case 'Home':
      return step(-1, 1, enabled);
    case 'End':
      return step(enabled.length, -1, enabled);
    default:
      return null;
  }
}

/** A `selected` value as a usable index: a missing, fractional or out-of-range one picks the nearest tab. */
export function clampTabIndex(selected: number | undefined, count: number): number {
  if (count === 0) return -1;
  if (selected === undefined || !Number.isFinite(selected)) return DEFAULT_TAB;
  return Math.min(count - 1, Math.max(0, Math.trunc(selected)));
}
