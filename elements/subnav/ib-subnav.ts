import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Subnav } from './Subnav.tsx';
import { subnavSpec, type SubnavProps } from './subnav-props.ts';
import fadeStyles from '../../packages/ui/scroll-fades.css?inline';
import styles from './subnav.css?inline';

const Base = createIbElement<SubnavProps>(Subnav, {
  props: subnavSpec,
  styles: fadeStyles + styles,
  readyAt: 'commit',
});

/**
 * Sub-page navigation. Its `[data-dropdown-trigger]` buttons open the following `[data-dropdown]`
 * panel as a click-opened popover, 8 px from the trigger (one at a time; Escape or focus leaving
 * closes). With `variant="simple-bottom-center"` it is a bar fixed at the bottom centre of the
 * viewport that slides away while the page scrolls down faster than 500 px/s and comes back on
 * any upward scroll, near the top (scroll progress at most 0.15), and whenever focus is inside.
 *
 * @tag ib-subnav
 * @summary Sub-page navigation bar with dropdowns; the bottom-centre variant hides on fast downward scrolls.
 * @attr {boolean} scrolled-away - Set by the element while the bottom bar is hidden (read-only state for styling).
 * @fires ib-subnav-scroll-away - The bottom bar hid or came back. `detail: { hidden: boolean }`.
 * @slot - The navigation markup (a `<nav>` with links, and optional `[data-dropdown-trigger]` buttons each followed by a `[data-dropdown]` panel).
 * @csspart bar - The bar around the slotted navigation.
 * @cssprop [--ib-subnav-bottom=1.5rem] - Distance of the bottom bar from the viewport's bottom edge.
 * @cssprop [--ib-subnav-z-index=100] - Stacking order of the bottom bar.
 * @cssprop [--ib-subnav-background=#fff] - Background of the bottom bar and the dropdown panels.
 * @cssprop [--ib-subnav-color=#1a1a1a] - Text colour of the bottom bar and the dropdown panels.
 * @cssprop [--ib-subnav-shadow=0 12px 32px rgb(0 0 0 / 0.18)] - Shadow of the bottom bar and the panels.
 * @cssprop [--ib-subnav-radius=999px] - Corner radius of the bottom bar.
 * @cssprop [--ib-subnav-panel-radius=8px] - Corner radius of the dropdown panels.
 * @cssprop [--ib-subnav-padding=0.5rem 1rem] - Padding of the bottom bar.
 * @cssprop [--ib-subnav-gap=0.5rem] - Space between the bar's items.
 * @cssprop [--ib-subnav-duration=250ms] - Duration of the slide (none under reduced motion).
 */
export class IbSubnav extends Base {}

defineIbElement('ib-subnav', IbSubnav);

declare global {
  interface HTMLElementTagNameMap {
    'ib-subnav': IbSubnav;
  }
}
