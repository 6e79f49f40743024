import { useLayoutEffect, useRef } from 'react';
import { uniqueId } from '../../packages/core/ids.ts';
import { emit, useHost } from '../../packages/element/index.ts';
import type { PersonalCardProps } from './personal-card-props.ts';

export type { PersonalCardProps };

const OPEN = '[data-open]';
const CLOSE = '[data-close]';
const PANEL = '[data-panel]';

interface Saved {
  element: Element;
  name: string;
  value: string | null;
}

/** Remembers what it changes on the template so removal puts it back. */
class Attributes {
  #saved: Saved[] = [];
  set(element: Element, name: string, value: string | null) {
    if (!this.#saved.some((saved) => saved.element === element && saved.name === name)) {
      this.#saved.push({ element, name, value: element.getAttribute(name) });
    }
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  restore() {
    for (const { element, name, value } of this.#saved.reverse()) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    this.#saved = [];
  }
}

/** A person's card whose open and close buttons show and hide its popup, moving focus between them. */
export function PersonalCard({ expanded = false }: PersonalCardProps) {
  const host = useHost<HTMLElement & PersonalCardProps>();
  const syncRef = useRef<(open: boolean) => void>(() => undefined);

  // Set up once per connection: a re-render must not restore and re-apply the template's
  // attributes (hiding the panel for an instant would drop the focus inside it).
  useLayoutEffect(() => {
    const attributes = new Attributes();
    const openButtons = () => [...host.querySelectorAll<HTMLElement>(OPEN)];
    const closeButtons = () => [...host.querySelectorAll<HTMLElement>(CLOSE)];
    const panel = host.querySelector<HTMLElement>(PANEL);
    const panelId = panel ? panel.id || uniqueId('ib-personal-card') : null;
    if (panel && panelId && !panel.id) attributes.set(panel, 'id', panelId);

    /** Mirrors `expanded` onto the buttons and the panel; no focus change. */
    const sync = (open: boolean) => {
      for (const button of openButtons()) {
        attributes.set(button, 'aria-expanded', String(open));
        if (panelId) attributes.set(button, 'aria-controls', panelId);
      }
      if (panel) attributes.set(panel, 'hidden', open ? null : '');
    };

    const firstVisible = (buttons: HTMLElement[]) =>
      buttons.find((button) => button.getClientRects().length > 0) ?? buttons[0];

    /** Opens or closes, then moves focus to the button that undoes it (when asked to). */
    const toggle = (open: boolean, moveFocus: boolean) => {
      const changed = Boolean(host.expanded) !== open;
      host.expanded = open; // reflects to the attribute the theme styles
      sync(open); // at once, so the button focused next is already shown
      if (moveFocus) firstVisible(open ? closeButtons() : openButtons())?.focus();
      if (changed) emit(host, 'ib-personal-card-toggle', { expanded: open });
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest(`${OPEN}, ${CLOSE}`);
      if (!button || !host.contains(button)) return;
      if (button.localName === 'a') event.preventDefault(); // a link-styled button goes nowhere
      // The open button is a disclosure (README): pressed on an open card, it closes it.
      toggle(button.matches(OPEN) && !host.expanded, true);
    };

    // On the document: Escape closes an open card wherever focus is, but only takes focus back
    // to the open button when it was inside the card (never pulled from elsewhere on the page).
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !host.expanded || event.defaultPrevented) return;
      const active = document.activeElement;
      const focusInside = active !== null && (host === active || host.contains(active));
      toggle(false, focusInside);
    };

    syncRef.current = sync;
    sync(Boolean(host.expanded));
    host.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeydown);
    return () => {
      host.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeydown);
      syncRef.current = () => undefined;
      attributes.restore();
    };
  }, [host]);

  // `expanded` set from script or the attribute: mirror it, leaving focus where it is.
  useLayoutEffect(() => syncRef.current(expanded), [expanded]);

  return <slot />;
}
