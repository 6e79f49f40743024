// The tooltip's placements: Floating UI's names (tooltip-position.ts checks that they are), and
// the one list the `placement` prop's type is made from (tooltip-props.ts).

export const PLACEMENTS = [
  'top',
  'top-start',
  'top-end',
  'right',
  'right-start',
  'right-end',
  'bottom',
  'bottom-start',
  'bottom-end',
  'left',
  'left-start',
  'left-end',
] as const;

export type TooltipPlacement = (typeof PLACEMENTS)[number];

/** Used when `placement` is absent or unknown (tooltip-props.ts names it the default). */
export const DEFAULT_PLACEMENT: TooltipPlacement = 'top';

export const isPlacement = (value: string): value is TooltipPlacement =>
  (PLACEMENTS as readonly string[]).includes(value);
