// Links whose href is `:modal-{id}:` open the modal with that id. One delegated click listener on
// `document` serves every modal on the page (links added later included); it is attached with the
// first modal and released with the last.
import { reportError } from '../../packages/core/report.ts';

/** Opens a modal; `link` is the element that asked, so focus can return to it. */
export type OpenModal = (link: HTMLElement) => void;

const LINK_HREF = /^\s*:modal-(.+):\s*$/;
const modals = new Map<HTMLElement, OpenModal>();

/** `':modal-signup:'` -> `'signup'`; null for any other href. */
export function modalIdOfHref(href: string | null): string | null {
  return href?.match(LINK_HREF)?.[1] ?? null;
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
  // `:modal-x:` is never a real address: following it would load a broken relative URL.
  event.preventDefault();
  const open = [...modals].find(([host]) => host.id === id && host.isConnected)?.[1];
  if (open) open(link);
  else reportError(link, new Error(`No <ib-modal id="${id}"> on the page for this link.`));
}

/** Lets links open `host`; returns the function that unregisters it. */
export function registerModalLinks(host: HTMLElement, open: OpenModal): () => void {
  if (modals.size === 0) document.addEventListener('click', onDocumentClick);
  modals.set(host, open);
  return () => {
    if (!modals.delete(host)) return;
    if (modals.size === 0) document.removeEventListener('click', onDocumentClick);
  };
}
