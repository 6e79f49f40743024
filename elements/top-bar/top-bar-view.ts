// Applies an outcome to the template's links, remembering what it changed so removal restores
// the markup exactly (the template's own state is the no-script and signed-out view).
import type { TopBarOutcome } from './auth-rules.ts';

interface Saved {
  element: HTMLElement;
  hidden: HTMLElement['hidden'];
  ariaLabel: string | null;
  text: string | null;
}

export class TopBarView {
  #host: HTMLElement;
  #saved = new Map<HTMLElement, Saved>();

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  #all(selector: string): HTMLElement[] {
    return [...this.#host.querySelectorAll<HTMLElement>(selector)];
  }

  #save(element: HTMLElement, withText = false) {
    if (this.#saved.has(element)) return;
    this.#saved.set(element, {
      element,
      hidden: element.hidden,
      ariaLabel: element.getAttribute('aria-label'),
      text: withText ? element.textContent : null,
    });
  }

  apply(outcome: TopBarOutcome, username: string | null): void {
    if (outcome === 'unchanged') return;
    const login = this.#all('[data-login]');
    const logout = this.#all('[data-logout]');
    for (const element of [...login, ...logout]) this.#save(element);
    if (outcome === 'user') {
      for (const element of login) element.hidden = true;
      for (const element of logout) element.hidden = false;
      for (const element of this.#all('[data-username]')) {
        this.#save(element, true);
        element.textContent = username; // text only: a name is never markup
        element.hidden = false;
      }
      return;
    }
    // anonymous: the login link stays visible; the logout link keeps its styling but loses its label.
    for (const element of login) element.hidden = false;
    for (const element of logout) element.removeAttribute('aria-label');
  }

  /** Puts back everything `apply` changed. */
  restore(): void {
    for (const { element, hidden, ariaLabel, text } of this.#saved.values()) {
      element.hidden = hidden;
      if (ariaLabel === null) element.removeAttribute('aria-label');
      else element.setAttribute('aria-label', ariaLabel);
      if (text !== null) element.textContent = text;
    }
    this.#saved.clear();
  }
}
