// Prepares the template's share links for this page and puts them back on removal: each popup
// link gets its share address as href (so a middle click or "open in new tab" works too) and an
// accessible name saying it opens a new window; a native link the browser cannot honour is removed.
import { NATIVE, opensPopup, shareUrlFor, type ShareData } from './share-urls.ts';

export const SHARE_LINK_SELECTOR = 'a[data-share], button[data-share]';

/** The `data-share` value, lower-cased. */
export const networkOf = (link: Element): string =>
  (link.getAttribute('data-share') ?? '').trim().toLowerCase();

/** The name the link has before we touch it: its label, its text, an image's alt, its title. */
function ownName(link: HTMLElement): string {
  const label = link.getAttribute('aria-label')?.trim();
  if (label) return label;
  const text = link.textContent?.replace(/\s+/g, ' ').trim();
  if (text) return text;
  const alt = [...link.querySelectorAll('img[alt]')]
    .map((img) => img.getAttribute('alt')!.trim())
    .find(Boolean);
  return alt || link.getAttribute('title')?.trim() || networkOf(link);
}

interface Removed {
  node: Element;
  parent: Node;
  next: Node | null;
}

export class ShareLinks {
  #attributes: Array<{ element: Element; name: string; value: string | null }> = [];
  #removed: Removed[] = [];

  /** `nativeSupported`: whether the Web Share API can share `data` here; `popupName` makes a popup link's name from its own. */
  prepare(
    host: HTMLElement,
    data: ShareData,
    nativeSupported: boolean,
    popupName: (name: string) => string,
  ): void {
    for (const link of host.querySelectorAll<HTMLElement>(SHARE_LINK_SELECTOR)) {
      const network = networkOf(link);
      if (network === NATIVE) {
        if (!nativeSupported) this.#remove(link);
        continue;
      }
      const url = shareUrlFor(network, link.getAttribute('href'), data);
      if (url === null) continue;
      if (link instanceof HTMLAnchorElement) this.#set(link, 'href', url);
      if (opensPopup(network, url)) this.#set(link, 'aria-label', popupName(ownName(link)));
    }
  }

  /** Puts back every attribute changed and every link removed, in reverse order. */
  restore(): void {
    for (const { element, name, value } of this.#attributes.reverse()) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    for (const { node, parent, next } of this.#removed.reverse()) {
      parent.insertBefore(node, next && next.parentNode === parent ? next : null);
    }
    this.#attributes = [];
    this.#removed = [];
  }

  #set(element: Element, name: string, value: string) {
    this.#attributes.push({ element, name, value: element.getAttribute(name) });
    element.setAttribute(name, value);
  }

  /** Removes the link, and a list item it leaves empty (no stray bullet or gap). */
  #remove(link: Element) {
    const item = link.parentElement;
    const emptied =
      item?.localName === 'li' &&
      item.children.length === 1 &&
      item.textContent?.trim() === link.textContent?.trim();
    const node = emptied ? item : link;
    if (!node.parentNode) return;
    this.#removed.push({ node, parent: node.parentNode, next: node.nextSibling });
    node.remove();
  }
}
