// Keeps the active link visible in a table of contents that scrolls in its own box (a sidebar
// with a max-height and `overflow: auto`). Only that box scrolls: the page's scroll position is
// the reader's and never moves, which `scrollIntoView` would not guarantee (it scrolls every
// scrollable ancestor, the page included).

const SCROLLABLE = /^(auto|scroll|overlay)$/;

/** The parent in the rendered (flat) tree: a slotted element's slot, a shadow root's host. */
function flatParent(element: Element): Element | null {
  if (element.assignedSlot) return element.assignedSlot;
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The nearest box around `element` that scrolls vertically and has something to scroll, short of
 * the page. Null when there is none, or when the nearest one also holds `content` (the article):
 * scrolling it would move the text being read.
 */
export function scrollBoxOf(element: Element, content: Element | null): HTMLElement | null {
  const page = document.scrollingElement;
  for (let node = flatParent(element); node; node = flatParent(node)) {
    if (node === page || node === document.body || node === document.documentElement) return null;
    if (!(node instanceof HTMLElement)) continue;
    if (
      SCROLLABLE.test(getComputedStyle(node).overflowY) &&
      node.scrollHeight > node.clientHeight
    ) {
      return content && node.contains(content) ? null : node;
    }
  }
  return null;
}

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Scrolls `box` by the least amount that shows all of `target` inside it, keeping the box's
 * `scroll-padding`; a target taller than the box shows its top. Does nothing when it is shown.
 */
export function revealInBox(box: HTMLElement, target: Element, smooth: boolean): void {
  const style = getComputedStyle(box);
  const boxTop = box.getBoundingClientRect().top + box.clientTop + px(style.scrollPaddingTop);
  const boxBottom =
    box.getBoundingClientRect().top +
    box.clientTop +
    box.clientHeight -
    px(style.scrollPaddingBottom);
  const { top, bottom } = target.getBoundingClientRect();
  let delta = 0;
  if (top < boxTop) delta = top - boxTop;
  else if (bottom > boxBottom) delta = Math.min(bottom - boxBottom, top - boxTop);
  if (Math.abs(delta) < 1) return;
  box.scrollTo({ top: box.scrollTop + delta, behavior: smooth ? 'smooth' : 'instant' });
}
