import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Form } from './Form.tsx';
import { formSpec, type FormProps } from './form-props.ts';
import styles from './form.css?inline';

const Base = createIbElement<FormProps>(Form, {
  props: formSpec,
  styles,
});

/**
 * Enhances a child native `<form>`: inline validation, tracking fields and a fetch submit.
 *
 * @tag ib-form
 * @summary A native form with inline validation messages (`aria-describedby`), `utm_*` / `page_url` / `page_language` fields filled, and a fetch submit with success and error outcomes.
 * @fires ib-form-loaded - The form is enhanced (the form-loaded hook). `detail: { formName }`.
 * @fires ib-form-submitted - The server accepted the submission. `detail: { formName, status, data }`.
 * @fires ib-form-failed - The server rejected or the request failed. `detail: { formName, status?, errors }`.
 * @slot - The `<form>`.
 * @slot success - Shown (and focused) instead of the form once the server accepted it.
 * @slot error - Shown under the form after a failed submit (e.g. other ways to reach you).
 * @csspart form - Wrapper of the form slot (hidden after success).
 * @csspart status - The polite live status line (sending, failed, fields to correct).
 * @csspart error - Wrapper of the error slot.
 * @csspart success - Wrapper of the success slot (focusable by script).
 * @cssprop --ib-form-gap - Space above the status and outcome.
 * @cssprop --ib-form-error-color - Error text and invalid field borders (falls back to --ib-color-error).
 * @cssprop --ib-form-success-color - Success text (falls back to --ib-color-success).
 * @cssprop --ib-form-error-gap - Space above an inline field message.
 * @cssprop --ib-form-error-font-size - Size of an inline field message. Default 0.875em.
 * @cssprop --ib-form-focus-ring-color - Focus ring of the success message.
 * @cssprop --ib-form-field-max-width - Widest a text field, text area or select grows by default. Default 32rem.
 * @cssprop --ib-form-field-border-color - Default field border (falls back to --ib-color-border-strong).
 * @cssprop --ib-form-field-radius - Default field and fieldset corner radius (falls back to --ib-radius-md).
 * @cssprop --ib-form-field-background - Default field background (falls back to --ib-color-background).
 */
export class IbForm extends Base {}

defineIbElement('ib-form', IbForm);

declare global {
  interface HTMLElementTagNameMap {
    'ib-form': IbForm;
  }
}
