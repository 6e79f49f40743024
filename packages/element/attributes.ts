// How attribute text becomes a prop value, and back. Attributes are the source of truth for
// primitive props: setting such a property writes the attribute, and the attribute callback
// parses it. Rich data (json/object) lives only in properties.

export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'object';

/** `closeOthers` -> `close-others` */
export const toAttributeName = (prop: string): string =>
  prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The prop for an attribute's text; throws, with the reason, for JSON that does not parse. A
 * number that is no number arrives as NaN: the block judges it and reports it in its own words
 * (ib-parallax's `Invalid parallax speed`, its README).
 */
export function parseAttribute(kind: PropKind, value: string | null): unknown {
  if (kind === 'boolean') return value !== null; // presence-only: "", "false" and "disabled" all mean true
  if (value === null) return undefined; // a removed attribute resets the prop
  if (kind === 'number') return value.trim() === '' ? undefined : Number(value);
  if (kind === 'json') return JSON.parse(value);
  return value;
}

/**
 * Throws, with the reason, for text an attribute of this kind should not hold: JSON that does not
 * parse, a number that is no number. The WordPress editor's sidebar refuses such text
 * (docs/wordpress.md, "Block editor").
 */
export function checkAttribute(kind: PropKind, value: string): void {
  if (kind === 'number' && value.trim() !== '' && Number.isNaN(Number(value)))
    throw new Error(`"${value}" is not a number`);
  parseAttribute(kind, value);
}

/** What an element reports for attribute text `parseAttribute` refused, and the sidebar shows. */
export const invalidAttribute = (attribute: string, error: unknown): Error =>
  new Error(`Invalid ${attribute} attribute: ${(error as Error).message}`);

/** Writes a primitive property back to its attribute; returns false for kinds stored only as properties. */
export function reflectProperty(
  host: HTMLElement,
  attribute: string,
  kind: PropKind,
  value: unknown,
): boolean {
  if (kind === 'json' || kind === 'object') return false;
  if (kind === 'boolean') host.toggleAttribute(attribute, Boolean(value));
  else if (value === null || value === undefined) host.removeAttribute(attribute);
  else host.setAttribute(attribute, String(value));
  return true;
}
