import { useEffect } from 'react';
import { useHost } from '../../packages/element/index.ts';
import { resolveCourseGate } from './resolve-course-gate.ts';

export interface CourseGateProps {
  /** `showIfViewed` or `showIfNotViewed`. A gate without a mode is removed. */
  mode?: string;
  /** The course to check; defaults to the `course-id` of the page's `<ib-course-tracker>`. */
  courseId?: string;
}

/** A block shown or removed depending on whether the visitor viewed a course before. */
export function CourseGate({ mode, courseId }: CourseGateProps) {
  const host = useHost();
  useEffect(() => resolveCourseGate(host, mode, courseId), [host, mode, courseId]);
  return <slot />;
}
