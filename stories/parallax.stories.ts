// <ib-parallax>: decorative shapes drifting at different speeds beside a section.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/parallax/ib-parallax.ts';
import type { parallaxSpec } from '../elements/parallax/parallax-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type ParallaxArgs = AttributeArgs<typeof parallaxSpec>;

const shape = (colour: string, size = 120) =>
  html`<svg width=${size} height=${size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <circle cx="50" cy="50" r="48" fill=${colour} />
  </svg>`;

const meta: Meta<ParallaxArgs> = {
  title: 'Motion/Parallax',
  component: 'ib-parallax',
  parameters: {
    docs: {
      description: { component: 'Content that moves at its own speed as the page scrolls.' },
    },
  },
  args: { speed: 0.6, horizontal: false },
  render: (args) => html`
    <div style="height: 60vh"></div>
    <!-- The text and the shape's lane side by side where both fit. A sideways drift (speed × 150 px
    either way, × 300 px on a tall screen) needs a wide lane, so it stacks under the text on a phone
    and never crosses it; the section clips what the lane cannot hold, so the page never scrolls sideways. -->
    <section
      style="display: flex; flex-wrap: wrap; gap: 2rem; align-items: center; overflow-x: clip"
    >
      <div style="flex: 1 1 12rem; max-width: 32rem">
        <h2>One platform for every channel</h2>
        <p>Scroll the page: the shape beside this text drifts at its own speed.</p>
      </div>
      <div
        style="flex: ${args.horizontal ? '1 1 27rem' : 'none'}; display: flex; justify-content: center"
      >
        <ib-parallax speed=${args.speed} ?horizontal=${args.horizontal}
          >${shape('#ffb38a')}</ib-parallax
        >
      </div>
    </section>
    <div style="height: 120vh"></div>
  `,
};
export default meta;

type Story = StoryObj<ParallaxArgs>;

/** Lags behind the scroll (positive speed). */
export const Vertical: Story = {};

/**
 * Drifts sideways as the page scrolls, below the text on a phone. At half speed the drift (150 px
 * either way on a tall screen) stays in view on a phone.
 */
export const Horizontal: Story = { args: { horizontal: true, speed: 0.5 } };

/** Three layers at different speeds, one running ahead (negative); the gaps shrink to fit a phone. */
export const Layers: Story = {
  render: () => html`
    <div style="height: 60vh"></div>
    <div style="display: flex; gap: min(3rem, 5vw); justify-content: center">
      <ib-parallax speed="0.3">${shape('#0b1f3a', 80)}</ib-parallax>
      <ib-parallax speed="1">${shape('#1a4fb0', 100)}</ib-parallax>
      <ib-parallax speed="-0.6">${shape('#ffb38a', 120)}</ib-parallax>
    </div>
    <div style="height: 120vh"></div>
  `,
};
