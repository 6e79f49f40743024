// The English strings of the `glossary` block (see ../en.ts).

export const glossary = {
  /** The search field's label. */
  search: 'Search the glossary',
  /** The letters of the index in the language's order (accents are ignored: É files under E); a language not written in Latin letters adds A-Z after its own, for terms such as API. */
  alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  /** The accessible name of the letter navigation. */
  index: 'Glossary index',
  /** The accessible name of the `#` letter (terms that start with a digit or a symbol). */
  other: 'Other characters',
  /** The live count of matching terms. */
  count: { one: '{count} term', other: '{count} terms' },
  /** Shown and announced when no term matches: {query} is what was typed. */
  empty: 'No terms match “{query}”.',
};
