// The course blocks' judgement of their attributes (README "Behaviour"): the components report
// it, the WordPress block sidebar refuses with it (docs/architecture.md, "Attribute checks").
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';
import { parseCourseId } from '../../packages/core/viewed-courses.ts';

/** A course id that is not blank (blank: no course) and no whole number. */
export const courseIdError = (courseId: string | undefined) =>
  courseId?.trim() && parseCourseId(courseId) === undefined
    ? new Error(`Invalid course-id "${courseId}": expected a numeric id`)
    : undefined;

export const attributeChecks = {
  'ib-course-gate': { 'course-id': courseIdError },
  'ib-course-tracker': { 'course-id': courseIdError },
} satisfies AttributeChecks;
