// <ib-course-gate>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { CourseGateMode } from './course-rules.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';

/** <ib-course-gate>'s attributes and properties (packages/element/prop-spec.ts). */
export const courseGateSpec = {
  /** When the block is shown. Without it the gate removes itself. */
  mode: 'string' as Typed<CourseGateMode>,
  /**
   * The course to check. Default: the `course-id` of the page's first `<ib-course-tracker>` (the
   * current course).
   */
  courseId: 'string',
} satisfies PropSpec;

export interface CourseGateProps extends PropsOf<typeof courseGateSpec> {}
