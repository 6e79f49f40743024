// How much of the viewport top the page's sticky header covers once the page has scrolled: the
// bottom of a fixed header, or a sticky header's `top` plus its height (where it sticks). Used by
// blocks that keep content clear of the header (table of contents, in-page links).

/** Which elements count as the sticky header unless a block is told otherwise. */
export const DEFAULT_HEADER_SELECTOR = '[data-sticky-header], ib-navbar, header';

/** The element itself or its nearest ancestor that stays on screen while the page scrolls. */
function pinnedContainer(element: Element): HTMLElement | null {
  for (
    let node: Element | null = element;
    node && node !== document.documentElement;
    node = node.parentElement
  ) {
    const position = getComputedStyle(node).position;
    if (position === 'sticky' || position === 'fixed') return node as HTMLElement;
  }
  return null;
}

function coveredHeight(pinned: HTMLElement): number {
  const style = getComputedStyle(pinned);
  const rect = pinned.getBoundingClientRect();
  if (rect.height === 0 || style.display === 'none' || style.visibility === 'hidden') return 0;
  if (style.position === 'fixed') return Math.max(0, rect.bottom);
  const top = parseFloat(style.top);
  return (Number.isFinite(top) ? top : 0) + rect.height;
}

/** The px the sticky header(s) matching `selector` cover at the top of the viewport; 0 if none or invalid. */
export function stickyHeaderHeight(selector = DEFAULT_HEADER_SELECTOR): number {
  if (typeof document === 'undefined') return 0;
  let elements: Element[];
  try {
    elements = [...document.querySelectorAll(selector)];
  } catch {
    return 0; // an invalid selector is reported by the caller (isValidSelector)
  }
  const pinned = new Set(
    elements.map(pinnedContainer).filter((el): el is HTMLElement => el !== null),
  );
  return Math.max(0, ...[...pinned].map(coveredHeight));
}

/** True when `selector` parses as a CSS selector. */
export function isValidSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}
