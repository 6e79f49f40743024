// <ib-course-gate>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export interface CourseGateProps {
  /** `showIfViewed` or `showIfNotViewed`. A gate without a mode is removed. */
  mode?: string;
  /** The course to check; defaults to the `course-id` of the page's `<ib-course-tracker>`. */
  courseId?: string;
}
