// <ib-reveal>: sections that fade up as they scroll into view.
import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/reveal/ib-reveal.ts';
import type { revealSpec } from '../elements/reveal/reveal-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type RevealArgs = AttributeArgs<typeof revealSpec>;

const card = (title: string, text: string) => html`
  <article
    style="padding: 1.5rem; border: 1px solid var(--ib-color-border, #c9ced8); border-radius: 12px; margin-block: 1rem"
  >
    <h2 style="margin-top: 0">${title}</h2>
    <p>${text}</p>
  </article>
`;

const meta: Meta<RevealArgs> = {
  title: 'Motion/Reveal',
  component: 'ib-reveal',
  parameters: {
    docs: { description: { component: 'Content that fades up as it scrolls into view.' } },
  },
  args: { threshold: '', once: false },
  argTypes: { threshold: { control: 'select', options: ['', 'half', 'full'] } },
  render: (args) => html`
    <p>Scroll down: each card fades up as it enters the view.</p>
    <div style="height: 80vh"></div>
    ${['Reach', 'Engage', 'Convert'].map(
      (title) => html`
        <ib-reveal threshold=${args.threshold || nothing} ?once=${args.once}>
          ${card(title, 'Messages on the channels your customers already use, from one platform.')}
        </ib-reveal>
      `,
    )}
    <div style="height: 60vh"></div>
  `,
};
export default meta;

type Story = StoryObj<RevealArgs>;

/** Fades up whenever any part enters; fades out again on leaving. */
export const OnEnter: Story = { name: 'On entering the view' };

/** Waits until half of the card shows, and only the first time. */
export const HalfOnce: Story = {
  name: 'Half visible, once',
  args: { threshold: 'half', once: true },
};
