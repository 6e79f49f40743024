// Where the searched words occur in a title or excerpt, for <mark>: case- and accent-insensitive,
// as the search itself matches ("Ére" is found by "ere"). Works on decoded plain text and returns
// pieces of it, so the component renders text nodes only (README, "Nothing from an answer is ever
// inserted as HTML").

export interface Piece {
  text: string;
  mark: boolean;
}

/** A character as the search compares it: accents dropped, lower case (may be 0 or 2 characters). */
const fold = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a query, folded, longest first (so "sms" wins over "s" where both start). */
function wordsOf(query: string): string[] {
  const words = query
    .split(/\s+/)
    .map((word) => [...word].map(fold).join(''))
    .filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** `text` split into pieces, the ones where a word of `query` occurs marked. */
export function highlight(text: string, query: string): Piece[] {
  const words = wordsOf(query);
  if (!text || words.length === 0) return text ? [{ text, mark: false }] : [];
  // The folded text, and for each of its characters the offset of the source character it came from.
  let folded = '';
  const source: number[] = [];
  let offset = 0;
  for (const char of text) {
    const f = fold(char);
    folded += f;
    for (let i = 0; i < f.length; i += 1) source.push(offset);
    offset += char.length;
  }
  source.push(text.length);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      // To the end of the source character the match's last folded character came from.
      let after = at + word.length;
      while (source[after] === source[at + word.length - 1]) after += 1;
      marked.fill(true, source[at], source[after]);
    }
  }
  const pieces: Piece[] = [];
  for (let start = 0; start < text.length;) {
    let end = start;
    while (end < text.length && marked[end] === marked[start]) end += 1;
    pieces.push({ text: text.slice(start, end), mark: marked[start] });
    start = end;
  }
  return pieces;
}
