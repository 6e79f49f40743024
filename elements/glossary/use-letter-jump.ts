// A letter chosen in the navigation: the page scrolls to its group and focus moves there, so
// keyboard and screen-reader users continue from the group they chose.
import type { RefObject } from 'react';
import { ENTRY_SELECTOR, HEADING_SELECTOR } from './glossary-dom.ts';
import type { Disclosure } from './glossary-disclosure.ts';
import { scrollBelowNav } from './nav-position.ts';
import { useAddedAttribute } from './use-added-attribute.ts';

/** Returns the jump; `onJump` hears the letter, current at once (before the scroll ends). */
export function useLetterJump(
  nav: RefObject<HTMLElement | null>,
  anchors: ReadonlyMap<string, HTMLElement>,
  disclosures: ReadonlyMap<HTMLElement, Disclosure>,
  onJump: (letter: string) => void,
): (letter: string) => void {
  const focusableByUs = useAddedAttribute('tabindex');

  return (letter: string) => {
    const anchor = anchors.get(letter);
    if (!anchor) return;
    scrollBelowNav(nav.current, anchor);
    // An entry is entered by its button, a group by its heading.
    const target = anchor.matches(ENTRY_SELECTOR)
      ? (disclosures.get(anchor)?.button ?? anchor)
      : anchor.matches(HEADING_SELECTOR)
        ? anchor
        : (anchor.querySelector<HTMLElement>(HEADING_SELECTOR) ?? anchor);
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      focusableByUs.add(target);
    }
    target.focus({ preventScroll: true });
    onJump(letter);
  };
}
