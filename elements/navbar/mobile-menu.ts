// The mobile flyout: the toggle button opens the menu over the page. While open, page scrolling is
// locked (without the content moving sideways), everything outside the navbar is inert, Escape
// closes it and returns focus to the toggle, and following an in-page anchor closes it. While open
// the toggle is a close button (close-toggle.ts).
import { uniqueId } from '../../packages/core/ids.ts';
import { lockScroll } from '../../packages/core/scroll-lock.ts';
import { inertOutside } from '../../packages/core/inert-outside.ts';
import { showClose } from './close-toggle.ts';

export interface MobileMenuOptions {
  host: HTMLElement;
  toggle: HTMLElement;
  menu: HTMLElement;
  onToggle: (open: boolean) => void;
  /** The toggle's name while the menu is open, in the element's language (`data-close-label` wins). */
  closeLabel: () => string;
}

/** True for a link to a place on the current page (`#pricing`, or this page's URL with a hash). */
export function isInPageAnchor(link: HTMLAnchorElement): boolean {
  if (!link.hash) return false;
  return (
    link.origin === location.origin &&
    link.pathname === location.pathname &&
    link.search === location.search
  );
}

export class MobileMenu {
  #options: MobileMenuOptions;
  #open = false;
  /** Closed only because the viewport reached the desktop layout: reopen when it shrinks again. */
  #reopenOnShrink = false;
  #unlockScroll: (() => void) | undefined;
  #restoreBackground: (() => void) | undefined;
  #restoreToggle: (() => void) | undefined;
  #listeners = new AbortController();
  #addedId: boolean;
  #previousExpanded: string | null;
  #previousControls: string | null;

  constructor(options: MobileMenuOptions) {
    this.#options = options;
    const { toggle, menu } = options;
    this.#addedId = !menu.id;
    if (!menu.id) menu.id = uniqueId('ib-navbar-menu');
    this.#previousExpanded = toggle.getAttribute('aria-expanded');
    this.#previousControls = toggle.getAttribute('aria-controls');
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', menu.id);

    const signal = this.#listeners.signal;
    toggle.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (this.#open) this.close();
        else this.open();
      },
      { signal },
    );
    menu.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
        // Closing first unlocks the page, so the browser's jump to the anchor really scrolls.
        if (this.#open && link instanceof HTMLAnchorElement && isInPageAnchor(link)) this.close();
      },
      { signal },
    );
    // Removed by hand, not with the signal, so the leak test's listener count stays exact.
    document.addEventListener('keydown', this.#onKeyDown);
  }

  #onKeyDown = (event: KeyboardEvent) => {
    // An open dropdown inside the menu handles its own Escape first (and prevents default).
    if (event.key !== 'Escape' || !this.#open || event.defaultPrevented) return;
    event.preventDefault();
    this.close({ focusToggle: true });
  };

  get isOpen(): boolean {
    return this.#open;
  }

  open(): void {
    if (this.#open) return;
    this.#open = true;
    this.#reopenOnShrink = false;
    const { host, toggle } = this.#options;
    toggle.setAttribute('aria-expanded', 'true');
    this.#showClose();
    host.setAttribute('menu-open', '');
    this.#unlockScroll = lockScroll();
    this.#restoreBackground = inertOutside(host);
    this.#options.onToggle(true);
  }

  close({ focusToggle = false }: { focusToggle?: boolean } = {}): void {
    if (!this.#open) return;
    this.#open = false;
    const { host, toggle } = this.#options;
    toggle.setAttribute('aria-expanded', 'false');
    this.#restoreToggle?.();
    this.#restoreToggle = undefined;
    host.removeAttribute('menu-open');
    this.#restoreBackground?.();
    this.#restoreBackground = undefined;
    this.#unlockScroll?.();
    this.#unlockScroll = undefined;
    if (focusToggle) toggle.focus();
    this.#options.onToggle(false);
  }

  /** The close label changed (the element's language, a catalog arriving): an open toggle shows it. */
  relabel(): void {
    if (!this.#open) return;
    this.#restoreToggle?.();
    this.#showClose();
  }

  #showClose() {
    const { toggle, closeLabel } = this.#options;
    this.#restoreToggle = showClose(toggle, toggle.dataset.closeLabel || closeLabel());
  }

  /** Applies the viewport rule after a (debounced) resize: `desktop` is 1024 px or wider. */
  viewportChanged(desktop: boolean): void {
    if (desktop && this.#open) {
      this.close();
      this.#reopenOnShrink = true;
    } else if (!desktop && this.#reopenOnShrink) {
      this.open();
    }
  }

  release(): void {
    this.close();
    this.#reopenOnShrink = false;
    this.#listeners.abort();
    document.removeEventListener('keydown', this.#onKeyDown);
    const { toggle, menu } = this.#options;
    restoreAttribute(toggle, 'aria-expanded', this.#previousExpanded);
    restoreAttribute(toggle, 'aria-controls', this.#previousControls);
    if (this.#addedId) menu.removeAttribute('id');
  }
}

function restoreAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
