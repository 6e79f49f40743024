// `ib-blocks` / dist/autoload.js: the one script a template needs. It imports an element's module
// only when its tag shows up, so a page without ib-* tags downloads nothing else.
import sharedChunks from 'virtual:ib-shared-chunks';
import { loadElement } from './load-element.ts';
import { preloadSharedChunks } from './preload-chunks.ts';
import { startOnPage } from './start-on-page.ts';

// The first element file and the chunks nearly every element imports are requested together.
startOnPage((tag) => (preloadSharedChunks(sharedChunks, import.meta.url), loadElement(tag, import.meta.url)));

export { discover } from './start-autoload.ts';
