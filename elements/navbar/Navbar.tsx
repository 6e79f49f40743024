import { useLayoutEffect } from 'react';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { useEmit, useHost } from '../../packages/element/index.ts';
import chevronCss from '../../packages/ui/dropdown-chevron-light.css?inline';
import lightCss from './navbar-light.css?inline';
import { NavbarEnhancement } from './navbar-enhancement.ts';
import type { NavbarProps } from './navbar-props.ts';

export type { NavbarProps };

/** The document event that makes every navbar enhance its (new) markup again. */
export const REINIT_EVENT = 'ib-navbar-reinit';

const sheet = lazySheet(lightCss + chevronCss);

/** The site navigation bar: enhances the template's `<nav>` in place (see README.md). */
export function Navbar() {
  const host = useHost();
  const emit = useEmit();

  // A layout effect: removing the element releases the page (scroll lock, inert) at once.
  useLayoutEffect(() => {
    const releaseStyles = adoptIntoRoot(host, sheet());
    const callbacks = {
      onMenuToggle: (open: boolean) => emit('ib-navbar-menu-toggle', { open }),
      onDropdownToggle: (index: number, open: boolean) => emit('ib-navbar-dropdown-toggle', { index, open }),
    };
    let enhancement = new NavbarEnhancement(host, callbacks);
    const reinit = () => {
      enhancement.release();
      enhancement = new NavbarEnhancement(host, callbacks);
    };
    document.addEventListener(REINIT_EVENT, reinit);
    return () => {
      document.removeEventListener(REINIT_EVENT, reinit);
      enhancement.release();
      releaseStyles();
    };
  }, [host, emit]);

  return <slot />;
}
