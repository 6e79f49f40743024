// <ib-squircle>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export interface SquircleProps {
  /** Corner radius in CSS pixels (default 24). */
  radius?: number;
  /** 0 (circular corners) to 1 (smoothest); default 0.6. */
  smoothing?: number;
}
