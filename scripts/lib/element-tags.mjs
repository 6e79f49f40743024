// `virtual:ib-element-tags`: the library's tags, from the define files (scripts/lib/define-files.mjs),
// the one list the element build's entries come from too. The autoloader checks a tag against it
// before it fetches anything (packages/autoload/known-tags.ts). Served by the Rollup build and by
// the test runner's dev server alike.
import { defineFiles } from './define-files.mjs';

export const ELEMENT_TAGS_ID = 'virtual:ib-element-tags';

/** The module's source: `export default ["ib-accordion", …]`, sorted by tag. */
export const elementTagsSource = (root = process.cwd()) => `export default ${JSON.stringify(defineFiles(root).map(({ tag }) => tag))};`;

/** Rollup plugin. */
export function elementTagsRollup() {
  return {
    name: 'ib-element-tags',
    resolveId: (source) => (source === ELEMENT_TAGS_ID ? `\0${ELEMENT_TAGS_ID}` : null),
    load: (id) => (id === `\0${ELEMENT_TAGS_ID}` ? elementTagsSource() : null),
  };
}

/** Plugin for @web/dev-server (test runner): the import is served from a path of its own. */
export function elementTagsDevServer() {
  const path = '/__ib/element-tags.js';
  return {
    name: 'ib-element-tags',
    resolveImport: ({ source }) => (source === ELEMENT_TAGS_ID ? path : undefined),
    serve: (context) => (context.path === path ? { body: elementTagsSource(), type: 'js' } : undefined),
  };
}
