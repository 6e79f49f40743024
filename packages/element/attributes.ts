// How attribute text becomes a prop value, and back. Attributes are the source of truth for
// primitive props: setting such a property writes the attribute, and the attribute callback
// parses it. Rich data (json/object) lives only in properties.

export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'object';

export type PropSpec = Record<string, PropKind>;

/** `closeOthers` -> `close-others` */
export const toAttributeName = (prop: string): string =>
  prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Throws, with the reason, for attribute text the kind cannot take. */
export function parseAttribute(kind: PropKind, value: string | null): unknown {
  if (kind === 'boolean') return value !== null; // presence-only: "", "false" and "disabled" all mean true
  if (value === null) return undefined; // a removed attribute resets the prop
  if (kind === 'number') return value.trim() === '' ? undefined : parseNumber(value);
  if (kind === 'json') return JSON.parse(value);
  return value;
}

function parseNumber(value: string): number {
  const number = Number(value);
  if (Number.isNaN(number)) throw new Error(`"${value}" is not a number`);
  return number;
}

/**
 * What an element reports for attribute text `parseAttribute` refused; the WordPress editor's
 * sidebar refuses such a value with the same words (docs/wordpress.md, "Block editor").
 */
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
