// <ib-featured-content>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-featured-content-filter': { type: string | null; total: number };
  }
}

export interface FeaturedContentProps {
  /** Cards shown at first and added by each "Show more". Default 6. */
  pageSize?: number;
  /** The labels below win over the catalog's `featuredContent.*` texts. */
  allLabel?: string;
  moreLabel?: string;
  /** Accessible name of the filter button group. */
  filterLabel?: string;
  /** Status text; `{shown}` and `{total}` are filled in. */
  countLabel?: string;
}
