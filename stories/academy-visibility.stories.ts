// <ib-academy-visibility>: academy blocks shown by login state and viewed courses. The story
// sets the page's auth state and localStorage.ibViewedCourses from its controls, as the server
// and <ib-course-tracker> would, and re-creates the element so it reads them again.
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { resetPageData } from '../packages/core/page-data.ts';
import '../elements/academy-visibility/ib-academy-visibility.ts';

export interface AcademyVisibilityArgs {
  loggedIn: boolean;
  viewedCourses: string;
}

function applyVisitor({ loggedIn, viewedCourses }: AcademyVisibilityArgs) {
  const page = window as unknown as { ibPageData?: Record<string, unknown> };
  page.ibPageData = { ...page.ibPageData, auth: { state: loggedIn ? 'loggedIn' : 'anonymous' } };
  resetPageData();
  try {
    localStorage.setItem('ibViewedCourses', viewedCourses);
  } catch {
    // Storage blocked: the element then treats no course as viewed.
  }
}

const meta: Meta<AcademyVisibilityArgs> = {
  title: 'Blocks/Academy visibility',
  component: 'ib-academy-visibility',
  parameters: { docs: { description: { component: 'Academy content shown by who is reading.' } } },
  args: { loggedIn: false, viewedCourses: '' },
  argTypes: {
    loggedIn: {
      control: 'boolean',
      description: 'Page data `auth.state` is `loggedIn` (story control, not an attribute).',
    },
    viewedCourses: {
      control: 'inline-radio',
      options: ['', '1234', '12,1234'],
      description: '`localStorage.ibViewedCourses`: the ids of the courses viewed (story control).',
    },
  },
  render: (args) => {
    applyVisitor(args);
    return html`${keyed(
      JSON.stringify(args),
      html`
        <ib-academy-visibility>
          <p data-show-when="logged-out" hidden>
            <a href="#login">Log in</a> to save your progress.
          </p>
          <p data-show-when="logged-in" hidden>Welcome back to the academy.</p>
          <p data-show-when="not-viewed:1234" hidden>
            <a href="#course-1234">Start “WhatsApp for business”</a>
          </p>
          <p data-show-when="viewed:1234" hidden>
            <a href="#course-1234-2">Continue “WhatsApp for business”</a>
          </p>
          <p data-show-when="logged-in viewed:1234" hidden>
            Your certificate for course 1234 is ready.
          </p>
        </ib-academy-visibility>
      `,
    )}`;
  },
};
export default meta;

type Story = StoryObj<AcademyVisibilityArgs>;

/** An anonymous first visit: the log-in prompt and "Start". */
export const Anonymous: Story = {};

/** A logged-in learner who viewed course 1234: welcome, "Continue" and the certificate. */
export const LoggedInLearner: Story = {
  name: 'Logged-in learner',
  args: { loggedIn: true, viewedCourses: '12,1234' },
};
