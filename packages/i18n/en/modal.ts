// The English strings of the `modal` block (see ../en.ts).

export const modal = {
  /** The close button's accessible name. */
  close: 'Close',
};
