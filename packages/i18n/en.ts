// Every visitor-facing English string of the blocks, one export per block (its namespace in the
// catalogs). A block imports only its own, so its file carries only its strings. Each locale file
// in locales/ translates exactly these keys (typed by types.ts, checked by test/node/translations.test.mjs);
// docs/translations.md is generated from this file (`npm run generate`).
// A counted text has one template per plural category: English needs `one` and `other`.

export const modal = {
  /** The close button's accessible name. */
  close: 'Close',
};
