import { useLayoutEffect } from 'react';
import { matchesBreakpoint, onBreakpointChange } from '../../packages/core/breakpoints.ts';
import { useEmit, useHost } from '../../packages/element/index.ts';
import { FooterAccordion } from './footer-sections.ts';
import toggleCss from './footer-toggle.css?inline';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import type { FooterProps } from './footer-props.ts';

export type { FooterProps };

const sheet = lazySheet(toggleCss);

/**
 * Site footer: below the `md` breakpoint the section headings become accordion toggles (one section
 * open at a time); from `md` up every section shows and the headings stay plain.
 */
export function Footer() {
  const host = useHost();
  const emit = useEmit();

  // A layout effect: removing the element restores the template's markup at once.
  useLayoutEffect(() => {
    const accordion = new FooterAccordion(host);
    const releaseStyles = adoptIntoRoot(host, sheet());
    accordion.setCollapsible(!matchesBreakpoint('md'));
    const stopWatching = onBreakpointChange('md', (wide) => accordion.setCollapsible(!wide));

    const onClick = (event: MouseEvent) => {
      const index = accordion.indexOf(event.target);
      if (index < 0) return;
      for (const change of accordion.toggle(index)) emit('ib-footer-toggle', change);
    };
    const slot = host.shadowRoot!.querySelector('slot')!;
    const onSlotChange = () => accordion.refresh();
    host.addEventListener('click', onClick);
    slot.addEventListener('slotchange', onSlotChange);
    return () => {
      host.removeEventListener('click', onClick);
      slot.removeEventListener('slotchange', onSlotChange);
      stopWatching();
      accordion.release();
      releaseStyles();
    };
  }, [host, emit]);

  return <slot />;
}
