// <ib-glossary>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-glossary-filter': { query: string; count: number };
    'ib-glossary-toggle': { id: string; term: string; open: boolean };
  }
}

export interface GlossaryProps {
  /** Start with every definition expanded; toggling the attribute later opens or closes all. */
  openAll?: boolean;
  /** Letters of the index, in order. Default: the page language's (A-Z in English). */
  alphabet?: string;
  /** Also match the query against definitions (terms and `data-keywords` always match). */
  searchDefinitions?: boolean;
  /** The attributes below win over the catalog's `glossary.*` texts. */
  searchLabel?: string;
  navLabel?: string;
  /** Accessible name of the `#` letter. */
  otherLabel?: string;
  /** Live count; `{count}` is filled in. */
  countLabel?: string;
  /** Live count where the language's plural rules say 'one'. */
  countOneLabel?: string;
  /** Empty state; `{query}` is filled in (as text). */
  emptyLabel?: string;
}
