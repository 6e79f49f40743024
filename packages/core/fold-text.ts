// How blocks compare what a visitor types with text on the page (glossary search, table filters):
// case- and accent-insensitive, white space collapsed.

/**
 * Folds text for comparison: compatibility decomposition, combining marks dropped, lower case,
 * runs of white space collapsed. "Ça Va", "ca  va" and "CA VA" all read "ca va".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query as separate folded words; a text matches when it contains every one. */
export function queryWords(query: string): string[] {
  const folded = foldText(query);
  return folded ? folded.split(' ') : [];
}

/** Whether folded `text` contains every word (already folded, from `queryWords`). */
export function containsAllWords(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word));
}
