import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { PricingTable } from './PricingTable.tsx';
import { pricingTableSpec, type PricingTableProps } from './pricing-table-props.ts';
import { searchFieldStyles } from '../../packages/ui/search-field.tsx';
import styles from './pricing-table.css?inline';

const Base = createIbElement<PricingTableProps>(PricingTable, {
  props: pricingTableSpec,
  styles: searchFieldStyles + styles,
});

/**
 * A channel price table: the child `<table>` gets a sticky header and first column inside a
 * keyboard-scrollable region with edge shadows, a filter over the row headers, disclosure buttons
 * for rows followed by a `<tr data-details>`, and stacked cards under 40rem that stay a table for
 * screen readers (a long table shows there the one row chosen from a select). Without script the
 * table shows as written.
 *
 * @tag ib-pricing-table
 * @summary Price table with sticky header and first column, scroll shadows, row filter and detail rows.
 * @fires ib-pricing-table-filter - A filter ran (after the debounce). `detail: { query: string, count: number }`.
 * @fires ib-pricing-table-toggle - The visitor opened or closed a row's details. `detail: { row: string, open: boolean }`.
 * @slot - The `<table>` (a `<thead>` row of column headers, body rows led by a `<th scope="row">`, optional `<tr data-details>` after a row).
 * @csspart filter - The filter row.
 * @csspart filter-label - The filter field's label.
 * @csspart input - The filter field.
 * @csspart count - The polite live count.
 * @csspart choose - The row select's wrapper, shown instead of the filter on a narrow container when there are more than five rows.
 * @csspart choose-label - The row select's label.
 * @csspart select - The row select (a native `<select>`): the row it names is the one shown.
 * @csspart frame - The box around the scrolling region and its shadows.
 * @csspart scroller - The scrolling region (`role="region"`, focusable when it scrolls).
 * @csspart shadow-start - The shadow shown while columns are hidden at the start edge.
 * @csspart shadow-end - The shadow shown while columns are hidden at the end edge.
 * @csspart empty - The empty state shown when no row matches.
 * @cssprop --ib-pricing-table-max-height - Greatest height of the scrolling region; the header sticks inside it once it scrolls. Default none: every row shows.
 * @cssprop --ib-pricing-table-background - Cell background, also behind the sticky cells (falls back to --ib-color-background).
 * @cssprop --ib-pricing-table-header-background - Header row background.
 * @cssprop --ib-pricing-table-border-color - Row rules, field and card borders.
 * @cssprop --ib-pricing-table-cell-padding - Cell padding.
 * @cssprop --ib-pricing-table-shadow-color - Colour of the edge shadows.
 * @cssprop --ib-pricing-table-muted-color - Count and empty state.
 * @cssprop --ib-pricing-table-focus-ring-color - Focus rings.
 * @cssprop --ib-pricing-table-radius - Field and card corner radius.
 * @cssprop --ib-pricing-table-gap - Space between the filter, the table and the empty state.
 * @cssprop --ib-pricing-table-card-gap - Space between stacked cards.
 */
export class IbPricingTable extends Base {}

defineIbElement('ib-pricing-table', IbPricingTable);

declare global {
  interface HTMLElementTagNameMap {
    'ib-pricing-table': IbPricingTable;
  }
}
