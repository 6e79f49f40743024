// <ib-parallax>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_SPEED } from './parallax-math.ts';

/** <ib-parallax>'s attributes and properties (packages/element/prop-spec.ts). */
export const parallaxSpec = {
  /**
   * Travel multiplier. Negative runs ahead of the scroll; `0` keeps it still. Anything that is
   * not a number reports `Error('Invalid parallax speed')` once and leaves this element still
   * (others keep working).
   */
  speed: 'number',
  /** Shift sideways instead of up and down. */
  horizontal: 'boolean',
} satisfies PropSpec;

export interface ParallaxProps extends PropsOf<typeof parallaxSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const parallaxDefaults = { speed: DEFAULT_SPEED } as const satisfies ParallaxProps;
