// <ib-scroll-link>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_HEADER_SELECTOR } from '../../packages/core/sticky-header.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-scroll-link-navigate': { id: string; offset: number };
  }
}

/** <ib-scroll-link>'s attributes and properties (packages/element/prop-spec.ts). */
export const scrollLinkSpec = {
  /**
   * Distance in px between the viewport top and the target. Without it the sticky header is
   * measured at each click. A value that is not a number is reported once and ignored.
   */
  offset: 'number',
  /**
   * CSS selector of the sticky header to measure. Each match that is, or sits inside, a
   * `position: sticky` or `position: fixed` box counts; the one covering most of the viewport top
   * wins. An invalid selector is reported once (no offset).
   */
  header: 'string',
} satisfies PropSpec;

export interface ScrollLinkProps extends PropsOf<typeof scrollLinkSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const scrollLinkDefaults = {
  header: DEFAULT_HEADER_SELECTOR,
} as const satisfies ScrollLinkProps;
