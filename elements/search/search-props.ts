// <ib-search>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    /** A page of results arrived: `total` is the number of pages, `count` the results on this page. */
    'ib-search-results': { query: string; page: number; total: number; count: number };
  }
}

export interface SearchResultsProps {
  /** Search endpoint; defaults to `{restBase}infobip2024/v1/search`. */
  endpoint?: string;
  /** Generic content-type checkboxes: `[{ value, label }]`. */
  types?: unknown;
  /** Results per request (`per_page`), 20 by default. */
  perPage?: number;
  /** The texts below win over the catalog's `search.*` ones. */
  label?: string;
  placeholder?: string;
  filtersLabel?: string;
  allLabel?: string;
  resourcesLabel?: string;
  resultsLabel?: string;
  loadingLabel?: string;
  emptyLabel?: string;
  countLabel?: string;
  countOneLabel?: string;
  loadMoreLabel?: string;
  hintLabel?: string;
  errorLabel?: string;
}
