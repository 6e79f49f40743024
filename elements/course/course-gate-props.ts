// <ib-course-gate>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { CourseGateMode } from './course-rules.ts';

export interface CourseGateProps {
  /** `showIfViewed` or `showIfNotViewed`. A gate without a mode is removed. */
  mode?: CourseGateMode;
  /** The course to check; defaults to the `course-id` of the page's `<ib-course-tracker>`. */
  courseId?: string;
}
