// Every text a visitor reads or hears, overridable by an attribute of the same name (kebab-case).
export const DEFAULT_LABELS = {
  recipientsLabel: 'Recipients',
  phoneLabel: 'Phone number',
  phoneHint: 'International format, for example +441234567890.',
  phoneErrorLabel: 'Enter the number in international format: a plus sign, the country code and the number, 7 to 15 digits (for example +441234567890).',
  duplicateLabel: 'This number is already in the list.',
  addRecipientLabel: 'Add recipient',
  emptyLabel: 'No recipients yet.',
  deleteLabel: 'Delete',
  messageLegend: 'Message',
  templateLabel: 'Template',
  templateNoneLabel: 'Choose a template',
  messageLabel: 'Message text',
  addPlaceholderLabel: 'Add placeholder',
  placeholderValueLabel: 'Value for {placeholder}',
  placeholderMissingLabel: 'Enter a value for every placeholder before creating the link.',
  createUrlLabel: 'Create URL',
  copyLabel: 'Copy',
  copiedLabel: 'Link copied to the clipboard.',
  copyFailedLabel: 'Could not copy. Select the link and copy it yourself.',
  urlErrorLabel: 'No link could be made from the URL template.',
};

export type CrmLabels = typeof DEFAULT_LABELS;
export type LabelName = keyof CrmLabels;
export const LABEL_NAMES = Object.keys(DEFAULT_LABELS) as LabelName[];
