// <ib-range>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_FORMAT } from './format.ts';
import { DEFAULT_MAX, DEFAULT_MIN, DEFAULT_STEP } from './range-values.ts';

/** <ib-range>'s attributes and properties (packages/element/prop-spec.ts). */
export const rangeSpec = {
  /** Form field name; the value is submitted under it. */
  name: 'string',
  /** Lowest value. */
  min: 'number',
  /** Highest value; a max below min is raised to min. */
  max: 'number',
  /** Value grid, counted from `min`. `0`, negative or non-numeric → 1. */
  step: 'number',
  /** The **default** value (what a form reset returns to), as on a native input. */
  value: 'number',
  /** Visible label and the slider's accessible name. Required (reported when missing). */
  label: 'string',
  /**
   * `number`, `percent` (the value is a percentage: `40` reads "40%"), `currency:EUR` (any ISO
   * 4217 code), `unit:kilometer` (any Intl unit).
   */
  format: 'string',
  /** Not operable and not submitted. A `<fieldset disabled>` around it does the same. */
  disabled: 'boolean',
  /** Accepted; always satisfied (a range always has a value), as on a native range. */
  required: 'boolean',
} satisfies PropSpec;

export interface RangeProps extends PropsOf<typeof rangeSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const rangeDefaults = {
  min: DEFAULT_MIN,
  max: DEFAULT_MAX,
  step: DEFAULT_STEP,
  format: DEFAULT_FORMAT,
} as const satisfies RangeProps;
