// Styles for light-DOM nodes an element adds (a footer's toggle buttons, a glossary's controls):
// the element's shadow stylesheet cannot reach them, so the sheet is adopted into the document
// (or shadow root) that holds the element — once per root and sheet, ref-counted, and removed
// when the last user releases it. Write such sheets at zero specificity (`:where`) so themes win.
const users = new WeakMap<CSSStyleSheet, WeakMap<Document | ShadowRoot, number>>();

/** Adopts `sheet` into the root holding `node`; returns the function that releases it. */
export function adoptIntoRoot(node: Node, sheet: CSSStyleSheet): () => void {
  const root = node.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return () => undefined;
  const counts = users.get(sheet) ?? new WeakMap<Document | ShadowRoot, number>();
  users.set(sheet, counts);
  const count = counts.get(root) ?? 0;
  if (count === 0 && !root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  counts.set(root, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(root) ?? 1) - 1;
    counts.set(root, left);
    if (left === 0)
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** A getter for one constructable sheet of `css`, made on first use and shared by every instance. */
export function lazySheet(css: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | undefined;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}
