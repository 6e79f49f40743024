// The English strings of the `map` block (see ../en.ts).

export const map = {
  /** The map's accessible name when neither `label` nor the SVG's own `aria-label`/`aria-labelledby` names it; `label`. */
  label: 'Map',
};
