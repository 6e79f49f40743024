// `ib-blocks` / dist/autoload.js: the one script a template needs. It imports an element's module
// only when its tag shows up, so a page without ib-* tags downloads nothing else.
import sharedChunks from 'virtual:ib-shared-chunks';
import { holdModalClicks } from './hold-modal-clicks.ts';
import { keepMissedEvents } from './keep-missed-events.ts';
import { loadKnownTag } from './known-tags.ts';
import { loadElement } from './load-element.ts';
import { preloadSharedChunks } from './preload-chunks.ts';
import { startAutoload } from './start-autoload.ts';

// Server rendering and tests in Node have no document: importing the autoloader does nothing there.
if (typeof document !== 'undefined') {
  holdModalClicks();
  keepMissedEvents();
  // The first element file and the chunks nearly every element imports are requested together;
  // a tag the library does not have requests nothing.
  startAutoload({
    load: (tag) => loadKnownTag(tag, () => (preloadSharedChunks(sharedChunks, import.meta.url), loadElement(tag, import.meta.url))),
  });
}

export { discover } from './start-autoload.ts';
