// The English strings of the `map` block (see ../en.ts).

export const map = {
  /** The map's accessible name when the SVG's own `aria-label`/`aria-labelledby` does not name it. */
  label: 'Map',
};
