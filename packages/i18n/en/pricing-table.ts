// The English strings of the `pricingTable` block (see ../en.ts).

export const pricingTable = {
  /** The scrolling table region's accessible name when the table has no `<caption>`. */
  label: 'Prices',
  /** The filter field's label (the rows are usually countries). */
  filter: 'Find a country',
  /** The live count while filtering: {count} rows match, of {total}. */
  count: { one: '{count} of {total} shown', other: '{count} of {total} shown' },
  /** Shown and announced when no row matches: {query} is what was typed. */
  empty: 'Nothing matches “{query}”.',
  /** The label of the select that picks the one row a long table shows on a phone. */
  choose: 'Choose a country',
};
