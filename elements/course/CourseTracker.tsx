import { useEffect } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { safeStorage } from '../../packages/core/storage.ts';
import { useHost } from '../../packages/element/index.ts';
import { parseCourseId } from '../../packages/core/viewed-courses.ts';
import { recordViewedCourse } from './viewed-store.ts';
import { courseIdError } from './course-checks.ts';
import type { CourseTrackerProps } from './course-tracker-props.ts';

export type { CourseTrackerProps };

/** Records the page's course in `localStorage.ibViewedCourses`; renders nothing. */
export function CourseTracker({ courseId }: CourseTrackerProps) {
  const host = useHost();
  useEffect(() => {
    if (courseId === undefined || courseId.trim() === '') return;
    const id = parseCourseId(courseId);
    if (id === undefined) return reportError(host, courseIdError(courseId));
    // Unavailable or full storage: the visit is simply not recorded (nothing to tell the visitor).
    recordViewedCourse(safeStorage('local'), id);
  }, [host, courseId]);
  return null;
}
