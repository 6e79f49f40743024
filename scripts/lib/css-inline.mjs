// `import css from './x.css?inline'` gives the file's text as a string, the way Vite does it,
// so the same element source runs in the test runner, the Rollup build and Storybook.
import { createHash } from 'node:crypto';
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

/**
 * Plugin for Rollup (library build). Each importer gets its own copy of the string: a stylesheet
 * several blocks share (packages/ui) goes into each of their files instead of a chunk of its own,
 * a request of a few hundred bytes that the element build and the React build would also both
 * ship, byte for byte.
 */
export function cssInlineRollup() {
  return {
    name: 'css-inline',
    async load(id) {
      const [path, query] = id.split('?');
      if (!path.endsWith('.css') || !query?.startsWith('inline')) return null;
      const text = await readFile(path, 'utf8');
      return `export default ${JSON.stringify(minify(text))};`;
    },
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      // Keep the query on the id so `load` knows to return the text as a string module; the
      // importer in it makes the module one per importer.
      return `${new URL(source, `file://${importer}`).pathname}?inline&for=${createHash('sha256').update(importer).digest('hex').slice(0, 8)}`;
    },
  };
}
