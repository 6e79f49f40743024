// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { CourseGate } from '../../react/elements/ib-course-gate.ts';
import { CourseTracker } from '../../react/elements/ib-course-tracker.ts';

afterEach(unmountReact);

describe('<ib-course-gate>, <ib-course-tracker> through ib-blocks/react on React 19', () => {
  it('CourseTracker: records the course as viewed', async () => {
    localStorage.removeItem('ibViewedCourses');
    await renderReact(h(CourseTracker, { courseId: '4711' }), 'ib-course-tracker');
    await settle();
    expect((localStorage.getItem('ibViewedCourses') ?? '').split(',')).to.include('4711');
    localStorage.removeItem('ibViewedCourses');
  });

  it('CourseGate: receives its mode and course id', async () => {
    const el = await renderReact(
      h(CourseGate, { mode: 'showIfViewed', courseId: '5' }),
      'ib-course-gate',
    );
    expect([el.getAttribute('mode'), el.getAttribute('course-id')]).to.deep.equal([
      'showIfViewed',
      '5',
    ]);
  });
});
