// dist/autoload.js: the one script a template needs. It imports an element's module only when its
// tag shows up, so a page without ib-* tags downloads nothing else. It finds the element files
// next to its own URL, so dist/ works from any folder or CDN path without an import map.
import sharedChunks from 'virtual:ib-shared-chunks';
import { loadElement } from './load-element.ts';
import { preloadSharedChunks } from './preload-chunks.ts';
import { startOnPage } from './start-on-page.ts';

// The first element file and the chunks nearly every element imports are requested together.
startOnPage(
  (tag) => (
    preloadSharedChunks(sharedChunks, import.meta.url),
    loadElement(tag, new URL(`./elements/${tag}.js`, import.meta.url).href)
  ),
);

export { discover } from './start-autoload.ts';
