// Modal backgrounds: a flyout makes everything outside it inert (not focusable, not clickable,
// hidden from assistive technology). A layer opened from inside the flyout but placed elsewhere
// in the page (the search popover beside the navbar) asks to stay interactive; every background,
// the current ones and any made later, then leaves the layer and its ancestors alone until the
// layer lets go.
const SKIPPED = new Set(['script', 'style', 'link', 'template', 'noscript']);

interface Background {
  owner: Element;
  madeInert: Element[];
}

const backgrounds: Background[] = [];
const layers = new Set<Element>();

/** Makes everything outside `element` inert; returns the function that undoes exactly what it set. */
export function inertOutside(element: Element): () => void {
  const background: Background = { owner: element, madeInert: [] };
  backgrounds.push(background);
  apply(background);
  return () => {
    const index = backgrounds.indexOf(background);
    if (index === -1) return;
    backgrounds.splice(index, 1);
    restore(background);
  };
}

/**
 * Keeps `layer` interactive while any background is inert (now or later); returns the release,
 * after which the layer is made inert again if a background is still there.
 */
export function keepInteractive(layer: Element): () => void {
  layers.add(layer);
  refresh();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    layers.delete(layer);
    refresh();
  };
}

/** Backgrounds recomputed after the set of kept layers changed. */
function refresh() {
  for (const background of [...backgrounds].reverse()) restore(background);
  for (const background of backgrounds) apply(background);
}

function apply(background: Background) {
  const kept = [background.owner, ...layers].filter((element) => element.isConnected);
  // The kept elements and their ancestors: never inert themselves.
  const path = new Set<Element>();
  for (const element of kept) {
    for (let node: Element | null = element; node; node = node.parentElement) path.add(node);
  }
  for (const element of kept) {
    let current = element;
    while (current !== document.body && current.parentElement) {
      for (const sibling of current.parentElement.children) {
        if (path.has(sibling) || sibling.hasAttribute('inert') || SKIPPED.has(sibling.localName))
          continue;
        sibling.setAttribute('inert', '');
        background.madeInert.push(sibling);
      }
      current = current.parentElement;
    }
  }
}

function restore(background: Background) {
  for (const element of background.madeInert) element.removeAttribute('inert');
  background.madeInert.length = 0;
}
