// <ib-tabs>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-tabs-change': { index: number };
  }
}

export interface TabsProps {
  /** Index of the selected tab (reflected). Default 0. */
  selected?: number;
  /** Accessible name of the tab list. */
  label?: string;
}
