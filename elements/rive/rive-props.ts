// <ib-rive>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { RiveFit } from './rive-options.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-rive-load': { artboard: string | undefined };
    'ib-rive-error': { message: string };
  }
}

export interface RiveProps {
  /** URL of the `.riv` file. */
  src?: string;
  /** Artboard name; the file's default artboard when absent. */
  artboard?: string;
  /** State machine to run: it runs while the element is on screen, `autoplay` or not. */
  stateMachine?: string;
  /** How the artboard fits the canvas (Rive's Fit): contain (default), cover, fill, fitWidth, fitHeight, none, scaleDown, layout. */
  fit?: RiveFit;
  /** Play a timeline animation once loaded (and on screen). A state machine runs without it. */
  autoplay?: boolean;
  /** URL of rive.wasm; default: the copy shipped with this package. */
  wasmUrl?: string;
  /** Accessible name of the animation; without it the canvas is hidden from assistive technology. */
  label?: string;
  /** Boolean state machine input that receives the reduced-motion preference. */
  reducedMotionInput?: string;
}

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
