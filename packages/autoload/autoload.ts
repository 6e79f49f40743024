// `ib-blocks` / dist/autoload.js: the one script a template needs. It imports an element's
// module only when its tag shows up, so a page without ib-* tags downloads nothing else.
import knownTags from 'virtual:ib-known-tags';
import { loadElement } from './load-element.ts';
import { startAutoload } from './start-autoload.ts';

// Server rendering and tests in Node have no document: importing the autoloader does nothing there.
if (typeof document !== 'undefined') {
  startAutoload({ tags: knownTags, load: (tag) => loadElement(tag, import.meta.url) });
}

export {};
