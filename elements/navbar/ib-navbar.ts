import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Navbar } from './Navbar.tsx';
import type { NavbarProps } from './navbar-props.ts';
import styles from './navbar.css?inline';

const Base = createIbElement<NavbarProps>(Navbar, { styles, readyAt: 'commit' });

/**
 * The site navigation bar. Enhances the template's own `<nav>` markup in place: desktop dropdowns
 * open by click as popovers (one at a time, disclosure pattern), a mobile flyout menu below
 * 1024 px locks page scrolling and makes the rest of the page inert, the top-links row wraps when
 * its links no longer fit (from 1280 px). Resize handling is debounced 500 ms. The document event
 * `ib-navbar-reinit` makes it enhance replaced menu markup.
 *
 * @tag ib-navbar
 * @summary Site navigation: click-opened dropdowns, a mobile flyout menu, a wrapping top-links row.
 * @attr {boolean} menu-open - Set by the element while the mobile flyout is open (read-only state for styling).
 * @fires ib-navbar-menu-toggle - The mobile flyout opened or closed. `detail: { open: boolean }`.
 * @fires ib-navbar-dropdown-toggle - A dropdown opened or closed. `detail: { index: number, open: boolean }` (index in document order).
 * @slot - The navigation markup: `[data-dropdown-trigger]` buttons each followed by a `[data-dropdown]` panel, a `[data-mobile-toggle]` button, the `[data-mobile-menu]` container and an optional `[data-top-links]` row.
 * @cssprop [--ib-navbar-height=4rem] - Height of the bar: where the mobile flyout starts.
 * @cssprop [--ib-navbar-background=#fff] - Background of the flyout and the dropdown panels.
 * @cssprop [--ib-navbar-color=#1a1a1a] - Text colour of the flyout and the dropdown panels.
 * @cssprop [--ib-navbar-panel-shadow=0 12px 32px rgb(0 0 0 / 0.18)] - Shadow of the dropdown panels.
 * @cssprop [--ib-navbar-panel-radius=8px] - Corner radius of the dropdown panels.
 * @cssprop [--ib-navbar-flyout-z-index=1000] - Stacking order of the mobile flyout.
 * @cssprop [--ib-navbar-flyout-padding=1rem] - Padding of the mobile flyout; its rows' dividers reach across it.
 * @cssprop [--ib-navbar-divider-color=color-mix(in srgb, currentColor 20%, transparent)] - The lines between the mobile flyout's rows.
 * @cssprop [--ib-popover-z-index=1100] - Stacking order of the dropdown panels.
 */
export class IbNavbar extends Base {}

defineIbElement('ib-navbar', IbNavbar);

declare global {
  interface HTMLElementTagNameMap {
    'ib-navbar': IbNavbar;
  }
}
