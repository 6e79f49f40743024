// <ib-scroll-link>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-scroll-link-navigate': { id: string; offset: number };
  }
}

/** <ib-scroll-link>'s attributes and properties: each entry's doc comment is the attribute's description. */
export const scrollLinkSpec = {
  /**
   * Distance in px between the viewport top and the target. Without it, the height of the sticky
   * header is measured at each click.
   */
  offset: 'number',
  /**
   * CSS selector of the sticky header to measure: each match that is, or sits in, a `position:
   * sticky` or `fixed` box counts; the tallest wins.
   * @default '[data-sticky-header], ib-navbar, header'
   */
  header: 'string',
} satisfies PropSpec;

export type ScrollLinkProps = PropsOf<typeof scrollLinkSpec>;
