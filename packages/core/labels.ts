// Visitor-facing text from label templates (the catalogs' and the `*-label` attributes'):
// placeholders filled in as text, never markup. Counts: translations.ts's formatText.

/** `'{count} results'` with `{ count: 3 }` -> `'3 results'`; unknown placeholders stay as written. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
