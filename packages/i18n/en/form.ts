// The English strings of the `form` block (see ../en.ts).

export const form = {
  /** The status line while the form is sent; `sending-label`. */
  sending: 'Sending…',
  /** Shown once the server accepted the form, when the page gives no `success` slot; `success-label`. */
  success: 'Thank you. Your message was sent.',
  /** The status line after a failed submit; `error-label`. */
  error: 'Your message could not be sent. Everything you typed is still in the form; please try again.',
  /** The status line when the server rejected some fields; `invalid-label`. */
  invalid: 'Some fields need correcting.',
};
