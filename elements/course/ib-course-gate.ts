import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { CourseGate } from './CourseGate.tsx';
import { courseGateSpec, type CourseGateProps } from './course-gate-props.ts';
import styles from './course-gate.css?inline';

const Base = createIbElement<CourseGateProps>(CourseGate, {
  props: courseGateSpec,
  styles,
});

/**
 * A block shown only when the visitor has (or has not) viewed a course, from
 * `localStorage.ibViewedCourses`. Write it `hidden`: a matching gate is unhidden, any other gate
 * removes its parent element, a gate without `mode` removes itself. Without a course id or
 * without storage nothing happens (the gate stays as written).
 *
 * @tag ib-course-gate
 * @summary Shows or removes a block depending on whether the visitor viewed a course.
 * @slot - The block content (stays in the light DOM).
 */
export class IbCourseGate extends Base {}

defineIbElement('ib-course-gate', IbCourseGate);

declare global {
  interface HTMLElementTagNameMap {
    'ib-course-gate': IbCourseGate;
  }
}
