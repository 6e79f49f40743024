// <ib-course-tracker> and <ib-course-gate>: what a course page records and what other pages show.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/course/ib-course-gate.ts';
import '../elements/course/ib-course-tracker.ts';
import type { courseGateSpec } from '../elements/course/course-gate-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type CourseArgs = AttributeArgs<typeof courseGateSpec>;

const meta: Meta<CourseArgs> = {
  title: 'Site services/Course blocks',
  component: 'ib-course-gate',
  subcomponents: { CourseTracker: 'ib-course-tracker' },
  parameters: {
    docs: { description: { component: 'Course content shown by what the visitor has viewed.' } },
  },
  args: { 'course-id': '1234' },
  // The story shows both modes side by side.
  argTypes: { mode: { control: false } },
  // Each gate in its own wrapper (the CMS block): the gate that does not match removes it.
  render: (args) => html`
    <div class="block">
      <ib-course-gate hidden mode="showIfNotViewed" course-id=${args['course-id']}>
        <p>
          <a href="#start">Start the course</a> (shown until this browser has viewed course
          ${args['course-id']})
        </p>
      </ib-course-gate>
    </div>
    <div class="block">
      <ib-course-gate hidden mode="showIfViewed" course-id=${args['course-id']}>
        <p>
          <a href="#continue">Continue where you left off</a> (shown once course
          ${args['course-id']} was viewed)
        </p>
      </ib-course-gate>
    </div>
  `,
};
export default meta;

type Story = StoryObj<CourseArgs>;

/** Which call to action shows depends on `localStorage.ibViewedCourses` when the story opens. */
export const Gates: Story = {};

/**
 * A course page: the tracker adds the course to `ibViewedCourses`. Open "Gates" again afterwards
 * (same course id): the other call to action shows.
 */
export const Tracker: Story = {
  render: (args) => html`
    <ib-course-tracker course-id=${args['course-id']}></ib-course-tracker>
    <p>This page belongs to course ${args['course-id']}; the tracker recorded the visit.</p>
  `,
};
