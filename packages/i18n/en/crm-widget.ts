// The English strings of the `crmWidget` block (see ../en.ts).

export const crmWidget = {
  /** The recipients group's legend and the list's accessible name. */
  recipients: 'Recipients',
  /** The phone field's label. */
  phone: 'Phone number',
  /** The hint under the phone field. */
  phoneHint: 'International format, for example +441234567890.',
  /** The error for a number not in international (E.164) format. */
  phoneError:
    'Enter the number in international format: a plus sign, the country code and the number, 7 to 15 digits (for example +441234567890).',
  /** The error for a number already in the list. */
  duplicate: 'This number is already in the list.',
  /** The button that adds the number to the list. */
  addRecipient: 'Add recipient',
  /** Shown while the list is empty. */
  empty: 'No recipients yet.',
  /** A recipient's delete button (screen readers hear the number after it). */
  delete: 'Delete',
  /** The message group's legend. */
  messageLegend: 'Message',
  /** The template chooser's label. */
  template: 'Template',
  /** The template chooser's empty first option. */
  templateNone: 'Choose a template',
  /** The message text area's label. */
  message: 'Message text',
  /** The button that inserts the next numbered placeholder ({{1}}, {{2}}…) into the text. */
  addPlaceholder: 'Add placeholder',
  /** The label of a recipient's field for one placeholder: {placeholder} is that placeholder ({{1}}). */
  placeholderValue: 'Value for {placeholder}',
  /** The error when a link is asked for with a placeholder value left empty. */
  placeholderMissing: 'Enter a value for every placeholder before creating the link.',
  /** A recipient's button that makes the share link (screen readers hear the number after it). */
  createUrl: 'Create URL',
  /** The button that copies a created link (screen readers hear the number after it). */
  copy: 'Copy',
  /** The notice after a link was copied. */
  copied: 'Link copied to the clipboard.',
  /** The notice when the browser refused to copy. */
  copyFailed: 'Could not copy. Select the link and copy it yourself.',
  /** The error when the site's URL template gives no usable link. */
  urlError: 'No link could be made from the URL template.',
};
