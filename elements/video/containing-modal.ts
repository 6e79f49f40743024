// A video inside an `<ib-modal>` pauses when that modal closes (the window event `ib-modal-close`
// with the modal's id). The modal is found by walking up through shadow roots, so no import of the
// modal element is needed.

/** The ids of the `ib-modal` elements around `el`, innermost first. */
export function containingModalIds(el: Element): string[] {
  const ids: string[] = [];
  let node: Node | null = el;
  while (node) {
    if (node instanceof Element && node.localName === 'ib-modal' && node.id) ids.push(node.id);
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return ids;
}

/** Calls `onClose` when a modal containing `el` closes; returns the function that stops listening. */
export function onContainingModalClose(el: Element, onClose: () => void): () => void {
  const listener = (event: Event) => {
    const id = (event as CustomEvent<{ id?: string } | undefined>).detail?.id;
    if (id && containingModalIds(el).includes(id)) onClose();
  };
  window.addEventListener('ib-modal-close', listener);
  return () => window.removeEventListener('ib-modal-close', listener);
}
