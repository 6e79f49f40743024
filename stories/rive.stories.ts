// <ib-rive>: a Rive animation with a light-DOM fallback, as a template writes it.
import { html } from 'lit';
import { attributes } from './attributes.ts';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/rive/ib-rive.ts';
import type { riveSpec } from '../elements/rive/rive-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

// Resolved by Vite (and served as-is by the test runner): the fixture, its poster and the runtime
// binary. chat.riv and chat.svg are written by fixtures/animation/make-chat-riv.mjs.
const CHAT = new URL('../fixtures/animation/chat.riv', import.meta.url).href;
const POSTER = new URL('../fixtures/animation/chat.svg', import.meta.url).href;
const ALT = 'A chat: an agent is typing, and your message has been sent';
const WASM = new URL('../node_modules/@rive-app/canvas/rive.wasm', import.meta.url).href;

type RiveArgs = AttributeArgs<typeof riveSpec> & {
  '--ib-rive-aspect-ratio': string;
};

const meta: Meta<RiveArgs> = {
  title: 'Blocks/Rive',
  component: 'ib-rive',
  args: {
    src: CHAT,
    artboard: '',
    'state-machine': 'Main',
    autoplay: true,
    label: 'A chat: hover and click the send button to send a message',
    'wasm-url': WASM,
    'reduced-motion-input': '',
    '--ib-rive-aspect-ratio': '8 / 5',
  },
  parameters: {
    actions: { handles: ['ib-rive-load', 'ib-rive-error'] },
    docs: { description: { component: 'A Rive animation or state machine on a canvas.' } },
  },
  render: (args) => html`
    <ib-rive
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
    </ib-rive>
  `,
};
export default meta;

type Story = StoryObj<RiveArgs>;

/**
 * The `Main` state machine: hover the send button (it grows and turns orange), click it (the
 * message flies up and is ticked). The file's pointer listeners do this, no script on the page. It
 * pauses when scrolled out of view.
 */
export const Playing: Story = {};

/** A state machine runs without `autoplay` too: that is how a file reacts to hover and clicks. */
export const StateMachineWithoutAutoplay: Story = {
  name: 'State machine without autoplay',
  args: { autoplay: false },
};

/** A timeline animation (no state machine) without `autoplay`: the file's first animation, still. */
export const FirstFrame: Story = {
  name: 'First frame, still',
  args: { autoplay: false, 'state-machine': '' },
};

/** A file that fails to load: the light-DOM fallback (the poster) shows and the error is reported. */
export const Fallback: Story = {
  name: 'Fallback (file fails)',
  // Reports the failure on purpose (the storybook check allows it for this tag).
  tags: ['expected-errors'],
  args: { src: new URL('../elements/rive/fixtures/corrupt.riv', import.meta.url).href },
};
