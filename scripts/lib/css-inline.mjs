// `import css from './x.css?inline'` gives the file's text as a string, the way Vite does it,
// so the same element source runs in the test runner, the Rollup build and Storybook.
import { readFile } from 'node:fs/promises';

/**
 * Drops comments and the whitespace CSS does not need. Never the space before a `:`: in a selector
 * it is a descendant combinator (`.map ::slotted(svg)`, `:where(x) :where(y)`), and removing it
 * would turn the rule into one that matches something else, or nothing.
 */
export const minify = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();

/** Plugin for @web/dev-server (test runner). */
export function cssInlineDevServer() {
  return {
    name: 'css-inline',
    resolveMimeType(context) {
      if (context.path.endsWith('.css') && context.URL.searchParams.has('inline')) return 'js';
    },
    transform(context) {
      if (context.path.endsWith('.css') && context.URL.searchParams.has('inline')) {
        return { body: `export default ${JSON.stringify(context.body)};` };
      }
    },
  };
}

/** Plugin for Rollup (library build). */
export function cssInlineRollup() {
  return {
    name: 'css-inline',
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const text = await readFile(id.slice(0, -'?inline'.length), 'utf8');
      return `export default ${JSON.stringify(minify(text))};`;
    },
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      // Keep the query on the id so `load` knows to return the text as a string module.
      return `${new URL(source, `file://${importer}`).pathname}?inline`;
    },
  };
}
