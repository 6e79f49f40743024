// The English strings of the `glossary` block (see ../en.ts).

export const glossary = {
  /** The search field's label; `search-label`. */
  search: 'Search the glossary',
  /** The letters of the index in the language's order, when the template sets no `alphabet` (accents are ignored: É files under E); a language not written in Latin letters adds A-Z after its own, for terms such as API. */
  alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  /** The accessible name of the letter navigation; `nav-label`. */
  index: 'Glossary index',
  /** The accessible name of the `#` letter (terms that start with a digit or a symbol); `other-label`. */
  other: 'Other characters',
  /** The live count of matching terms; `count-label` and `count-one-label`. */
  count: { one: '{count} term', other: '{count} terms' },
  /** Shown and announced when no term matches: {query} is what was typed; `empty-label`. */
  empty: 'No terms match “{query}”.',
};
