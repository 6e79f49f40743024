// <ib-lottie>: a Lottie animation with a light-DOM fallback (its poster), as a template writes it.
import { html } from 'lit';
import { attributes } from './attributes.ts';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/lottie/ib-lottie.ts';
import type { lottieSpec } from '../elements/lottie/lottie-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

// Written by fixtures/animation/make-channels-lottie.mjs, with its poster.
const CHANNELS = new URL('../fixtures/animation/channels.json', import.meta.url).href;
const POSTER = new URL('../fixtures/animation/channels.svg', import.meta.url).href;
const ALT = 'One message delivered to three channels: SMS, WhatsApp and email';

type LottieArgs = AttributeArgs<typeof lottieSpec> & {
  '--ib-lottie-aspect-ratio': string;
};

const meta: Meta<LottieArgs> = {
  title: 'Blocks/Lottie',
  component: 'ib-lottie',
  args: {
    src: CHANNELS,
    autoplay: true,
    loop: true,
    label: ALT,
    '--ib-lottie-aspect-ratio': '8 / 5',
  },
  parameters: {
    actions: { handles: ['ib-lottie-load', 'ib-lottie-error'] },
    docs: { description: { component: 'A Lottie animation, with its fallback image.' } },
  },
  render: (args) => html`
    <ib-lottie
      ${attributes(args)}
      style=${`display: block; max-width: 480px; background: url(${POSTER}) center / contain no-repeat`}
    >
      <img
        src=${POSTER}
        alt=${ALT}
        width="480"
        height="300"
        style="display: block; inline-size: 100%; block-size: auto"
      />
    </ib-lottie>
  `,
};
export default meta;

type Story = StoryObj<LottieArgs>;

/** Autoplay and loop; it pauses when scrolled out of view and under reduced motion. */
export const Looping: Story = {};

/** Without `loop`: plays once and stays on its last frame. */
export const Once: Story = { args: { loop: false } };

/** The canvas renderer. */
export const Canvas: Story = { args: { renderer: 'canvas' } };

/** A missing file: the fallback (the poster) shows and the error is reported. */
export const Fallback: Story = {
  name: 'Fallback (file fails)',
  // Reports the failure on purpose (the storybook check allows it for this tag).
  tags: ['expected-errors'],
  args: { src: new URL('../elements/lottie/fixtures/missing.json', import.meta.url).href },
};
