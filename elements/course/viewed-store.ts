// Reads and records viewed courses through the never-throwing storage of packages/core.
// Courses recorded during this page view are remembered here, so a gate on the same page as its
// tracker still sees "not viewed before" whichever element the autoloader happened to start first.
import type { SafeStorage } from '../../packages/core/storage.ts';
import {
  parseViewedCourses,
  VIEWED_COURSES_KEY,
  withViewedCourse,
} from '../../packages/core/viewed-courses.ts';

const recordedThisPage = new Set<string>();

/** Ids viewed before this page view (ids first recorded by a tracker on this page excluded). */
export function viewedBeforeThisPage(storage: SafeStorage): Set<string> {
  const ids = parseViewedCourses(storage.get(VIEWED_COURSES_KEY));
  return new Set(ids.filter((id) => !recordedThisPage.has(id)));
}

/** Adds `id` to the stored list (cleaning garbage out of it); false when storage refused. */
export function recordViewedCourse(storage: SafeStorage, id: string): boolean {
  const raw = storage.get(VIEWED_COURSES_KEY);
  const next = withViewedCourse(raw, id);
  if (next === raw) return true;
  const isNew = !parseViewedCourses(raw).includes(id);
  const stored = storage.set(VIEWED_COURSES_KEY, next);
  if (stored && isNew) recordedThisPage.add(id);
  return stored;
}
