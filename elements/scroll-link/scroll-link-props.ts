// <ib-scroll-link>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-scroll-link-navigate': { id: string; offset: number };
  }
}

export interface ScrollLinkProps {
  /** Distance in px kept between the viewport top and the target; measured from the sticky header when absent. */
  offset?: number;
  /** CSS selector of the sticky header(s) to measure; `[data-sticky-header], ib-navbar, header` by default. */
  header?: string;
}
