// Message templates from the child `<script type="application/json">`: `[{ id, name, text }]`.
export interface MessageTemplate {
  id: string;
  name: string;
  text: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The usable templates (unique string id, name and text) and how many entries were skipped. */
export function parseTemplates(raw: unknown): { templates: MessageTemplate[]; skipped: number } {
  if (raw === undefined) return { templates: [], skipped: 0 };
  if (!Array.isArray(raw)) return { templates: [], skipped: 1 };
  const templates: MessageTemplate[] = [];
  const ids = new Set<string>();
  for (const entry of raw as Array<Partial<Record<keyof MessageTemplate, unknown>>>) {
    const id = typeof entry?.id === 'number' ? String(entry.id) : entry?.id;
    if (!isString(id) || !id || ids.has(id) || !isString(entry?.name) || !isString(entry?.text))
      continue;
    ids.add(id);
    templates.push({ id, name: entry.name, text: entry.text });
  }
  return { templates, skipped: raw.length - templates.length };
}
