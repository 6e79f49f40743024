// <ib-glossary>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-glossary-filter': { query: string; count: number };
    'ib-glossary-toggle': { id: string; term: string; open: boolean };
  }
}

/** <ib-glossary>'s attributes and properties: each entry's doc comment is the attribute's description. */
export const glossarySpec = {
  /** Start with every definition expanded. Setting or removing it later opens or closes all. */
  openAll: 'boolean',
  /**
   * Letters of the index, in order. Default: the page language's (`ABCDEFGHIJKLMNOPQRSTUVWXYZ` in
   * English; Cyrillic, then A-Z, in Russian; Arabic, then A-Z, in Arabic); other initials file
   * under `#`.
   */
  alphabet: 'string',
  /** Also match the query against definitions. Default: terms and `data-keywords` only. */
  searchDefinitions: 'boolean',
  /** Label of the search field. */
  searchLabel: 'string',
  /**
   * Accessible name of the letter navigation.
   * @catalog glossary.index
   */
  navLabel: 'string',
  /** Accessible name of the `#` letter. */
  otherLabel: 'string',
  /**
   * Live result count, `{count}` filled in; used for every count the language's plural rules do
   * not call "one" (and for those too without `count-one-label`); the catalog has a form per
   * plural category.
   */
  countLabel: 'string',
  /**
   * Live result count where the language's plural rules say "one" (one match in English).
   * @catalog glossary.count.one
   */
  countOneLabel: 'string',
  /** Empty state, `{query}` filled in. */
  emptyLabel: 'string',
} satisfies PropSpec;

export type GlossaryProps = PropsOf<typeof glossarySpec>;
