// The custom elements of a Custom Elements Manifest, flattened for the generators beside this file.

/** @typedef {{ name: string, type: string, description: string, default?: string }} Attribute */
/** @typedef {{ name: string, description: string }} Named */
/**
 * @typedef {{ name: string, type: string, description: string, default?: string, attribute?: string }} Property
 */
/**
 * @typedef {{ tag: string, className: string, summary: string, description: string,
 *   module: string, attributes: Attribute[], properties: Property[], events: (Named & { type: string })[],
 *   slots: Named[], cssParts: Named[], cssProperties: (Named & { default?: string })[] }} ElementDoc
 */

const text = (value) => (value ?? '').trim();

/** @returns {ElementDoc[]} sorted by tag */
export function elementsOf(manifest) {
  return manifest.modules
    .flatMap((module) =>
      (module.declarations ?? [])
        .filter((declaration) => declaration.customElement && declaration.tagName)
        .map((declaration) => ({ module: module.path, ...declaration })),
    )
    .map((declaration) => ({
      tag: declaration.tagName,
      className: declaration.name,
      summary: text(declaration.summary),
      description: text(declaration.description),
      module: declaration.module,
      attributes: (declaration.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        type: text(attribute.type?.text) || 'string',
        description: text(attribute.description),
        default: attribute.default,
      })),
      // Public instance fields: the props (scripts/lib/manifest/members.mjs) and the class's own.
      properties: (declaration.members ?? [])
        .filter(
          (member) =>
            member.kind === 'field' &&
            !member.static &&
            !member.privacy &&
            !member.name.startsWith('#'),
        )
        .map((member) => ({
          name: member.name,
          type: text(member.type?.text) || 'unknown',
          description: text(member.description),
          default: member.default,
          attribute: member.attribute,
        })),
      events: (declaration.events ?? []).map((event) => ({
        ...named(event),
        type: text(event.type?.text) || 'Event',
      })),
      slots: (declaration.slots ?? []).map(named),
      cssParts: (declaration.cssParts ?? []).map(named),
      cssProperties: (declaration.cssProperties ?? []).map((property) => ({
        ...named(property),
        default: property.default,
      })),
    }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

function named({ name, description }) {
  return { name: name ?? '', description: text(description) };
}

/** `'a' | 'b'` -> ['a', 'b']; anything else -> []. */
export function literalValues(type) {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^(['"]).*\1$/.test(part))
    ? parts.map((part) => part.slice(1, -1))
    : [];
}

/** The element's summary and description as one markdown text. */
export function elementDocs(element) {
  return [element.summary, element.description]
    .filter(Boolean)
    .filter((part, i, all) => all.indexOf(part) === i)
    .join('\n\n');
}
