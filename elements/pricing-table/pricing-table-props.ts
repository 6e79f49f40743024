// <ib-pricing-table>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-pricing-table-filter': { query: string; count: number };
    'ib-pricing-table-toggle': { row: string; open: boolean };
  }
}

/** <ib-pricing-table>'s attributes and properties (packages/element/prop-spec.ts). */
export const pricingTableSpec = {
  /**
   * Accessible name of the scrollable region. Default: the table's `<caption>`, else the page
   * language's `pricingTable.label`; English `Prices`.
   */
  label: 'string',
  /** Leave out the row filter (short tables). */
  noFilter: 'boolean',
  /** Visible label of the filter field. */
  filterLabel: 'string',
  /**
   * Live count while filtering; `{count}` and `{total}` filled in, written as the language writes
   * numbers; the catalog has a form per plural category of `{count}`.
   */
  countLabel: 'string',
  /** Empty state; `{query}` filled in as text. */
  emptyLabel: 'string',
  /** Label of the select that picks the row shown on a narrow container (more than five rows). */
  chooseLabel: 'string',
} satisfies PropSpec;

export interface PricingTableProps extends PropsOf<typeof pricingTableSpec> {}
