// <ib-squircle>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

/** <ib-squircle>'s attributes and properties (packages/element/prop-spec.ts). */
export const squircleSpec = {
  /**
   * Corner radius in CSS pixels. Never more than half the shorter side.
   * @default 24
   */
  radius: 'number',
  /**
   * 0 = circular corners, 1 = the longest, smoothest transition into the sides.
   * @default 0.6
   */
  smoothing: 'number',
} satisfies PropSpec;

export interface SquircleProps extends PropsOf<typeof squircleSpec> {}
