// <ib-navbar>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-navbar-menu-toggle': { open: boolean };
    'ib-navbar-dropdown-toggle': { index: number; open: boolean };
  }
}

export type NavbarProps = object;
