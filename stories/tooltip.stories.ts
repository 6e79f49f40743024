// <ib-tooltip>: a term or control in the template, described by a tooltip on hover and focus.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/tooltip/ib-tooltip.ts';
import type { tooltipSpec } from '../elements/tooltip/tooltip-props.ts';
import type { AttributeArgs } from './attribute-args.ts';
import { attributes } from './attributes.ts';

type TooltipArgs = AttributeArgs<typeof tooltipSpec>;

const meta: Meta<TooltipArgs> = {
  title: 'Blocks/Tooltip',
  component: 'ib-tooltip',
  args: { content: 'Messages accepted per second, per account' },
  // Room around the trigger for every placement.
  parameters: {
    layout: 'centered',
    docs: {
      description: { component: 'A short explanation on hover and focus, for a term or a button.' },
    },
  },
  render: (args) => html`
    <p style="margin: 4rem">
      Throughput up to
      <ib-tooltip ${attributes(args)}>
        <button type="button" class="term">1,000 MPS</button>
      </ib-tooltip>
      on every plan.
    </p>
  `,
};
export default meta;

type Story = StoryObj<TooltipArgs>;

/** Text from the `content` attribute; the button is described by it. */
export const OnAButton: Story = { name: 'On a button' };

/** Rich content from a `slot="content"` child; a trigger with nothing focusable becomes focusable itself. */
export const SlottedContent: Story = {
  name: 'Rich content',
  args: { placement: 'bottom' },
  // The slotted content wins over the attribute: a `content` control would change nothing here.
  parameters: { controls: { exclude: ['content'] } },
  render: (args) => html`
    <p style="margin: 4rem">
      Reach customers by
      <ib-tooltip ${attributes({ ...args, content: undefined })}>
        <abbr class="term">SMS</abbr>
        <span slot="content"
          ><strong>Short Message Service</strong>: text messages up to 160 characters.</span
        >
      </ib-tooltip>
      in 190 countries.
    </p>
  `,
};
