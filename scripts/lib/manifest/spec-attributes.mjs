// Each element's attributes, made from its props spec (props-map.mjs), the one place an attribute
// is written (docs/architecture.md, "Adding a block"): the name (kebab-case of the prop), the type
// (the kind, or the union of string literals the checker reads from the derived props type), the
// description (the entry's doc comment) and the default (the constant the spec's defaults object
// names). A label whose text comes from the catalog (`play-label` -> `video.play`) says so, and
// gives the English text.
// An `@attr` on the class is only for an attribute that is no prop (state the element sets on
// itself, ib-navbar's `menu-open`); one naming a prop fails, as would a second description.
import { defineFiles } from '../define-files.mjs';
import { kebabCase } from '../names.mjs';
import { folderBlocks, keyDescriptions } from '../translations.mjs';
import { literalPropTypes } from './literal-props.mjs';
import { propsMap } from './props-map.mjs';

const KIND_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'string' };

/**
 * The catalog key a prop's text defaults to: its `@catalog` (or the key a label map names), else
 * `<block>.<stem>` for a `*Label` prop whose stem is a key of one block the folder uses.
 */
export function catalogKey(entry, blocks, english) {
  if (entry.catalog) return entry.catalog;
  const stem = entry.stem ?? /^(\w+)Label$/.exec(entry.name)?.[1];
  if (!stem) return undefined;
  const found = blocks.filter((block) => english[block]?.[stem] !== undefined);
  return found.length === 1 ? `${found[0]}.${stem}` : undefined;
}

/** The English text of a catalog key; of a counted text, the form the key names (`glossary.count.one`), else `other`. */
export function englishText(english, key) {
  const [block, name, form = 'other'] = key.split('.');
  const value = english[block]?.[name];
  return typeof value === 'string' ? value : value?.[form];
}

/** "… Default: the page language's `video.play`; English `Play`." (no second full stop after one in the text). */
export function catalogSentence(key, text) {
  return `Default: the page language's \`${key}\`; English \`${text}\`${/[.!?]$/.test(text) ? '' : '.'}`;
}

/**
 * `{ 'ib-tooltip': [{ name, fieldName, type, description, default, kind, meaning, catalog, english }] }`:
 * every element's attributes from its spec (`meaning` is the description without the catalog's
 * sentence). `english` is packages/i18n/en's strings (translations.mjs).
 */
export function specAttributes(root, english) {
  const literals = literalPropTypes(root);
  const blocksOf = folderBlocks(root);
  const keyDocs = keyDescriptions(root);
  const result = {};
  for (const { tag, file } of defineFiles(root)) {
    const blocks = blocksOf[file.split('/')[1]] ?? [];
    result[tag] = propsMap(root, file)
      .entries.filter((entry) => entry.kind !== 'object')
      .map((entry) => {
        const key = catalogKey(entry, blocks, english);
        const text = key ? englishText(english, key) : undefined;
        // A label without words of its own says what its catalog key says.
        const meaning =
          entry.description || (key ? (keyDocs[key.split('.').slice(0, 2).join('.')] ?? '') : '');
        return {
          name: kebabCase(entry.name),
          fieldName: entry.name,
          type: literals[tag]?.[entry.name] ?? KIND_TYPES[entry.kind],
          description: [meaning, key && text !== undefined ? catalogSentence(key, text) : '']
            .filter(Boolean)
            .join(' '),
          ...(entry.default !== undefined ? { default: entry.default } : {}),
          // For the README tables (attribute-tables.mjs), not the manifest.
          kind: entry.kind,
          meaning,
          ...(key ? { catalog: key, english: text } : {}),
        };
      });
  }
  return result;
}

/** A Custom Elements Manifest analyzer plugin: the attributes from the specs. */
export function attributesFromSpecs(root, english) {
  return {
    name: 'ib-spec-attributes',
    packageLinkPhase({ customElementsManifest }) {
      const specs = specAttributes(root, english);
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          const spec = specs[declaration.tagName];
          if (!declaration.customElement || !spec) continue;
          const own = declaration.attributes ?? [];
          for (const attribute of own) {
            if (spec.some((entry) => entry.name === attribute.name))
              throw new Error(
                `${declaration.tagName}: @attr ${attribute.name} repeats a prop of the props spec; describe it there, once`,
              );
          }
          declaration.attributes = [
            ...spec.map(({ name, fieldName, type, description, default: fallback }) => ({
              name,
              fieldName,
              type: { text: type },
              description,
              ...(fallback !== undefined ? { default: fallback } : {}),
            })),
            ...own,
          ];
        }
      }
    },
  };
}
