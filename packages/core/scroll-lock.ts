// Page scroll lock for modals and flyouts. Ref-counted, so a modal opened from the mobile menu
// does not unlock the page when it closes. The root gets `overflow: hidden` and a right padding
// equal to the scrollbar it loses, so nothing in the page moves sideways; fixed-position chrome
// (which sits outside that padding) can read the same gap from `--ib-scroll-lock-gap`.
const LOCKED_PROPERTIES = ['overflow', 'padding-right', '--ib-scroll-lock-gap'] as const;
export const SCROLL_LOCK_GAP_PROPERTY = '--ib-scroll-lock-gap';

interface SavedState {
  scrollX: number;
  scrollY: number;
  styles: { name: string; value: string; priority: string }[];
}

let locks = 0;
let saved: SavedState | undefined;

/** Locks page scrolling until every returned unlock function has been called (each once). */
export function lockScroll(): () => void {
  if (typeof document === 'undefined' || typeof window === 'undefined') return () => undefined;
  if (locks === 0) saved = applyLock(document.documentElement);
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      restore(document.documentElement, saved);
      saved = undefined;
    }
  };
}

/** True while at least one lock is held. */
export function isScrollLocked(): boolean {
  return locks > 0;
}

function applyLock(root: HTMLElement): SavedState {
  const state: SavedState = {
    scrollX: window.scrollX,
    scrollY: window.scrollY,
    styles: LOCKED_PROPERTIES.map((name) => ({
      name,
      value: root.style.getPropertyValue(name),
      priority: root.style.getPropertyPriority(name),
    })),
  };
  // Measure what hiding the overflow really frees: 0 with overlay scrollbars, with
  // `scrollbar-gutter: stable`, or on a page too short to scroll.
  const widthBefore = root.clientWidth;
  root.style.setProperty('overflow', 'hidden', 'important');
  const gap = Math.max(0, root.clientWidth - widthBefore);
  if (gap > 0) {
    const padding = parseFloat(getComputedStyle(root).paddingRight) || 0;
    root.style.setProperty('padding-right', `${padding + gap}px`, 'important');
  }
  root.style.setProperty(SCROLL_LOCK_GAP_PROPERTY, `${gap}px`);
  return state;
}

function restore(root: HTMLElement, state: SavedState): void {
  for (const { name, value, priority } of state.styles) {
    if (value) root.style.setProperty(name, value, priority);
    else root.style.removeProperty(name);
  }
  if (root.getAttribute('style') === '') root.removeAttribute('style');
  // Focus moves inside a dialog can scroll even a hidden-overflow root; put the page back.
  if (window.scrollX !== state.scrollX || window.scrollY !== state.scrollY) {
    window.scrollTo({ left: state.scrollX, top: state.scrollY, behavior: 'instant' });
  }
}
