import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { ActionableMap } from './ActionableMap.tsx';
import { mapSpec, type ActionableMapProps } from './map-props.ts';
import styles from './map.css?inline';

const Base = createIbElement<ActionableMapProps>(ActionableMap, {
  props: mapSpec,
  styles,
});

/**
 * An actionable map: the `[data-region]` shapes of a child inline `<svg>` become keyboard-operable
 * buttons named by `data-label`; activating one shows its `[data-region-panel]` panel. Without
 * script every panel shows.
 *
 * @tag ib-map
 * @summary SVG regions as named buttons that switch panels, with a name tooltip on hover and focus.
 * @fires ib-map-select - The visitor selected a region, or closed the selected one (`region: null`). `detail: { region: string | null }`.
 * @slot - Everything but the map: an intro, and the panels (`[data-region-panel="<region>"]`).
 * @slot map - The child `<svg>` (assigned by the element; templates just write the `<svg>`).
 * @csspart layout - The grid holding the map and the panels.
 * @csspart map - The map column.
 * @csspart content - The panel column.
 * @csspart tooltip - The region name shown on hover and focus (decorative: the name is the button's accessible name).
 * @cssprop --ib-map-gap - Space between the map and the panels.
 * @cssprop --ib-map-columns - Columns on containers at least 48rem wide. Default `minmax(0, 2fr) minmax(0, 1fr)`.
 * @cssprop --ib-map-region-hover-fill - Fill of a region under the pointer (falls back to --ib-color-secondary).
 * @cssprop --ib-map-region-selected-fill - Fill of the selected region (falls back to --ib-color-primary).
 * @cssprop --ib-map-focus-ring-color - Outline of the focused region (falls back to --ib-focus-ring-color).
 * @cssprop --ib-map-focus-ring-width - Its width. Default 3px.
 * @cssprop --ib-map-tooltip-background - Tooltip background (falls back to --ib-color-tooltip-background).
 * @cssprop --ib-map-tooltip-color - Tooltip text (falls back to --ib-color-tooltip-text).
 * @cssprop --ib-map-tooltip-z-index - Tooltip stacking (falls back to --ib-z-tooltip).
 * @cssprop --ib-map-radius - Tooltip corner radius.
 */
export class IbMap extends Base {}

defineIbElement('ib-map', IbMap);

declare global {
  interface HTMLElementTagNameMap {
    'ib-map': IbMap;
  }
}
