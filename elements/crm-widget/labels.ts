import type { crmWidget } from '../../packages/i18n/en.ts';

// Every text a visitor reads or hears: the catalog's (`crmWidget` in packages/i18n/en.ts, in the
// page language) unless the attribute of the same name (kebab-case) sets it.
/** Each label prop and the catalog key it overrides. */
export const LABEL_KEYS = {
  recipientsLabel: 'recipients',
  phoneLabel: 'phone',
  phoneHint: 'phoneHint',
  phoneErrorLabel: 'phoneError',
  duplicateLabel: 'duplicate',
  addRecipientLabel: 'addRecipient',
  emptyLabel: 'empty',
  deleteLabel: 'delete',
  messageLegend: 'messageLegend',
  templateLabel: 'template',
  templateNoneLabel: 'templateNone',
  messageLabel: 'message',
  addPlaceholderLabel: 'addPlaceholder',
  placeholderValueLabel: 'placeholderValue',
  placeholderMissingLabel: 'placeholderMissing',
  createUrlLabel: 'createUrl',
  copyLabel: 'copy',
  copiedLabel: 'copied',
  copyFailedLabel: 'copyFailed',
  urlErrorLabel: 'urlError',
} as const satisfies Record<string, keyof typeof crmWidget>;

export type LabelName = keyof typeof LABEL_KEYS;
export type CrmLabels = Record<LabelName, string>;
export const LABEL_NAMES = Object.keys(LABEL_KEYS) as LabelName[];
