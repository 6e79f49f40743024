import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { FeaturedContent } from './FeaturedContent.tsx';
import type { FeaturedContentProps } from './featured-content-props.ts';
import styles from './featured-content.css?inline';

const Base = createIbElement<FeaturedContentProps>(FeaturedContent, {
  props: {
    pageSize: 'number',
    allLabel: 'string',
    moreLabel: 'string',
    filterLabel: 'string',
    countLabel: 'string',
  },
  styles,
});

/**
 * A grid of featured cards (`<article data-type>` children) with type filters and paging.
 *
 * @tag ib-featured-content
 * @summary Card grid with type filters (a radio group) and "Show more" paging that moves focus to the first new card.
 * @attr {number} page-size - Cards shown at first and added by each "Show more". Default 6.
 * @attr {string} all-label - Text of the first filter button. Default: the page language's `featuredContent.all`; English `All`.
 * @attr {string} more-label - Text of the paging button. Default: the page language's `featuredContent.more`; English `Show more`.
 * @attr {string} filter-label - Accessible name of the filter group. Default: the page language's `featuredContent.filter`; English `Filter by type`.
 * @attr {string} count-label - Status text, with `{shown}` and `{total}` filled in, written as the language writes numbers. Default: the page language's `featuredContent.count`; English `Showing {shown} of {total}`.
 * @fires ib-featured-content-filter - The visitor chose a filter. `detail: { type: string | null, total: number }` (`null` = All).
 * @slot - The cards: `<article data-type="…" data-type-label="…">`.
 * @csspart filters - The filter radio group.
 * @csspart filter - One filter (a `role="radio"` button).
 * @csspart grid - The card grid.
 * @csspart footer - The area under the grid.
 * @csspart status - The polite live status ("Showing 6 of 14").
 * @csspart more - The "Show more" button.
 * @cssprop --ib-featured-content-gap - Space between cards and sections.
 * @cssprop --ib-featured-content-card-min - Narrowest card before the grid drops a column. Default 16rem.
 * @cssprop --ib-featured-content-accent - Pressed filter background (falls back to --ib-color-primary).
 * @cssprop --ib-featured-content-on-accent - Pressed filter text colour.
 * @cssprop --ib-featured-content-border-color - Button borders.
 * @cssprop --ib-featured-content-radius - Button corner radius.
 * @cssprop --ib-featured-content-focus-ring-color - Focus ring colour.
 * @cssprop --ib-featured-content-muted-color - Status text colour.
 */
export class IbFeaturedContent extends Base {}

defineIbElement('ib-featured-content', IbFeaturedContent);

declare global {
  interface HTMLElementTagNameMap {
    'ib-featured-content': IbFeaturedContent;
  }
}
