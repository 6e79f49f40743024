// Text rules of the glossary, free of the DOM: how terms and queries are compared (case- and
// accent-insensitive, shared with other blocks in packages/core) and which letter of the index a
// term files under.
import { foldText, queryWords } from '../../packages/core/fold-text.ts';

export { foldText, queryWords };

/** The letters of the index when no `alphabet` is given. */
export const DEFAULT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The index entry for terms that start with anything outside the alphabet (digits, symbols). */
export const OTHER_LETTER = '#';

/** The alphabet as a list of upper-case letters, duplicates and white space dropped. */
export function parseAlphabet(alphabet: string | undefined): string[] {
  const letters = [
    ...new Set(
      [...foldText(alphabet ?? '').toUpperCase()].filter(
        (char) => char.trim() && char !== OTHER_LETTER,
      ),
    ),
  ];
  return letters.length ? letters : [...DEFAULT_ALPHABET];
}

// Thai and Lao write some vowels before the consonant they follow in speech (เว็บ is ว + เ);
// dictionaries file such a word under that consonant (README, "alphabet").
const VOWEL_WRITTEN_FIRST = /\p{Logical_Order_Exception}/u;

/** The letter a term files under: its first letter without accents, or `#` when that is not in the alphabet. */
export function initialOf(term: string, alphabet: readonly string[]): string {
  const first = [...foldText(term).toUpperCase()].find(
    (char) => /[\p{L}\p{N}]/u.test(char) && !VOWEL_WRITTEN_FIRST.test(char),
  );
  return first && alphabet.includes(first) ? first : OTHER_LETTER;
}
