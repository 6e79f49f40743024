// <ib-squircle>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_RADIUS, DEFAULT_SMOOTHING } from './squircle-path.ts';

/** <ib-squircle>'s attributes and properties (packages/element/prop-spec.ts). */
export const squircleSpec = {
  /** Corner radius in CSS pixels. Never more than half the shorter side. */
  radius: 'number',
  /** 0 = circular corners, 1 = the longest, smoothest transition into the sides. */
  smoothing: 'number',
} satisfies PropSpec;

export interface SquircleProps extends PropsOf<typeof squircleSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const squircleDefaults = {
  radius: DEFAULT_RADIUS,
  smoothing: DEFAULT_SMOOTHING,
} as const satisfies SquircleProps;
