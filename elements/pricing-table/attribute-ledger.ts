// Writes attributes on the template's light DOM and remembers each one's original value once, so
// removing the element gives the template its markup back exactly.
export class AttributeLedger {
  #original = new Map<Element, Map<string, string | null>>();

  /** Sets (or, for null, removes) an attribute; the value before the first change is kept. */
  set(element: Element, name: string, value: string | null): void {
    let saved = this.#original.get(element);
    if (!saved) this.#original.set(element, (saved = new Map()));
    if (!saved.has(name)) saved.set(name, element.getAttribute(name));
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }

  /** Puts every attribute written through this ledger back as it was. */
  restore(): void {
    for (const [element, saved] of this.#original) {
      for (const [name, value] of saved) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    this.#original.clear();
  }
}
