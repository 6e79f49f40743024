// `virtual:ib-element-tags`: the library's tags, from the define files (scripts/lib/define-files.mjs),
// the one list the element build's entries come from too. The autoloader checks a tag against it
// before it fetches anything (packages/autoload/known-tags.ts). Served by the Rollup build and by
// the test runner's dev server alike.
import { defineFiles } from './define-files.mjs';
import { virtualModule, virtualModuleDevServer } from './virtual-module.mjs';

export const ELEMENT_TAGS_ID = 'virtual:ib-element-tags';

/** The module's source: `export default ["ib-accordion", …]`, sorted by tag. */
export const elementTagsSource = (root = process.cwd()) =>
  `export default ${JSON.stringify(defineFiles(root).map(({ tag }) => tag))};`;

/** Rollup plugin for `virtual:ib-element-tags`. */
export const elementTagsRollup = () => virtualModule(ELEMENT_TAGS_ID, () => elementTagsSource());

export const ELEMENT_LOADERS_ID = 'virtual:ib-element-loaders';

/** Stands for an element file in the generated module until the build writes its path (`elementFilePath`). */
const ELEMENT_FILE = 'ib-blocks-element-file:';

/**
 * The package root's `virtual:ib-element-loaders`: `export default { "ib-accordion": () =>
 * import("./elements/ib-accordion.js"), … }`, one literal import per define file, so a bundler
 * sees every element file and makes it a lazily loaded chunk of its own (packages/autoload/index.ts).
 */
export const elementLoadersSource = (root = process.cwd()) =>
  `export default {${defineFiles(root)
    .map(
      ({ tag }) =>
        `${JSON.stringify(tag)}: () => import(${JSON.stringify(`${ELEMENT_FILE}${tag}`)})`,
    )
    .join(',\n')}};`;

/** For Rollup's `external`: an element file the generated module imports. */
export const isElementFile = (id) => id.startsWith(ELEMENT_FILE);

/** For Rollup's `output.paths`: the element file's path next to dist/index.js. */
export const elementFilePath = (id) =>
  isElementFile(id) ? `./elements/${id.slice(ELEMENT_FILE.length)}.js` : id;

/** Rollup plugin for `virtual:ib-element-loaders`. */
export const elementLoadersRollup = () =>
  virtualModule(ELEMENT_LOADERS_ID, () => elementLoadersSource());

/** Plugin for @web/dev-server (test runner): the import is served from a path of its own. */
export const elementTagsDevServer = () =>
  virtualModuleDevServer(ELEMENT_TAGS_ID, () => elementTagsSource());
