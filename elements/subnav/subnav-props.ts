// <ib-subnav>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-subnav-scroll-away': { hidden: boolean };
  }
}

export interface SubnavProps {
  /** `simple-bottom-center`: a bar fixed at the bottom centre that moves away on fast downward scrolls. */
  variant?: string;
}
