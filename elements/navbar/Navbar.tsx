import { useLayoutEffect, useRef } from 'react';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { useEmit, useHost, useLatest, useStrings } from '../../packages/element/index.ts';
import { navbar } from '../../packages/i18n/en.ts';
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
  const { t } = useStrings('navbar', navbar);
  const latestT = useLatest(t);
  const enhancementRef = useRef<NavbarEnhancement>(undefined);

  // A layout effect: removing the element releases the page (scroll lock, inert) at once.
  useLayoutEffect(() => {
    const releaseStyles = adoptIntoRoot(host, sheet());
    const callbacks = {
      onMenuToggle: (open: boolean) => emit('ib-navbar-menu-toggle', { open }),
      onDropdownToggle: (index: number, open: boolean) =>
        emit('ib-navbar-dropdown-toggle', { index, open }),
      closeLabel: () => latestT.current('close'),
    };
    enhancementRef.current = new NavbarEnhancement(host, callbacks);
    const reinit = () => {
      enhancementRef.current?.release();
      enhancementRef.current = new NavbarEnhancement(host, callbacks);
    };
    document.addEventListener(REINIT_EVENT, reinit);
    return () => {
      document.removeEventListener(REINIT_EVENT, reinit);
      enhancementRef.current?.release();
      enhancementRef.current = undefined;
      releaseStyles();
    };
  }, [host, emit, latestT]);

  // The page language changed or its catalog arrived: an open flyout's toggle says "Close" in it.
  useLayoutEffect(() => enhancementRef.current?.mobileMenu?.relabel(), [t]);

  return <slot />;
}
