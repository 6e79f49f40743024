// <ib-analytics>: renders nothing; the story shows what it pushed to window.dataLayer.
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/analytics/ib-analytics.ts';
import type { analyticsSpec } from '../elements/analytics/analytics-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type AnalyticsArgs = AttributeArgs<typeof analyticsSpec>;

/** Prints the page's dataLayer into the output next to the element once it has run. */
function showDataLayer(event: Event) {
  const output = (event.currentTarget as HTMLElement).querySelector('output');
  const entries = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
  if (output) output.textContent = JSON.stringify(entries, null, 2);
}

const meta: Meta<AnalyticsArgs> = {
  title: 'Site services/Analytics',
  component: 'ib-analytics',
  parameters: {
    docs: { description: { component: "The page's analytics services in one element." } },
  },
  // No container by default: loading a real one from the story would reach Google.
  args: { 'gtm-id': '' },
  render: (args) => html`
    <div @ib-ready=${showDataLayer}>
      <ib-analytics gtm-id=${ifDefined(args['gtm-id'] || undefined)}></ib-analytics>
      <p>The element renders nothing. <code>window.dataLayer</code> after it connected:</p>
      <pre><output aria-live="polite"></output></pre>
    </div>
  `,
};
export default meta;

type Story = StoryObj<AnalyticsArgs>;

/** The page data push, with '(not set)' for everything this page does not give. */
export const PageData: Story = { name: 'Page data' };
