import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { FeaturedContent } from './FeaturedContent.tsx';
import { featuredContentSpec, type FeaturedContentProps } from './featured-content-props.ts';
import styles from './featured-content.css?inline';

const Base = createIbElement<FeaturedContentProps>(FeaturedContent, {
  props: featuredContentSpec,
  styles,
});

/**
 * A grid of featured cards (`<article data-type>` children) with type filters and paging.
 *
 * @tag ib-featured-content
 * @summary Card grid with type filters (a radio group) and "Show more" paging that moves focus to the first new card.
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
