// Editor completion data generated from the manifest: VS Code's HTML custom data and
// JetBrains web-types, so `<ib-` completes tags, attributes and values in templates.
import { elementDocs, literalValues } from './elements.mjs';

const attributeDocs = (attribute) =>
  [
    attribute.description,
    attribute.default !== undefined ? `Default: \`${attribute.default}\`.` : '',
  ]
    .filter(Boolean)
    .join(' ');

const code = (text) => `\`${text.replace(/`/g, "'")}\``;

/**
 * VS Code's HTML data knows tags and attributes only: the properties and the events' types go into
 * the tag's description, shown on hover.
 */
function memberDocs(element) {
  const properties = element.properties.map(
    (property) =>
      `- ${code(`${property.name}: ${property.type}`)}${property.default !== undefined ? ` (default ${code(property.default)})` : ''}${property.description ? `: ${property.description.split('\n')[0]}` : ''}`,
  );
  const events = element.events.map((event) => `- ${code(event.name)}: ${code(event.type)}`);
  return [
    ...(properties.length ? ['**Properties**', ...properties] : []),
    ...(events.length ? [`${properties.length ? '\n' : ''}**Events**`, ...events] : []),
  ].join('\n');
}

/** https://github.com/microsoft/vscode-custom-data */
export function vscodeCustomData(elements) {
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tag,
      description: {
        kind: 'markdown',
        value: [elementDocs(element), memberDocs(element)].filter(Boolean).join('\n\n'),
      },
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
                  : {
                      type: values.length
                        ? values.map((value) => JSON.stringify(value)).join(' | ')
                        : attribute.type,
                    },
            };
          }),
          slots: element.slots.map((slot) => ({ name: slot.name, description: slot.description })),
          js: {
            properties: element.properties.map((property) => ({
              name: property.name,
              description: property.description,
              ...(property.default !== undefined ? { default: property.default } : {}),
              value: { type: property.type },
            })),
            events: element.events.map((event) => ({
              name: event.name,
              description: event.description,
              value: { type: event.type },
            })),
          },
          css: {
            parts: element.cssParts.map((part) => ({
              name: part.name,
              description: part.description,
            })),
            properties: element.cssProperties.map((property) => ({
              name: property.name,
              description: property.description,
            })),
          },
        })),
      },
    },
  };
}
