import { useEffect } from 'react';
import { useHost } from '../../packages/element/index.ts';
import { resolveCourseGate } from './resolve-course-gate.ts';
import type { CourseGateProps } from './course-gate-props.ts';

export type { CourseGateProps };

/** A block shown or removed depending on whether the visitor viewed a course before. */
export function CourseGate({ mode, courseId }: CourseGateProps) {
  const host = useHost();
  useEffect(() => resolveCourseGate(host, mode, courseId), [host, mode, courseId]);
  return <slot />;
}
