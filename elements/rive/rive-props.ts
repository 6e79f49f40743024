// <ib-rive>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { RiveFit } from './rive-options.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';
import { DEFAULT_FIT, DEFAULT_REDUCED_MOTION_INPUT } from './rive-options.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-rive-load': { artboard: string | undefined };
    'ib-rive-error': { message: string };
  }
}

/** <ib-rive>'s attributes and properties (packages/element/prop-spec.ts). */
export const riveSpec = {
  /** URL of the `.riv` file. */
  src: 'string',
  /** Artboard name; the file's default artboard when absent. */
  artboard: 'string',
  /**
   * State machine to run; it runs while the element is on screen (so the file reacts to hover and
   * clicks), with or without `autoplay`. Without one the artboard's first animation is used.
   */
  stateMachine: 'string',
  /**
   * How the artboard fits the element's box (Rive's `Fit`; case and dashes ignored: `fit-width`).
   * Anything else is reported and reads as `contain`.
   */
  fit: 'string' as Typed<RiveFit>,
  /**
   * Play a timeline animation (no `state-machine`) once loaded and on screen; without it the
   * first frame shows.
   */
  autoplay: 'boolean',
  /**
   * URL of `rive.wasm`; default: the copy shipped in this package. The first element to load the
   * runtime decides for the page.
   */
  wasmUrl: 'string',
  /**
   * Accessible name: the canvas becomes `role="img"` with that name. Without it the canvas is
   * `aria-hidden` (decoration).
   */
  label: 'string',
  /** Boolean state machine input that receives the visitor's reduced-motion preference. */
  reducedMotionInput: 'string',
} satisfies PropSpec;

export interface RiveProps extends PropsOf<typeof riveSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const riveDefaults = {
  fit: DEFAULT_FIT,
  reducedMotionInput: DEFAULT_REDUCED_MOTION_INPUT,
} as const satisfies RiveProps;

/** A state machine input of a Rive file; where the runtime's types are loaded, its `StateMachineInput`. */
export interface RiveStateMachineInput {
  readonly name: string;
  value: number | boolean;
  fire(): void;
}

/**
 * The Rive instance, typed by the members a page uses, so the element's typings need no Rive
 * runtime. Where its types are loaded (rive-runtime.ts augments this), it is @rive-app/canvas's `Rive`.
 */
export interface RivePlayer {
  readonly isPlaying: boolean;
  readonly isPaused: boolean;
  play(): void;
  pause(): void;
  stop(): void;
  stateMachineInputs(name: string): RiveStateMachineInput[] | undefined;
}
