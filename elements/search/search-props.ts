// <ib-search>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';
import { PAGE_SIZE, SEARCH_PATH } from './constants.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    /** A page of results arrived: `total` is the number of pages, `count` the results on this page. */
    'ib-search-results': { query: string; page: number; total: number; count: number };
  }
}

/** <ib-search>'s attributes and properties (packages/element/prop-spec.ts). */
export const searchSpec = {
  /** Search endpoint; `{restBase}` is the page data `restBase` (`/wp-json/` when unset). */
  endpoint: 'string',
  /**
   * JSON `[{"value","label"}]`: the generic content-type checkboxes (none without it). A type the
   * URL asks for that is not listed gets a box too.
   */
  types: 'json' as Typed<unknown, 'json'>,
  /** Results per request (`per_page`). */
  perPage: 'number',
  /**
   * The field's label.
   * @catalog search.label
   */
  label: 'string',
  /**
   * Field placeholder.
   * @catalog search.placeholder
   */
  placeholder: 'string',
  /**
   * Legend of the checkboxes.
   * @catalog search.contentType
   */
  filtersLabel: 'string',
  /** 'all' checkbox. */
  allLabel: 'string',
  /** 'resources' checkbox. */
  resourcesLabel: 'string',
  /** Accessible name of the list. */
  resultsLabel: 'string',
  /** Announced while a request runs. */
  loadingLabel: 'string',
  /** Empty state, `{query}` placeholder. */
  emptyLabel: 'string',
  /**
   * Announced count, `{count}` placeholder; set, it serves every count `count-one-label` does
   * not; the catalog has a form per plural category.
   * @catalog search.resultCount
   */
  countLabel: 'string',
  /**
   * Announced count where the language's plural rules say 'one'.
   * @catalog search.resultCount.one
   */
  countOneLabel: 'string',
  /** The 'Load more' button. */
  loadMoreLabel: 'string',
  /** Shown and announced for a 1-2 character query, which runs no search. */
  hintLabel: 'string',
  /** Shown and announced when a request fails. */
  errorLabel: 'string',
} satisfies PropSpec;

export interface SearchResultsProps extends PropsOf<typeof searchSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const searchDefaults = {
  endpoint: `{restBase}${SEARCH_PATH}`,
  perPage: PAGE_SIZE,
} as const satisfies SearchResultsProps;
