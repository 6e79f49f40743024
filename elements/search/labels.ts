// Visitor-facing text: English defaults, each overridable by an attribute for translation.

/** `'{count} results'` with `{ count: 3 }` -> `'3 results'`; unknown placeholders stay as written. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The count sentence, using the singular template where the language's plural rules say 'one'. */
export function countLabel(count: number, lang: string, many: string, one: string): string {
  let category = count === 1 ? 'one' : 'other';
  try {
    category = new Intl.PluralRules(lang).select(count);
  } catch {
    // an unknown language tag: keep the English rule
  }
  return fillLabel(category === 'one' ? one : many, { count });
}

/** `'product-updates'` -> `'Product updates'`: a readable default for a content-type slug. */
export function humaniseType(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : type;
}
