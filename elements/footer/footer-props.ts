// <ib-footer>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-footer-toggle': { index: number; open: boolean };
  }
}

export type FooterProps = object;
