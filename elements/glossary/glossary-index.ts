// The searchable index of a glossary, free of the DOM: each entry's folded text and letter,
// filtering by a query, and which letter of the navigation is current while the page scrolls.
import { foldText, initialOf, OTHER_LETTER, queryWords } from './glossary-text.ts';

export interface EntrySource {
  /** The term as shown (its heading, or `data-term` when that has a value). */
  term: string;
  /** Extra words the term is found by (`data-keywords`: synonyms, abbreviations). */
  keywords?: string;
  /** The definition text; searched only when definitions are included. */
  definition?: string;
}

export interface IndexedEntry {
  letter: string;
  /** Folded term and keywords. */
  name: string;
  /** Folded definition. */
  definition: string;
}

export function indexEntry(
  { term, keywords = '', definition = '' }: EntrySource,
  alphabet: readonly string[],
): IndexedEntry {
  return {
    letter: initialOf(term, alphabet),
    name: foldText(`${term} ${keywords}`),
    definition: foldText(definition),
  };
}

export interface FilterResult {
  /** Per entry: matches the query (all true for an empty query). */
  visible: boolean[];
  count: number;
  /** Matching entries per letter. */
  letters: Map<string, number>;
}

/** Entries whose term or keywords (and definition, when asked) contain every word of the query. */
export function filterEntries(
  entries: readonly IndexedEntry[],
  query: string,
  options: { definitions?: boolean } = {},
): FilterResult {
  const words = queryWords(query);
  const letters = new Map<string, number>();
  let count = 0;
  const visible = entries.map((entry) => {
    const matches = words.every(
      (word) =>
        entry.name.includes(word) ||
        (options.definitions === true && entry.definition.includes(word)),
    );
    if (matches) {
      count += 1;
      letters.set(entry.letter, (letters.get(entry.letter) ?? 0) + 1);
    }
    return matches;
  });
  return { visible, count, letters };
}

/** The letters the navigation offers: the alphabet, then `#` only when some term needs it. */
export function navLetters(
  alphabet: readonly string[],
  entries: readonly IndexedEntry[],
): string[] {
  return entries.some((entry) => entry.letter === OTHER_LETTER)
    ? [...alphabet, OTHER_LETTER]
    : [...alphabet];
}

export interface LetterAnchor {
  letter: string;
  /** Top edge in viewport coordinates. */
  top: number;
}

export interface ScrollPosition {
  /** Where headings count as reached: just under the (sticky) letter navigation. */
  line: number;
  /** Bottom edge of the glossary, viewport coordinates: once above the line, no letter is current. */
  bottom: number;
  /** Viewport height. */
  viewportHeight: number;
  /** The page cannot scroll further down. */
  atEnd: boolean;
}

/**
 * The current letter: the last group whose anchor has passed the line. At the end of the page the
 * last groups can never reach the line, so there the lowest group visible on screen counts.
 */
export function currentLetter(
  anchors: readonly LetterAnchor[],
  position: ScrollPosition,
): string | null {
  if (position.bottom <= position.line) return null;
  let current: string | null = null;
  for (const anchor of anchors) if (anchor.top <= position.line) current = anchor.letter;
  if (position.atEnd) {
    for (const anchor of anchors)
      if (anchor.top > position.line && anchor.top < position.viewportHeight)
        current = anchor.letter;
  }
  return current;
}
