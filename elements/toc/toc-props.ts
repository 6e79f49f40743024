// <ib-toc>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_HEADER_SELECTOR } from '../../packages/core/sticky-header.ts';

/** <ib-toc>'s attributes and properties (packages/element/prop-spec.ts). */
export const tocSpec = {
  /** Id of the article content. Default: the page's first `<article>`. */
  for: 'string',
  /**
   * Accessible name of the navigation landmark.
   * @catalog toc.label
   */
  label: 'string',
  /**
   * Selector of the sticky header to measure (each match that is, or sits in, a sticky or fixed
   * box counts; the tallest wins).
   */
  header: 'string',
  /** Header height in px, instead of measuring the header. Default: measured. */
  offset: 'number',
} satisfies PropSpec;

export interface TocProps extends PropsOf<typeof tocSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const tocDefaults = { header: DEFAULT_HEADER_SELECTOR } as const satisfies TocProps;
