// <ib-course-tracker>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

/** <ib-course-tracker>'s attributes and properties (packages/element/prop-spec.ts). */
export const courseTrackerSpec = {
  /** Numeric id of the course this page belongs to. */
  courseId: 'string',
} satisfies PropSpec;

export interface CourseTrackerProps extends PropsOf<typeof courseTrackerSpec> {}
