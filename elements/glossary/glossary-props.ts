// <ib-glossary>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-glossary-filter': { query: string; count: number };
    'ib-glossary-toggle': { id: string; term: string; open: boolean };
  }
}

/** <ib-glossary>'s attributes and properties (packages/element/prop-spec.ts). */
export const glossarySpec = {
  /**
   * Start with every definition expanded. Setting or removing it later opens or closes all
   * entries.
   */
  openAll: 'boolean',
  /**
   * Letters of the index, in order: by default the page language's (`glossary.alphabet`:
   * `ABCDEFGHIJKLMNOPQRSTUVWXYZ` in English, Cyrillic then A-Z in Russian and Ukrainian (with Ґ,
   * Є and І), Greek then A-Z in Greek, Arabic then A-Z in Arabic, Hebrew, Devanagari or Thai
   * letters then A-Z in Hebrew, Hindi and Thai, with Ł in Polish, Đ in Croatian and Vietnamese, Æ
   * and Ø after Z in Danish and Norwegian; letters with accents or other marks file under their
   * base letter (Å under A), so Slovak, Hungarian, Romanian, Catalan, Dutch, Swedish, Finnish and
   * Czech use A-Z). A Thai term that starts with a vowel written before its consonant (เว็บ)
   * files under that consonant (ว), as in a Thai dictionary. Terms starting with anything else
   * file under `#` (shown only when needed).
   */
  alphabet: 'string',
  /** Also match the query against definitions. Terms and `data-keywords` always match. */
  searchDefinitions: 'boolean',
  /** Visible label of the search field. */
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
   * The same where the page language's plural rules say "one" (`Intl.PluralRules` of the nearest
   * `lang`: 1 in English, 0 and 1 in French).
   * @catalog glossary.count.one
   */
  countOneLabel: 'string',
  /** Empty state; `{query}` is filled in as text, never as markup. */
  emptyLabel: 'string',
} satisfies PropSpec;

export interface GlossaryProps extends PropsOf<typeof glossarySpec> {}
