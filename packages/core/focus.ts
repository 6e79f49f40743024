// Where focus is, seen through shadow roots: `document.activeElement` stops at the outermost host.

/** The focused element, looking into (open) shadow roots. */
export function deepActiveElement(): Element | null {
  let active = typeof document === 'undefined' ? null : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
