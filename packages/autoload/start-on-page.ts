// Starts the autoloader on a page, for both of its entries: dist/autoload.js (the script tag) and
// the package root (`ib-blocks` in a bundle). One autoloader per page: a site with the script tag
// whose own bundle also imports `ib-blocks` (for registerTranslation, say) keeps the first.
// Every byte here ships in the autoloader (its budget: scripts/size.mjs): keep it plain.
import { holdModalClicks } from './hold-modal-clicks.ts';
import { keepMissedEvents } from './keep-missed-events.ts';
import { loadKnownTag } from './known-tags.ts';
import { isStarted, startAutoload } from './start-autoload.ts';

/** Starts the autoloader, `load` importing a library tag's element file, unless one runs already. */
export function startOnPage(load: (tag: string) => Promise<unknown>): void {
  // Server rendering and tests in Node have no document: importing the autoloader does nothing there.
  if (typeof document === 'undefined' || isStarted()) return;
  holdModalClicks();
  keepMissedEvents();
  startAutoload({ load: (tag) => loadKnownTag(tag, load) });
}
