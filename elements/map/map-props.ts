// <ib-map>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-map-select': { region: string | null };
  }
}

/** <ib-map>'s attributes and properties (packages/element/prop-spec.ts). */
export const mapSpec = {
  /**
   * The selected region's `data-region`; reflects. None: every panel hidden. A value naming no
   * region is reported and reads as none.
   */
  selected: 'string',
  /**
   * Accessible name of the map (the SVG becomes a group of region buttons). Default: the SVG's
   * own `aria-label` or `aria-labelledby`, else the page language's `map.label`; English `Map`.
   */
  label: 'string',
} satisfies PropSpec;

export interface ActionableMapProps extends PropsOf<typeof mapSpec> {}
