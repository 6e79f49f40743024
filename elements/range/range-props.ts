// <ib-range>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

/** <ib-range>'s attributes and properties: each entry's doc comment is the attribute's description. */
export const rangeSpec = {
  /** Form field name; the value is submitted under it. */
  name: 'string',
  /**
   * Lowest value.
   * @default 0
   */
  min: 'number',
  /**
   * Highest value (raised to `min` if lower).
   * @default 100
   */
  max: 'number',
  /**
   * Step between values, or `any`.
   * @default 1
   */
  step: 'number',
  /** Default value. Without it: halfway between min and max. */
  value: 'number',
  /** Visible label and accessible name. */
  label: 'string',
  /**
   * `number`, `percent`, `currency:EUR` (any ISO code), `unit:kilometer`.
   * @default 'number'
   */
  format: 'string',
  /** Disables the input; it is then not submitted. */
  disabled: 'boolean',
  /** Accepted; always satisfied (a range always has a value). */
  required: 'boolean',
} satisfies PropSpec;

export type RangeProps = PropsOf<typeof rangeSpec>;
