// The English strings of the `codeBlock` block (see ../en.ts).

export const codeBlock = {
  /** The accessible name of the programming-language tab list. */
  language: 'Language',
  /** The accessible name of the channel tab list (SMS, WhatsApp…). */
  channel: 'Channel',
  /** The copy button. */
  copy: 'Copy code',
  /** The notice after the code was copied. */
  copied: 'Copied to clipboard',
  /** The notice when the browser refused to copy. */
  copyFailed: 'Copy failed',
  /** The name of the code area when there are no tabs: {title} is the sample's title (Node.js, cURL). */
  code: '{title} code',
};
