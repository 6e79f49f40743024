// <ib-featured-content>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_PAGE_SIZE } from './featured-filter.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-featured-content-filter': { type: string | null; total: number };
  }
}

/** <ib-featured-content>'s attributes and properties (packages/element/prop-spec.ts). */
export const featuredContentSpec = {
  /**
   * Cards shown at first, and added by each "Show more". Invalid values are reported once and
   * read as 6.
   */
  pageSize: 'number',
  /** Text of the first filter button. */
  allLabel: 'string',
  /** Text of the paging button. */
  moreLabel: 'string',
  /** Accessible name of the filter group. */
  filterLabel: 'string',
  /**
   * Status text; `{shown}` and `{total}` are filled in (as text), written as the language writes
   * numbers.
   */
  countLabel: 'string',
} satisfies PropSpec;

export interface FeaturedContentProps extends PropsOf<typeof featuredContentSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const featuredContentDefaults = {
  pageSize: DEFAULT_PAGE_SIZE,
} as const satisfies FeaturedContentProps;
