// Data an element reads from a child `<script type="application/json">` (ib-crm-widget's message
// templates, ib-video's captions): no block can hold it, so its block keeps the script's text in an
// attribute, edits it as a list in a form (json-list-form.ts) and saves the script inside the tag
// (docs/wordpress.md, "Content as blocks").
import { createElement as h } from '@wordpress/element';

/** One field of a list item: a key of the JSON objects, edited as a line or as a text area. */
export interface JsonField {
  key: string;
  label: string;
  help?: string;
  multiline?: boolean;
}

export type JsonItem = Record<string, string>;

export interface JsonData {
  /** The block attribute holding the script's text. */
  attribute: string;
  /** The script's `slot` (`captions`), when the element's README gives it one. */
  slot?: string;
  /** The form's heading (`Message templates`) and one item's name (`Template`). */
  title: string;
  itemName: string;
  /** What the form says above the list: what the element does with it. */
  help: string;
  fields: JsonField[];
  /** A new item, given the others (an id the author never sees, unique among them). */
  newItem(items: JsonItem[]): JsonItem;
}

/** The script, as a selector inside the saved tag: its direct child, as the elements read it. */
const scriptSelector = (tag: string, data: JsonData) =>
  `${tag} > script[type="application/json"]${data.slot ? `[slot="${data.slot}"]` : ''}`;

/** The block attribute: the script's text, read back from the saved markup. */
export const jsonAttribute = (tag: string, data: JsonData) => ({
  type: 'string',
  source: 'text',
  selector: scriptSelector(tag, data),
});

/**
 * `<`, `>` and `&` as JSON escapes: `</script>` in a text cannot end the script, and the text is
 * the same before and after WordPress's filters (kses turns a bare `&` or `>` into an entity,
 * which a script would keep literally). Other text is left as it is, so escaping twice is a no-op.
 */
export const escapeForScript = (json: string) =>
  json.replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The items of the script's text; what is no list of objects reads as none. */
export function parseItems(text: unknown, fields: JsonField[]): JsonItem[] {
  if (typeof text !== 'string' || !text.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
    )
    .map((entry) =>
      Object.fromEntries(
        Object.entries(entry)
          .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
          .map(([key, value]) => [key, String(value)])
          .concat(fields.filter(({ key }) => !(key in entry)).map(({ key }) => [key, ''])),
      ),
    );
}

/** The script's text for `items`: none for an empty list, so the tag then has no script. */
export const itemsToText = (items: JsonItem[]): string | undefined =>
  items.length ? escapeForScript(JSON.stringify(items)) : undefined;

/** The child script for the saved tag and the live preview, or nothing without data. */
export function jsonScript(data: JsonData, text: unknown) {
  if (typeof text !== 'string' || !text) return undefined;
  return h('script', { type: 'application/json', slot: data.slot }, escapeForScript(text));
}
