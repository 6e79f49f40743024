// <ib-form>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import { DEFAULT_ENCODING, type FormEncoding } from './form-request.ts';
import type { FieldErrors } from './submit-result.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-form-loaded': { formName: string };
    'ib-form-submitted': { formName: string; status: number; data: unknown };
    'ib-form-failed': { formName: string; status?: number; errors: FieldErrors };
  }
}

/** <ib-form>'s attributes and properties (packages/element/prop-spec.ts). */
export const formSpec = {
  /**
   * `json`: the fields as a JSON object (`Content-Type: application/json`). `form`: urlencoded,
   * or multipart when the form has `enctype="multipart/form-data"`.
   */
  encoding: 'string' as Typed<FormEncoding | string>,
  /** Status while the request runs. */
  sendingLabel: 'string',
  /** Shown when the server accepted and no `success` slot is given. */
  successLabel: 'string',
  /** Status after a failed submit. */
  errorLabel: 'string',
  /** Status when the server rejected fields (422). */
  invalidLabel: 'string',
} satisfies PropSpec;

export interface FormProps extends PropsOf<typeof formSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const formDefaults = { encoding: DEFAULT_ENCODING } as const satisfies FormProps;
