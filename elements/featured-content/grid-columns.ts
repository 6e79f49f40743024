// How many columns the card grid may use for the cards it shows, so that its last row is full
// (README, "Layout"): six cards sit 3 + 3 rather than 4 + 2 in a wide container.

/**
 * The column limit for `count` visible cards: 3 for a multiple of 3 (6, 9, 12: also full at two
 * columns for 6 and 12), 2 for other even counts (4, 8, 10). Undefined where no limit helps: up
 * to three cards (one row) and odd counts that no column count divides.
 */
export function columnLimit(count: number): 2 | 3 | undefined {
  if (count <= 3) return undefined;
  if (count % 3 === 0) return 3;
  if (count % 2 === 0) return 2;
  return undefined;
}
