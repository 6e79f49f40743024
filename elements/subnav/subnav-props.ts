// <ib-subnav>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-subnav-scroll-away': { hidden: boolean };
  }
}

/** <ib-subnav>'s attributes and properties (packages/element/prop-spec.ts). */
export const subnavSpec = {
  /**
   * `simple-bottom-center` for the floating bottom bar with scroll-away; anything else is a plain
   * bar placed by the theme.
   */
  variant: 'string',
} satisfies PropSpec;

export interface SubnavProps extends PropsOf<typeof subnavSpec> {}
