// Editor completion data generated from the manifest: VS Code's HTML custom data and
// JetBrains web-types, so `<ib-` completes tags, attributes and values in templates.
import { elementDocs, literalValues } from './elements.mjs';

const attributeDocs = (attribute) =>
  [attribute.description, attribute.default !== undefined ? `Default: \`${attribute.default}\`.` : '']
    .filter(Boolean)
    .join(' ');

/** https://github.com/microsoft/vscode-custom-data */
export function vscodeCustomData(elements) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tag,
      description: { kind: 'markdown', value: elementDocs(element) },
      attributes: element.attributes.map((attribute) => {
        const values = literalValues(attribute.type);
        return {
          name: attribute.name,
          description: { kind: 'markdown', value: attributeDocs(attribute) },
          ...(attribute.type === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** https://github.com/JetBrains/web-types */
export function webTypes(elements, { name, version }) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tag,
          description: elementDocs(element),
          source: { module: `${name}/${element.tag}`, symbol: element.className },
          attributes: element.attributes.map((attribute) => {
            const values = literalValues(attribute.type);
            return {
              name: attribute.name,
              description: attributeDocs(attribute),
              ...(attribute.default !== undefined ? { default: attribute.default } : {}),
              value:
                attribute.type === 'boolean'
                  ? { type: 'boolean', required: false }
                  : { type: values.length ? values.map((value) => JSON.stringify(value)).join(' | ') : attribute.type },
            };
          }),
          slots: element.slots.map((slot) => ({ name: slot.name, description: slot.description })),
          js: {
            events: element.events.map((event) => ({ name: event.name, description: event.description })),
          },
          css: {
            parts: element.cssParts.map((part) => ({ name: part.name, description: part.description })),
            properties: element.cssProperties.map((property) => ({ name: property.name, description: property.description })),
          },
        })),
      },
    },
  };
}
