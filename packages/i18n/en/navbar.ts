// The English strings of the `navbar` block (see ../en.ts).

export const navbar = {
  /** The mobile menu's toggle while the menu is open: its accessible name, and its text when the template's toggle shows words. */
  close: 'Close',
};
