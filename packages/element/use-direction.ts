// The element's writing direction: its computed `direction` (a `dir` on it or an ancestor, or the
// page's CSS). Blocks that move along the line, the carousels, run right-to-left in rtl text. The
// component renders again when a `dir` attribute changes anywhere in the document.
import { useLayoutEffect, useState } from 'react';
import { useHost } from './host-context.ts';

export type Direction = 'ltr' | 'rtl';

/** `rtl` or `ltr` (a disconnected element has no computed style: `ltr`). */
export const directionOf = (element: Element): Direction =>
  getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';

// One observer for the page, started by the first listener.
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

function onDirChange(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => listeners.forEach((notify) => notify()));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['dir'],
      subtree: true,
    });
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}

/** `'rtl'` or `'ltr'` for the host element, kept current when a `dir` attribute changes. */
export function useDirection(): Direction {
  const host = useHost();
  // Read while rendering: a carousel starts in the right direction, not one frame in the wrong
  // one. Not again at commit: each read after another element's render costs a style
  // recalculation, and nothing can change the direction in between.
  const [direction, setDirection] = useState(() => directionOf(host));
  useLayoutEffect(() => onDirChange(() => setDirection(directionOf(host))), [host]);
  return direction;
}
