// <ib-parallax>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export interface ParallaxProps {
  /** Multiplier of the travel; negative runs ahead of the scroll. Default 1. Not a number: still, reported. */
  speed?: number;
  /** Shift sideways instead of up and down. */
  horizontal?: boolean;
}
