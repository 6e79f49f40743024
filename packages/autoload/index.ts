// `ib-blocks` (dist/index.js), the package root for bundlers: importing it starts the autoloader,
// which imports each element through a literal `import('./elements/<tag>.js')` (generated from the
// define files, scripts/lib/element-tags.mjs), so Vite, webpack, Rollup and esbuild see every
// element file and make it a chunk of its own, loaded when its tag shows up. It exports the helpers
// of `ib-blocks/helpers` (helpers.ts), which work with whichever autoloader runs on the page.
import elementLoaders from 'virtual:ib-element-loaders';
import { loadElement } from './load-element.ts';
import { startOnPage } from './start-on-page.ts';

// A failure names the module, as the page's bundle knows it by that name, not by a URL.
startOnPage((tag) => loadElement(tag, `ib-blocks/${tag}`, elementLoaders[tag]));

export * from './helpers.ts';
