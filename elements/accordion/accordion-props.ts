// <ib-accordion>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-accordion-toggle': { index: number; open: boolean };
  }
}

export interface AccordionProps {
  /** Opening an item closes its open siblings. */
  closeOthers?: boolean;
}
