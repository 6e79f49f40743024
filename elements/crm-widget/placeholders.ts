// Template placeholders are numbered `{{1}}`, `{{2}}`... as in WhatsApp message templates.
const PLACEHOLDER = /\{\{(\d+)\}\}/g;

/** The placeholder after the highest one in `text` (`{{1}}` when there is none). */
export function nextPlaceholder(text: string): string {
  let highest = 0;
  for (const match of text.matchAll(PLACEHOLDER)) highest = Math.max(highest, Number(match[1]));
  return `{{${highest + 1}}}`;
}

/** `text` with `insert` replacing the selection `start`–`end`, and the caret after it. */
export function insertAtCaret(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
