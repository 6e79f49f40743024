import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import type { PropKind } from '../../packages/element/index.ts';
import { CrmWidget } from './CrmWidget.tsx';
import type { CrmWidgetProps } from './crm-widget-props.ts';
import hiddenStyles from '../../packages/ui/visually-hidden.css?inline';
import styles from './crm-widget.css?inline';
import { LABEL_NAMES } from './labels.ts';

const props = Object.fromEntries([
  ['urlTemplate', 'string'],
  ['storageKey', 'string'],
  ...LABEL_NAMES.map((name) => [name, 'string']),
]) as { [K in keyof CrmWidgetProps]: PropKind };

const Base = createIbElement<CrmWidgetProps>(CrmWidget, { props, styles: hiddenStyles + styles });

/**
 * A message-template builder for sales conversations.
 *
 * @tag ib-crm-widget
 * @summary Recipients (E.164-validated), a template chooser, 'Add placeholder' with per-recipient placeholder values, per-recipient 'Create URL' and 'Copy', saved in localStorage.
 * @attr {string} url-template - Share URL with `{phone}` (digits, no "+"), `{e164}` and `{text}`, each value percent-encoded. Default `https://wa.me/{phone}?text={text}`.
 * @attr {string} storage-key - Suffix of the localStorage key (`ib-crm-widget:{storage-key}`) for several widgets on one site.
 * @attr {string} recipients-label - Default: the page language's `crmWidget.recipients`; English `Recipients`.
 * @attr {string} phone-label - Default: the page language's `crmWidget.phone`; English `Phone number`.
 * @attr {string} phone-hint - Default: the page language's `crmWidget.phoneHint`; English `International format, for example +441234567890.`
 * @attr {string} phone-error-label - Inline error for a number that is not E.164. Default: the page language's `crmWidget.phoneError`; English `Enter the number in international format: a plus sign, the country code and the number, 7 to 15 digits (for example +441234567890).`
 * @attr {string} duplicate-label - Inline error for a number already in the list. Default: the page language's `crmWidget.duplicate`; English `This number is already in the list.`
 * @attr {string} add-recipient-label - Default: the page language's `crmWidget.addRecipient`; English `Add recipient`.
 * @attr {string} empty-label - Default: the page language's `crmWidget.empty`; English `No recipients yet.`
 * @attr {string} delete-label - Default: the page language's `crmWidget.delete`; English `Delete`.
 * @attr {string} message-legend - Default: the page language's `crmWidget.messageLegend`; English `Message`.
 * @attr {string} template-label - Default: the page language's `crmWidget.template`; English `Template`.
 * @attr {string} template-none-label - Default: the page language's `crmWidget.templateNone`; English `Choose a template`.
 * @attr {string} message-label - Default: the page language's `crmWidget.message`; English `Message text`.
 * @attr {string} add-placeholder-label - Default: the page language's `crmWidget.addPlaceholder`; English `Add placeholder`.
 * @attr {string} placeholder-value-label - Label of a recipient's field for one placeholder; `{placeholder}` is replaced by it (`{{1}}`). Default: the page language's `crmWidget.placeholderValue`; English `Value for {placeholder}`.
 * @attr {string} placeholder-missing-label - Shown and announced when 'Create URL' is refused for an empty placeholder value. Default: the page language's `crmWidget.placeholderMissing`; English `Enter a value for every placeholder before creating the link.`
 * @attr {string} create-url-label - Default: the page language's `crmWidget.createUrl`; English `Create URL`.
 * @attr {string} copy-label - Default: the page language's `crmWidget.copy`; English `Copy`.
 * @attr {string} copied-label - Notice after copying. Default: the page language's `crmWidget.copied`; English `Link copied to the clipboard.`
 * @attr {string} copy-failed-label - Notice when the clipboard refused. Default: the page language's `crmWidget.copyFailed`; English `Could not copy. Select the link and copy it yourself.`
 * @attr {string} url-error-label - Shown when the url-template gives no safe link. Default: the page language's `crmWidget.urlError`; English `No link could be made from the URL template.`
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
