// The viewed-courses list in localStorage: `ibViewedCourses`, comma-separated numeric ids.
// Anything else in it (spaces, empty entries, words, JSON from an older script) is skipped, never fatal.
// Shared by the course gate and tracker and by <ib-academy-visibility>.
import { safeStorage } from './storage.ts';

export const VIEWED_COURSES_KEY = 'ibViewedCourses';

/** A course id as the list stores it: digits only, no leading zeros; undefined when not an id. */
export function parseCourseId(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return trimmed.replace(/^0+(?=\d)/, '');
}

/** The ids in a stored list, in order, without duplicates or garbage. */
export function parseViewedCourses(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string') return [];
  const ids = raw
    .split(',')
    .map(parseCourseId)
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}

/** The list to store after viewing `id`: the clean list with `id` appended once. */
export function withViewedCourse(raw: string | null | undefined, id: string): string {
  const ids = parseViewedCourses(raw);
  if (!ids.includes(id)) ids.push(id);
  return ids.join(',');
}

/** The ids viewed in this browser; empty when storage is unavailable. */
export function readViewedCourses(): Set<string> {
  return new Set(parseViewedCourses(safeStorage('local').get(VIEWED_COURSES_KEY)));
}
