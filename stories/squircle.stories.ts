// <ib-squircle>: content cards with superellipse corners.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/squircle/ib-squircle.ts';
import { attributes } from './attributes.ts';
import type { squircleSpec } from '../elements/squircle/squircle-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** The attributes, and the card's look as CSS custom property controls (set around the story). */
type SquircleArgs = AttributeArgs<typeof squircleSpec> & {
  '--ib-squircle-background'?: string;
  '--ib-squircle-padding'?: string;
  '--ib-squircle-border-width'?: string;
  '--ib-squircle-border-color'?: string;
};

const meta: Meta<SquircleArgs> = {
  title: 'Blocks/Squircle',
  component: 'ib-squircle',
  parameters: { docs: { description: { component: 'A box with smooth superellipse corners.' } } },
  args: {
    radius: 32,
    '--ib-squircle-background': 'light-dark(#eef3ff, #1a2540)',
    '--ib-squircle-padding': '1.5rem',
    '--ib-squircle-border-width': '2px',
    '--ib-squircle-border-color': 'light-dark(#1a5fd0, #7aa7ff)',
  },
  argTypes: {
    smoothing: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
    radius: { control: { type: 'range', min: 0, max: 120, step: 1 } },
  },
  render: (args) => html`
    <ib-squircle ${attributes(args)} style="max-width: 24rem">
      <h3 style="margin-top: 0">Omnichannel engagement</h3>
      <p>One platform for SMS, WhatsApp, email and voice, with one API and one bill.</p>
      <a href="#products">Explore products</a>
    </ib-squircle>
  `,
};
export default meta;

type Story = StoryObj<SquircleArgs>;

/** A card with a border; the link's focus ring is not clipped by the shape. */
export const Card: Story = {};

/** Smoothing 0 gives circular corners, for comparison. */
export const CircularCorners: Story = { name: 'Circular corners', args: { smoothing: 0 } };

/** A row of feature tiles with larger radii. */
export const Tiles: Story = {
  name: 'Feature tiles',
  args: { radius: 48 },
  // The tiles' dark background and padding go with their white text: not controls here.
  parameters: { controls: { exclude: ['--ib-squircle-background', '--ib-squircle-padding'] } },
  render: (args) => html`
    <div
      style="display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem"
    >
      ${['Campaigns', 'Conversations', 'Automation'].map(
        (title) => html`
          <ib-squircle
            ${attributes(args)}
            style="--ib-squircle-background: #0b1f3a; --ib-squircle-padding: 1.5rem; color: #fff"
          >
            <h3 style="margin-top: 0">${title}</h3>
            <p>Build, send and measure from one place.</p>
          </ib-squircle>
        `,
      )}
    </div>
  `,
};
