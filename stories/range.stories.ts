// <ib-range>: form-associated sliders in a pricing calculator form.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/range/ib-range.ts';
import { attributes } from './attributes.ts';
import type { rangeSpec } from '../elements/range/range-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type RangeArgs = AttributeArgs<typeof rangeSpec>;

const meta: Meta<RangeArgs> = {
  title: 'Blocks/Range',
  component: 'ib-range',
  args: {
    name: 'volume',
    label: 'Messages per month',
    max: 100000,
    step: 1000,
    value: 25000,
  },
  argTypes: {
    format: {
      control: 'select',
      options: ['number', 'percent', 'currency:EUR', 'currency:USD', 'unit:kilometer'],
    },
  },
  parameters: {
    actions: { handles: ['input', 'change'] },
    docs: { description: { component: 'A form-associated slider with its value in a bubble.' } },
  },
  render: (args) => html`
    <form action="#" style="max-width: 36rem">
      <ib-range ${attributes(args)}></ib-range>
    </form>
  `,
};
export default meta;

type Story = StoryObj<RangeArgs>;

/** Tick marks for 5 intervals with 6 labels; the value shows in a bubble over the thumb. */
export const Volume: Story = {};

/** A currency format. */
export const Budget: Story = {
  args: {
    label: 'Monthly budget',
    max: 5000,
    step: 50,
    value: 1200,
    format: 'currency:EUR',
  },
};

/** A percentage, as in a channel mix. */
export const Share: Story = {
  // `max` back to its default.
  args: { label: 'Share of WhatsApp', max: undefined, step: 5, value: 40, format: 'percent' },
};

/** Several sliders in one form; submitting sends each under its name, reset restores the defaults. */
export const Calculator: Story = {
  render: () => html`
    <form action="#" style="max-width: 36rem; display: grid; gap: 1.5rem">
      <ib-range
        name="messages"
        label="Messages per month"
        min="0"
        max="100000"
        step="1000"
        value="25000"
      ></ib-range>
      <ib-range
        name="budget"
        label="Monthly budget"
        min="0"
        max="5000"
        step="50"
        value="1200"
        format="currency:EUR"
      ></ib-range>
      <ib-range name="share" label="Share of SMS" format="percent" value="40"></ib-range>
      <p style="display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0">
        <button class="button">Get a quote</button>
        <button type="reset" class="button button--secondary">Reset</button>
      </p>
    </form>
  `,
};
