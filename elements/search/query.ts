// When a typed query may be sent: the popover needs 3 characters; the results page also accepts
// an empty query (it lists everything) but never 1 or 2 characters.
import { MIN_QUERY_LENGTH } from './constants.ts';

/** The query as sent: surrounding spaces never count towards the minimum. */
export const normaliseQuery = (raw: string): string => raw.trim();

/** Popover rule: at least 3 characters. */
export function popoverMaySearch(raw: string): boolean {
  return normaliseQuery(raw).length >= MIN_QUERY_LENGTH;
}

/** Results-page rule: empty runs, 1-2 characters do not, 3 or more run. */
export function resultsMaySearch(raw: string): boolean {
  const length = normaliseQuery(raw).length;
  return length === 0 || length >= MIN_QUERY_LENGTH;
}
