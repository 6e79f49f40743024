// The English strings of the `toc` block (see ../en.ts).

export const toc = {
  /** The accessible name of the navigation landmark that holds the list of headings. */
  label: 'Table of contents',
};
