// Filtering and paging for a grid of typed cards, free of the DOM: which type filters exist,
// which cards are visible for a filter and page count, and the status text.

export const DEFAULT_PAGE_SIZE = 6;

export interface CardInfo {
  /** The card's `data-type`; null when it has none (then it shows only under "All"). */
  type: string | null;
  /** The card's `data-type-label`, the filter button text for its type. */
  typeLabel?: string | null;
}

export interface TypeFilter {
  value: string;
  label: string;
}

/** One filter per type present, in the order the types first appear; label from `data-type-label` if any card has one. */
export function filtersOf(cards: readonly CardInfo[]): TypeFilter[] {
  const filters = new Map<string, TypeFilter>();
  for (const { type, typeLabel } of cards) {
    const value = type?.trim();
    if (!value) continue;
    const label = typeLabel?.trim();
    const known = filters.get(value);
    if (!known) filters.set(value, { value, label: label || value });
    else if (label && known.label === value) known.label = label;
  }
  return [...filters.values()];
}

export interface Visibility {
  /** Per card: shown now. */
  visible: boolean[];
  /** Cards matching the filter. */
  total: number;
  /** Of those, how many are shown. */
  shown: number;
}

/** Cards matching `type` (null = all), the first `limit` of them visible. */
export function visibilityOf(
  cards: readonly CardInfo[],
  type: string | null,
  limit: number,
): Visibility {
  let total = 0;
  const visible = cards.map((card) => {
    const matches = type === null || card.type?.trim() === type;
    if (!matches) return false;
    total += 1;
    return total <= limit;
  });
  return { visible, total, shown: Math.min(total, limit) };
}

/** Index (among all cards) of the first card a "Show more" from `limit` reveals; -1 if none. */
export function firstRevealedIndex(
  cards: readonly CardInfo[],
  type: string | null,
  limit: number,
): number {
  const before = visibilityOf(cards, type, limit).visible;
  const after = visibilityOf(cards, type, limit + 1).visible;
  return after.findIndex((visible, i) => visible && !before[i]);
}

/** A usable page size: a positive whole number, else the default (and `valid` false). */
export function resolvePageSize(pageSize: number | undefined): {
  pageSize: number;
  valid: boolean;
} {
  if (pageSize === undefined) return { pageSize: DEFAULT_PAGE_SIZE, valid: true };
  if (Number.isFinite(pageSize) && pageSize >= 1)
    return { pageSize: Math.floor(pageSize), valid: true };
  return { pageSize: DEFAULT_PAGE_SIZE, valid: false };
}

/** Fills `{shown}` and `{total}` in a label (text only, never markup). */
export function fillCount(
  template: string,
  counts: { shown: number | string; total: number | string },
): string {
  return template
    .split('{shown}')
    .join(String(counts.shown))
    .split('{total}')
    .join(String(counts.total));
}
