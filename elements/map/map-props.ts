// <ib-map>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-map-select': { region: string | null };
  }
}

export interface ActionableMapProps {
  /** The selected region's `data-region` (reflects). None: every panel hidden. */
  selected?: string;
  /**
   * Accessible name of the map (the SVG becomes a labelled group of region buttons). Default: the
   * SVG's own `aria-label`/`aria-labelledby`, else the catalog's `map.label`.
   */
  label?: string;
}
