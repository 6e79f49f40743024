// <ib-course-tracker>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export interface CourseTrackerProps {
  /** The numeric id of the course this page belongs to. */
  courseId?: string;
}
