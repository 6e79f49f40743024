import { useLayoutEffect } from 'react';
import { useEmit, useHost } from '../../packages/element/index.ts';
import type { AccordionProps } from './accordion-props.ts';

export type { AccordionProps };

const itemsOf = (host: HTMLElement) =>
  [...host.children].filter(
    (child): child is HTMLDetailsElement => child instanceof HTMLDetailsElement,
  );

/** Enhances native `<details>` children: they stay keyboard- and screen-reader-friendly as they are. */
export function Accordion({ closeOthers = false }: AccordionProps) {
  const host = useHost();
  const emit = useEmit();

  // A layout effect: listening from the first frame (the element is ready at commit).
  useLayoutEffect(() => {
    // `toggle` does not bubble: listen in the capture phase on the host.
    const onToggle = (event: Event) => {
      const item = event.target;
      if (!(item instanceof HTMLDetailsElement) || item.parentElement !== host) return;
      const items = itemsOf(host);
      if (item.open && closeOthers) {
        for (const other of items) if (other !== item && other.open) other.open = false;
      }
      emit('ib-accordion-toggle', { index: items.indexOf(item), open: item.open });
    };
    host.addEventListener('toggle', onToggle, true);
    return () => host.removeEventListener('toggle', onToggle, true);
  }, [host, closeOthers, emit]);

  return <slot />;
}
