// <ib-rive>: a Rive animation with a light-DOM fallback, as a template writes it.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/rive/ib-rive.ts';

// Resolved by Vite (and served as-is by the test runner): the fixture and the runtime binary.
const BOX = new URL('../fixtures/animation/box.riv', import.meta.url).href;
const WASM = new URL('../node_modules/@rive-app/canvas/rive.wasm', import.meta.url).href;

export interface RiveArgs {
  src: string;
  artboard: string;
  'state-machine': string;
  fit: string;
  autoplay: boolean;
  label: string;
}

const meta: Meta<RiveArgs> = {
  title: 'Blocks/Rive',
  component: 'ib-rive',
  args: { src: BOX, artboard: '', 'state-machine': 'Main', fit: 'contain', autoplay: true, label: 'A blue square turning' },
  argTypes: {
    fit: { control: 'select', options: ['contain', 'cover', 'fill', 'fitWidth', 'fitHeight', 'none', 'scaleDown', 'layout'] },
  },
  parameters: { actions: { handles: ['ib-rive-load', 'ib-rive-error'] } },
  render: (args) => html`
    <ib-rive
      src=${args.src}
      artboard=${args.artboard || ''}
      state-machine=${args['state-machine']}
      fit=${args.fit}
      ?autoplay=${args.autoplay}
      label=${args.label}
      wasm-url=${WASM}
      style="width: 240px; height: 240px"
    >
      <p>A blue square (the animation could not be shown).</p>
    </ib-rive>
  `,
};
export default meta;

type Story = StoryObj<RiveArgs>;

/** The `Main` state machine, playing; it pauses when scrolled out of view. */
export const Playing: Story = {};

/** A state machine runs without `autoplay` too: that is how a file reacts to hover and clicks. */
export const StateMachineWithoutAutoplay: Story = { args: { autoplay: false } };

/** A timeline animation (no state machine) without `autoplay`: the first frame. */
export const FirstFrame: Story = { args: { autoplay: false, 'state-machine': '' } };

/** A file that fails to load: the light-DOM fallback shows and the error is reported. */
export const Fallback: Story = {
  // Reports the failure on purpose (the storybook check allows it for this tag).
  tags: ['expected-errors'],
  args: { src: new URL('../elements/rive/fixtures/corrupt.riv', import.meta.url).href },
};
