// <ib-pricing-table>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-pricing-table-filter': { query: string; count: number };
    'ib-pricing-table-toggle': { row: string; open: boolean };
  }
}

export interface PricingTableProps {
  /** Accessible name of the scrollable table region. Default: the table's caption, else the catalog's `pricingTable.label`. */
  label?: string;
  /** Leave out the row filter (short tables). */
  noFilter?: boolean;
  /** The attributes below win over the catalog's `pricingTable.*` texts. */
  filterLabel?: string;
  /** Live count while filtering; `{count}` and `{total}` are filled in. */
  countLabel?: string;
  /** Empty state; `{query}` is filled in (as text). */
  emptyLabel?: string;
  /** Label of the row select a long table shows on narrow containers. */
  chooseLabel?: string;
}
