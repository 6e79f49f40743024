// <ib-form>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { FormEncoding } from './form-request.ts';
import type { FieldErrors } from './submit-result.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-form-loaded': { formName: string };
    'ib-form-submitted': { formName: string; status: number; data: unknown };
    'ib-form-failed': { formName: string; status?: number; errors: FieldErrors };
  }
}

export interface FormProps {
  /** `json` sends the fields as a JSON object; anything else as the form itself would. */
  encoding?: FormEncoding | string;
  /** The labels below win over the catalog's (`form` in packages/i18n/en.ts) when set. */
  sendingLabel?: string;
  successLabel?: string;
  errorLabel?: string;
  invalidLabel?: string;
}
