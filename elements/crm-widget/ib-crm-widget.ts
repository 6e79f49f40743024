import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { CrmWidget } from './CrmWidget.tsx';
import { crmWidgetSpec, type CrmWidgetProps } from './crm-widget-props.ts';
import hiddenStyles from '../../packages/ui/visually-hidden.css?inline';
import styles from './crm-widget.css?inline';

const Base = createIbElement<CrmWidgetProps>(CrmWidget, {
  props: crmWidgetSpec,
  styles: hiddenStyles + styles,
});

/**
 * A message-template builder for sales conversations.
 *
 * @tag ib-crm-widget
 * @summary Recipients (E.164-validated), a template chooser, 'Add placeholder' with per-recipient placeholder values, per-recipient 'Create URL' and 'Copy', saved in localStorage.
 * @fires ib-crm-widget-url - A share URL was created. `detail: { phone, url }`.
 * @fires ib-crm-widget-copy - A share URL was copied (or the clipboard refused). `detail: { phone, url, ok }`.
 * @slot - Not rendered: a `<script type="application/json">` child holds the templates `[{ id, name, text }]`; any other child is the no-script fallback, hidden once the widget runs.
 * @csspart widget - The whole tool.
 * @csspart recipients - The recipients group (fieldset).
 * @csspart add-form - The add-recipient form.
 * @csspart phone-input - The phone field.
 * @csspart add-recipient - The 'Add recipient' button.
 * @csspart hint - The phone format hint.
 * @csspart phone-error - The inline phone error.
 * @csspart empty - The empty-list message.
 * @csspart recipient-list - The list of recipients.
 * @csspart recipient - One recipient row.
 * @csspart phone - The number in a row.
 * @csspart values - A row's placeholder fields (shown while the text has placeholders).
 * @csspart value-input - The field for one placeholder's value in a row.
 * @csspart value-error - The row's message when 'Create URL' was refused for an empty value (role="alert").
 * @csspart create-url - The 'Create URL' button of a row.
 * @csspart delete - The 'Delete' button of a row.
 * @csspart url - The created link.
 * @csspart copy - The 'Copy' button of a created link.
 * @csspart url-error - The error shown when no link can be made.
 * @csspart message - The message group (fieldset).
 * @csspart template - The template chooser.
 * @csspart text - The message text area.
 * @csspart add-placeholder - The 'Add placeholder' button.
 * @csspart notice - The polite live notice (cleared after 1 s).
 * @cssprop --ib-crm-widget-gap - Space between and inside the groups.
 * @cssprop --ib-crm-widget-border-color - Group and field borders.
 * @cssprop --ib-crm-widget-radius - Corner radius.
 * @cssprop --ib-crm-widget-surface - Recipient row background.
 * @cssprop --ib-crm-widget-accent - Primary button background (falls back to --ib-color-primary).
 * @cssprop --ib-crm-widget-on-accent - Primary button text.
 * @cssprop --ib-crm-widget-error-color - Errors.
 * @cssprop --ib-crm-widget-muted-color - Hint and empty text.
 * @cssprop --ib-crm-widget-link-color - Created links.
 * @cssprop --ib-crm-widget-field-background - Field background.
 * @cssprop --ib-crm-widget-focus-ring-color - Focus rings.
 */
export class IbCrmWidget extends Base {}

defineIbElement('ib-crm-widget', IbCrmWidget);

declare global {
  interface HTMLElementTagNameMap {
    'ib-crm-widget': IbCrmWidget;
  }
}
