// Links whose href is `:modal-{id}:`, or `#{id}` where that id is a modal's, open the modal with
// that id (README: the block editor's link fields write `http://` before `:modal-…` but keep `#`). One delegated click listener on
// `document` serves every modal on the page (links added later included); it is attached when a
// modal connects, before it renders (a first render may wait for a later task,
// packages/element/first-render-budget.ts: a click meanwhile, or the autoloader's held click, would
// follow the link), and released with the last modal.
import { reportError } from '../../packages/core/report.ts';

/** Opens a modal; `link` is the element that asked, so focus can return to it. */
export type OpenModal = (link: HTMLElement) => void;

const LINK_HREF = /^\s*:modal-(.+):\s*$/;
const modals = new Map<HTMLElement, OpenModal>();

/** `':modal-signup:'` -> `'signup'`; `'#signup'` too where `#signup` is an ib-modal; else null. */
export function modalIdOfHref(href: string | null): string | null {
  const named = href?.match(LINK_HREF)?.[1];
  if (named || href?.[0] !== '#') return named ?? null;
  const id = href.slice(1);
  return document.getElementById(id)?.localName === 'ib-modal' ? id : null;
}

function linkIn(path: EventTarget[]): HTMLAnchorElement | HTMLAreaElement | undefined {
  return path.find(
    (node): node is HTMLAnchorElement | HTMLAreaElement =>
      node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement,
  );
}

function onDocumentClick(event: MouseEvent) {
  // composedPath() also finds links inside other blocks' open shadow roots.
  const link = linkIn(event.composedPath());
  const id = modalIdOfHref(link?.getAttribute('href') ?? null);
  if (!link || id === null) return;
  // `:modal-x:` is never a real address: following it would load a broken relative URL; `#x`
  // would scroll to the closed modal and leave its fragment in the address.
  event.preventDefault();
  const open = [...modals].find(([host]) => host.id === id && host.isConnected)?.[1];
  if (open) return open(link);
  // A modal whose first render waits for a later task opens once it has rendered.
  const waiting = document.getElementById(id) as
    (HTMLElement & { updateComplete?: Promise<void> }) | null;
  if (waiting?.localName === 'ib-modal' && waiting.updateComplete)
    void waiting.updateComplete.then(() => modals.get(waiting)?.(link));
  else reportError(link, new Error(`No <ib-modal id="${id}"> on the page for this link.`));
}

/** Starts the delegated listener (once, however often called): when a modal connects or registers. */
export function listenForModalLinks(): void {
  document.addEventListener('click', onDocumentClick); // a second call adds nothing
}

/** Lets links open `host`; returns the function that unregisters it. */
export function registerModalLinks(host: HTMLElement, open: OpenModal): () => void {
  listenForModalLinks();
  modals.set(host, open);
  return () => {
    if (!modals.delete(host)) return;
    if (modals.size === 0) document.removeEventListener('click', onDocumentClick);
  };
}
