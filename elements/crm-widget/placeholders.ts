// Template placeholders are numbered `{{1}}`, `{{2}}`... as in WhatsApp message templates.
const PLACEHOLDER = /\{\{(\d+)\}\}/g;

/** A placeholder's value per number (`"1"` for `{{1}}`), as typed into its field. */
export type PlaceholderValues = Record<string, string>;

/** The placeholder after the highest one in `text` (`{{1}}` when there is none). */
export function nextPlaceholder(text: string): string {
  let highest = 0;
  for (const match of text.matchAll(PLACEHOLDER)) highest = Math.max(highest, Number(match[1]));
  return `{{${highest + 1}}}`;
}

/** `text` with `insert` replacing the selection `start`–`end`, and the caret after it. */
export function insertAtCaret(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

// `{{01}}` and `{{1}}` are the same placeholder, so they share one field.
const numberOf = (digits: string) => String(Number(digits));

/** The distinct placeholder numbers of `text`, lowest first (`["1", "2"]`). */
export function placeholderNumbers(text: string): string[] {
  const numbers = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) numbers.add(numberOf(match[1]));
  return [...numbers].sort((a, b) => Number(a) - Number(b));
}

/** The first placeholder of `text` (lowest number) whose value is empty or only spaces. */
export function firstMissingPlaceholder(
  text: string,
  values: PlaceholderValues,
): string | undefined {
  return placeholderNumbers(text).find((number) => !values[number]?.trim());
}

/**
 * `text` with every placeholder replaced by its value. One pass, so a value that itself looks
 * like `{{2}}` is sent as typed, never filled again; a placeholder without a value stays as is.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (placeholder, digits: string) => {
    const number = numberOf(digits);
    return Object.hasOwn(values, number) ? values[number] : placeholder;
  });
}
