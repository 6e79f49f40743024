// Visitor-facing text from label templates (the `*-label` attributes): placeholders filled in as
// text, never markup, and counts by the plural rules of the element's language.

/** `'{count} results'` with `{ count: 3 }` -> `'3 results'`; unknown placeholders stay as written. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The count sentence: the singular template where the language's plural rules say 'one'. */
export function countLabel(count: number, lang: string, many: string, one: string): string {
  let category = count === 1 ? 'one' : 'other';
  try {
    category = new Intl.PluralRules(lang).select(count);
  } catch {
    // an unknown language tag: keep the English rule
  }
  return fillLabel(category === 'one' ? one : many, { count });
}
