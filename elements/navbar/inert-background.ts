// Makes everything outside an element inert (not focusable, not clickable, hidden from assistive
// technology), as a modal flyout needs; returns the function that undoes exactly what it set.
const SKIPPED = new Set(['script', 'style', 'link', 'template', 'noscript']);

export function inertOutside(element: Element): () => void {
  const madeInert: Element[] = [];
  let current: Element | null = element;
  while (current && current !== document.body && current.parentElement) {
    for (const sibling of current.parentElement.children) {
      if (sibling === current || sibling.hasAttribute('inert') || SKIPPED.has(sibling.localName)) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    current = current.parentElement;
  }
  return () => {
    for (const sibling of madeInert) sibling.removeAttribute('inert');
    madeInert.length = 0;
  };
}
