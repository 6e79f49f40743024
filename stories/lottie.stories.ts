// <ib-lottie>: a Lottie animation with a light-DOM fallback, as a template writes it.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/lottie/ib-lottie.ts';

const BOX = new URL('../fixtures/animation/box.json', import.meta.url).href;

export interface LottieArgs {
  src: string;
  autoplay: boolean;
  loop: boolean;
  renderer: 'svg' | 'canvas' | 'html';
  label: string;
}

const meta: Meta<LottieArgs> = {
  title: 'Blocks/Lottie',
  component: 'ib-lottie',
  args: { src: BOX, autoplay: true, loop: true, renderer: 'svg', label: 'A blue square turning' },
  argTypes: { renderer: { control: 'inline-radio', options: ['svg', 'canvas', 'html'] } },
  parameters: { actions: { handles: ['ib-lottie-load', 'ib-lottie-error'] } },
  render: (args) => html`
    <ib-lottie
      src=${args.src}
      ?autoplay=${args.autoplay}
      ?loop=${args.loop}
      renderer=${args.renderer}
      label=${args.label}
      style="width: 240px; height: 240px"
    >
      <p>A blue square (the animation could not be shown).</p>
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

/** A missing file: the fallback shows and the error is reported. */
export const Fallback: Story = {
  // Reports the failure on purpose (the storybook check allows it for this tag).
  tags: ['expected-errors'],
  args: { src: new URL('../elements/lottie/fixtures/missing.json', import.meta.url).href },
};
