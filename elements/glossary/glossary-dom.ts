// Reads a glossary's light DOM: the entries (`<article data-term>` with a heading and a
// definition) and the letter headings they are grouped under.
import { foldText, initialOf, OTHER_LETTER } from './glossary-text.ts';

export const ENTRY_SELECTOR = 'article[data-term]';
export const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';
/** Elements that may start a letter group: not an entry, nor inside one. */
const LETTER_CANDIDATES = `:is([data-letter], h2, h3, h4, h5, h6):not(${ENTRY_SELECTOR}, ${ENTRY_SELECTOR} *)`;

export interface GlossaryEntry {
  article: HTMLElement;
  /** The term's heading; null when the entry has none (then it is filtered but not a disclosure). */
  heading: HTMLElement | null;
  /** The article's other element children: what the disclosure shows and hides. */
  definitions: HTMLElement[];
  term: string;
  keywords: string;
  definition: string;
}

export function collectEntries(host: ParentNode): GlossaryEntry[] {
  return [...host.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)].map(readEntry);
}

/** One entry's parts and text. */
export function readEntry(article: HTMLElement): GlossaryEntry {
  const heading = article.querySelector<HTMLElement>(HEADING_SELECTOR);
  const definitions = [...article.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && !(heading && child.contains(heading)),
  );
  const named = article.getAttribute('data-term')?.trim();
  return {
    article,
    heading,
    definitions,
    term: named || heading?.textContent?.trim() || '',
    keywords: article.getAttribute('data-keywords') ?? '',
    definition: definitions.map((element) => element.textContent ?? '').join(' '),
  };
}

/** The letter a heading's text names: one letter, `#`, or a digit range like `0-9`; null otherwise. */
export function letterNamedBy(text: string, alphabet: readonly string[]): string | null {
  const folded = foldText(text).toUpperCase();
  if (folded === OTHER_LETTER || /^0\s*[-–]\s*9$/.test(folded)) return OTHER_LETTER;
  if ([...folded].length !== 1) return null;
  return initialOf(folded, alphabet) === folded ? folded : null;
}

/**
 * The element that starts each letter's group: an element with `data-letter` (a value, or the
 * letter its first heading names), else a bare heading (h2-h6) whose text is one letter.
 * Headings inside entries or inside a `data-letter` group are not letter headings.
 */
export function letterHeadingsOf(
  host: ParentNode,
  alphabet: readonly string[],
): Map<string, HTMLElement> {
  const found = new Map<string, HTMLElement>();
  // The selector skips the headings inside entries (each term's, thousands in a long glossary):
  // only candidates come back to script (docs/performance.md, the glossary's upgrade).
  for (const element of host.querySelectorAll<HTMLElement>(LETTER_CANDIDATES)) {
    let letter: string | null;
    if (element.hasAttribute('data-letter')) {
      const value = element.getAttribute('data-letter')!.trim();
      const named = value || element.querySelector(HEADING_SELECTOR)?.textContent || '';
      letter = letterNamedBy(named, alphabet);
    } else {
      if (element.parentElement?.closest('[data-letter]')) continue;
      letter = letterNamedBy(element.textContent ?? '', alphabet);
    }
    if (letter && !found.has(letter)) found.set(letter, element);
  }
  return found;
}

/** Whether a mutation added or removed entries or letter groups (the glossary's own wiring does neither). */
export function changesEntries(records: readonly MutationRecord[]): boolean {
  const relevant = (node: Node) =>
    node instanceof Element &&
    (node.matches(`${ENTRY_SELECTOR}, [data-letter]`) ||
      node.querySelector(`${ENTRY_SELECTOR}, [data-letter]`) !== null);
  return records.some((record) => [...record.addedNodes, ...record.removedNodes].some(relevant));
}
