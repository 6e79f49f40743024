// <ib-tooltip>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { TooltipPlacement } from './placements.ts';

export interface TooltipProps {
  /** Plain-text tooltip; a `slot="content"` child takes precedence. */
  content?: string;
  /** A Floating UI placement; `top` by default. */
  placement?: TooltipPlacement;
}
