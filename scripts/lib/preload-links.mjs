// What a server can send with an HTML page so that the autoloader alone loads the blocks as fast
// as a template that names them: a `Link: <…>; rel=modulepreload` header for the shared chunks,
// each ib-* tag's element file and the catalog of the page's language, so the browser fetches
// them while it parses the page instead of after autoload.js has run (one round trip later). The
// same list the WordPress plugin writes into <head> (wordpress/ib-blocks/includes/head-assets.php),
// for servers that can read the page but not change it. The demo server sends it; docs/performance.md
// measures it with bench:peers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STABLE_CHUNKS } from './stable-chunks.mjs';

const TAG = /<(ib-[a-z0-9]+(?:-[a-z0-9]+)*)[\s/>]/gi;
const HTML_LANG = /<html\b[^>]*\blang=["']?([a-zA-Z0-9-]+)/i;

/**
 * The dist/ files (`chunks/runtime.js`, `elements/ib-modal.js`, `locales/de.js`, …) a page's
 * HTML will load through the autoloader, in fetch order; none for a page without ib-* tags.
 * `has(file)` says whether dist/ has the file: a misspelt tag or a language without a catalog
 * gets no preload (a preload of a missing file is a wasted request and a console warning).
 */
export function preloadFiles(html, has) {
  const tags = [...new Set([...html.matchAll(TAG)].map(([, tag]) => tag.toLowerCase()))];
  const elements = tags.map((tag) => `elements/${tag}.js`).filter(has);
  if (elements.length === 0) return [];
  const language = HTML_LANG.exec(html)?.[1].toLowerCase() ?? 'en';
  const catalog = [`locales/${language}.js`, `locales/${language.split('-')[0]}.js`].find((file) => !file.startsWith('locales/en') && has(file));
  return [...[...STABLE_CHUNKS].map((chunk) => `chunks/${chunk}.js`), ...elements, ...(catalog ? [catalog] : [])];
}

/** The `Link` header value for `files` served under `base` (`/dist/`), or '' for none. */
export const preloadLinkHeader = (files, base) => files.map((file) => `<${base}${file}>; rel=modulepreload`).join(', ');

/** `has` for a dist/ folder on disk. */
export const inDist = (dist) => (file) => existsSync(join(dist, file));
