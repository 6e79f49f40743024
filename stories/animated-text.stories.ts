// <ib-animated-text>: rotating phrases in a hero heading.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/animated-text/ib-animated-text.ts';
import { attributes } from './attributes.ts';
import type { animatedTextSpec } from '../elements/animated-text/animated-text-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type AnimatedTextArgs = AttributeArgs<typeof animatedTextSpec>;

const meta: Meta<AnimatedTextArgs> = {
  title: 'Motion/Animated text',
  component: 'ib-animated-text',
  parameters: { docs: { description: { component: 'Rotating phrases inside a sentence.' } } },
  // `toggle` names a pause button on the page: only the WithPauseButton story has one.
  argTypes: { toggle: { control: false } },
  render: (args) => html`
    <h1 style="font-size: 2.5rem; line-height: 1.2">
      Reach customers on
      <ib-animated-text ${attributes(args)} style="color: light-dark(#1a4fb0, #7aa7ff)">
        <span>SMS</span><span>WhatsApp</span><span>email</span><span>voice</span>
      </ib-animated-text>
    </h1>
  `,
};
export default meta;

type Story = StoryObj<AnimatedTextArgs>;

/** Each phrase rises in, stays 1.1 s and lifts out. Screen readers hear "SMS, WhatsApp, email, voice". */
export const Hero: Story = {};

/** A longer phrase sets the width: the sentence around it does not move. */
export const MixedLengths: Story = {
  name: 'Mixed lengths',
  render: () => html`
    <p style="font-size: 1.25rem">
      Built for
      <ib-animated-text
        ><span>banks</span><span>retail and e-commerce</span><span>airlines</span></ib-animated-text
      >
      everywhere.
    </p>
  `,
};

/**
 * Text that keeps moving needs a way to stop it (WCAG 2.2.2): `toggle` names the page's button,
 * which pauses on the phrase showing and plays on from it. Reduced motion starts it paused.
 */
export const WithPauseButton: Story = {
  name: 'With a pause button',
  render: () => html`
    <h1 style="font-size: 2.5rem; line-height: 1.2">
      Reach customers on
      <ib-animated-text toggle="headline-toggle" style="color: light-dark(#1a4fb0, #7aa7ff)">
        <span>SMS</span><span>WhatsApp</span><span>email</span><span>voice</span>
      </ib-animated-text>
    </h1>
    <button
      type="button"
      id="headline-toggle"
      class="button button--secondary"
      data-pause-label="Pause the headline"
      data-play-label="Play the headline"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
        style="display: block"
      >
        <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
      </svg>
    </button>
  `,
};
