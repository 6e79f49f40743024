// The toggles the footer adds live in the light DOM, where its shadow stylesheet cannot reach.
// This sheet is adopted into the document (or shadow root) holding the footer, once per root and
// ref-counted, at zero specificity (`:where`) so any theme rule wins.
const users = new WeakMap<Document | ShadowRoot, number>();

/** Adopts `sheet` into the root holding `node`; returns the function that releases it. */
export function adoptIntoRoot(node: Node, sheet: CSSStyleSheet): () => void {
  const root = node.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return () => undefined;
  const count = users.get(root) ?? 0;
  if (count === 0 && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  users.set(root, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (users.get(root) ?? 1) - 1;
    users.set(root, left);
    if (left === 0) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
