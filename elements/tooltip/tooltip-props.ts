// <ib-tooltip>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import { DEFAULT_PLACEMENT, type TooltipPlacement } from './placements.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';

/** <ib-tooltip>'s attributes and properties (packages/element/prop-spec.ts). */
export const tooltipSpec = {
  /**
   * Tooltip text, used as plain text (never as HTML). A `slot="content"` child takes precedence.
   */
  content: 'string',
  /**
   * Floating UI placement: the side of the trigger, then the alignment along it (`-start`,
   * `-end`). It flips to the opposite side and shifts along the edge to stay in view. An unknown
   * value is reported once and `top` is used.
   */
  placement: 'string' as Typed<TooltipPlacement>,
} satisfies PropSpec;

export interface TooltipProps extends PropsOf<typeof tooltipSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const tooltipDefaults = { placement: DEFAULT_PLACEMENT } as const satisfies TooltipProps;
