import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { CourseTracker } from './CourseTracker.tsx';
import { courseTrackerSpec, type CourseTrackerProps } from './course-tracker-props.ts';
import styles from './course-tracker.css?inline';

const Base = createIbElement<CourseTrackerProps>(CourseTracker, {
  props: courseTrackerSpec,
  styles,
});

/**
 * Records the page's course as viewed: appends `course-id` to `localStorage.ibViewedCourses`
 * (comma-separated ids, no duplicates, garbage already stored is dropped). Renders nothing.
 *
 * @tag ib-course-tracker
 * @summary Records the current course as viewed in `localStorage.ibViewedCourses`.
 */
export class IbCourseTracker extends Base {}

defineIbElement('ib-course-tracker', IbCourseTracker);

declare global {
  interface HTMLElementTagNameMap {
    'ib-course-tracker': IbCourseTracker;
  }
}
