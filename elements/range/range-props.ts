// <ib-range>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export interface RangeProps {
  /** Form field name. */
  name?: string;
  min?: number;
  max?: number;
  step?: number;
  /** The default value (what a form reset returns to); the `value` property is the current one. */
  value?: number;
  /** Visible label, also the slider's accessible name. */
  label?: string;
  /** `number` (default), `percent`, `currency:EUR`, `unit:kilometer`. */
  format?: string;
  disabled?: boolean;
  /** Accepted like on a native range; always satisfied, since a range always has a value. */
  required?: boolean;
}
