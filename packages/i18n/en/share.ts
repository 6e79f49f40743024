// The English strings of the `share` block (see ../en.ts).

export const share = {
  /** The accessible name of a share link that opens a popup: {name} is the link's own name (LinkedIn, Share on X); the label attribute replaces the words after it. */
  newWindow: '{name} (opens in a new window)',
};
