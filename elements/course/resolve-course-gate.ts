// Applies the course-block rules to one <ib-course-gate> in the page.
import { reportError } from '../../packages/core/report.ts';
import { safeStorage } from '../../packages/core/storage.ts';
import { courseIdError } from './course-checks.ts';
import { courseGateAction, isCourseGateMode } from './course-rules.ts';
import { parseCourseId } from '../../packages/core/viewed-courses.ts';
import { viewedBeforeThisPage } from './viewed-store.ts';

/** The gate's own `course-id`, else the one of the page's `<ib-course-tracker>` (the current course). */
function currentCourseIdText(host: HTMLElement, courseId: string | undefined): string | undefined {
  if (courseId !== undefined && courseId.trim() !== '') return courseId;
  const tracked = host.ownerDocument
    .querySelector('ib-course-tracker[course-id]')
    ?.getAttribute('course-id');
  return tracked && tracked.trim() !== '' ? tracked : undefined;
}

export function resolveCourseGate(
  host: HTMLElement,
  mode: string | undefined,
  courseId: string | undefined,
): void {
  // README: nothing happens without a current id or without storage.
  const idText = currentCourseIdText(host, courseId);
  if (idText === undefined) return;
  const id = parseCourseId(idText);
  if (id === undefined) return reportError(host, courseIdError(idText));
  const storage = safeStorage('local');
  if (!storage.available) return;

  if (mode && !isCourseGateMode(mode)) {
    reportError(
      host,
      new Error(`Unknown mode "${mode}": expected showIfViewed or showIfNotViewed`),
    );
  }
  const action = courseGateAction(mode, viewedBeforeThisPage(storage).has(id));
  if (action === 'show') {
    host.hidden = false;
  } else if (action === 'remove') {
    host.remove();
  } else {
    const parent = host.parentElement;
    const { body, documentElement } = host.ownerDocument;
    // Removing <body> or <html> would blank the page: then only the block itself goes.
    if (parent && parent !== body && parent !== documentElement) parent.remove();
    else host.remove();
  }
}
