// The English strings of the `form` block (see ../en.ts).

export const form = {
  /** The status line while the form is sent. */
  sending: 'Sending…',
  /** Shown once the server accepted the form, when the page gives no `success` slot. */
  success: 'Thank you. Your message was sent.',
  /** The status line after a failed submit. */
  error:
    'Your message could not be sent. Everything you typed is still in the form; please try again.',
  /** The status line when the server rejected some fields. */
  invalid: 'Some fields need correcting.',
  /** A required text field, text area or select left empty (a field's `data-error-value-missing` wins). */
  required: 'This field is required.',
  /** A required radio group with nothing chosen. */
  choose: 'Choose one of the options.',
  /** A required checkbox left unticked (a consent box, say). */
  agree: 'Tick this box to continue.',
  /** An email field holding something that is not an email address. */
  email: 'Enter an email address, like name@example.com.',
  /** A web address field holding something that is not a web address. */
  url: 'Enter a web address, like https://example.com.',
  /** A field whose text does not match its `pattern` (a field's `data-error-pattern-mismatch` says which format). */
  format: 'Use the format asked for.',
  /** A field shorter than its `minlength`: {count} is that minimum. */
  tooShort: { one: 'Use at least {count} character.', other: 'Use at least {count} characters.' },
  /** A number or date below its `min`: {min} is that minimum as the page wrote it. */
  min: 'Enter {min} or more.',
  /** A number or date above its `max`: {max} is that maximum as the page wrote it. */
  max: 'Enter {max} or less.',
  /** Any other value the field does not accept (a number that cannot be read, a step it does not fit). */
  check: 'Check this entry.',
};
