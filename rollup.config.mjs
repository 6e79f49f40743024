// The library build. Three outputs, each for a different reader:
// 1. dist/autoload.js: standalone (no static imports), so a page without ib-* tags fetches
//    nothing else. It imports dist/elements/<tag>.js at run time, relative to its own URL.
//    dist/index.js (the package root, for bundlers) runs the same autoloader with a literal
//    import per element file, which a bundler can follow.
// 2. dist/elements/<tag>.js: one entry per define file, the React source rendered on Preact 11
//    through preact/compat. Shared code sits in dist/chunks/: `runtime` (Preact + the element
//    factory), `core`, and one chunk per heavy vendor, which elements import dynamically.
// 3. dist/react.js: the same components for React apps, with React as a peer (external).
// Every output is browser-ready: node-resolve inlines all bare imports except React's in (3).
import { readFileSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { cssInlineRollup } from './scripts/lib/css-inline.mjs';
import { defineFiles } from './scripts/lib/define-files.mjs';
import {
  elementFilePath,
  elementLoadersRollup,
  elementTagsRollup,
  isElementFile,
} from './scripts/lib/element-tags.mjs';
import { virtualModule } from './scripts/lib/virtual-module.mjs';
import { worldRegionNamesRollup } from './scripts/lib/world-map.mjs';
import { attributeChecksModule } from './scripts/lib/attribute-checks.mjs';
import { sharedChunks } from './scripts/lib/shared-chunks.mjs';
import { STABLE_CHUNKS } from './scripts/lib/stable-chunks.mjs';
import { thirdPartyNoticesRollup } from './scripts/lib/third-party-notices.mjs';
import { plyrTrustedRollup } from './scripts/lib/plyr-trusted.mjs';
import { umdAsEsmRollup } from './scripts/lib/umd-as-esm.mjs';
import {
  isWordPressPackage,
  wordpressAssetRollup,
  wordpressGlobal,
} from './scripts/lib/wordpress-asset.mjs';

const elements = defineFiles();

// Order matters: the exact `react-dom/client` must win over the bare `react-dom`.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const REACT_PEERS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
];

/** Heavy vendors, each in its own chunk so a page pays only for the blocks it shows. */
const VENDORS = {
  plyr: /\/node_modules\/plyr\//,
  hls: /\/node_modules\/hls\.js\//,
  rive: /\/node_modules\/@rive-app\/canvas\//,
  embla: /\/node_modules\/embla-carousel[^/]*\//,
  prism: /\/node_modules\/prismjs\/prism\.js$/,
  popmotion: /\/node_modules\/(popmotion|framesync|style-value-types)\//,
  'floating-ui': /\/node_modules\/@floating-ui\//,
  lottie: /\/node_modules\/lottie-web\//,
};

function vendorChunk(id) {
  for (const [name, pattern] of Object.entries(VENDORS)) if (pattern.test(id)) return name;
  return undefined;
}

const isElementFactory = (id) => id.includes('/packages/element/');
const isCore = (id) => id.includes('/packages/core/');
const LOCALE_FILE = /\/packages\/i18n\/locales\/[\w-]+\.ts$/;

/**
 * Core modules the element factory needs (reportError) ride in `runtime`: otherwise every element,
 * even one that uses nothing from core, would load the whole `core` chunk. It also keeps the
 * imports one-way (core -> runtime), never a cycle.
 */
function neededByFactory(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some(
    (importer) =>
      isElementFactory(importer) ||
      (isCore(importer) && neededByFactory(importer, getModuleInfo, seen)),
  );
}

/** A core module imported by at least this many element files goes into `core`. */
const CORE_MIN_ELEMENTS = 4;

/**
 * Core modules that go into `core` with fewer users, because the blocks that import them (the
 * navbar, modals) are on most pages: in a chunk of its own, a module is a request the browser only
 * finds once it has parsed the element file, and every element script after that one waits for it.
 * On the benchmark page (docs/performance.md) ib-modal's scroll-lock chunk came in after a frame
 * and held the modal and the tooltips back on every load. focus.ts and backdrop-click.ts (a few
 * bytes each that the modal shares with the popovers, the search and the video testimonial) ride
 * along rather than becoming requests of their own.
 */
const CORE_ALWAYS = /\/packages\/core\/(scroll-lock|focus|backdrop-click)\.ts$/;

/** Whether a vendor module (under node_modules) imports `id`, directly or through core modules. */
function importedByVendor(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some(
    (importer) =>
      importer.includes('/node_modules/') ||
      (isCore(importer) && importedByVendor(importer, getModuleInfo, seen)),
  );
}

/** The element entry modules that import `id` statically, directly or through other modules. */
function elementsUsing(id, getModuleInfo, entries = new Set(), seen = new Set()) {
  if (seen.has(id)) return entries;
  seen.add(id);
  const info = getModuleInfo(id);
  if (info?.isEntry) entries.add(id);
  for (const importer of info?.importers ?? [])
    elementsUsing(importer, getModuleInfo, entries, seen);
  return entries;
}

/**
 * `runtime`: Preact, the element factory and the core modules it needs. `core`: the core modules
 * most blocks use, and CORE_ALWAYS; one that only a few blocks use (the navigation popover, the
 * carousel slide semantics) gets a small chunk of its own, shared by those blocks only, so every
 * page with a block does not pay for it. Heavy vendors: their own chunks.
 */
function elementChunks(id, { getModuleInfo }) {
  if (/\/node_modules\/preact\//.test(id) || isElementFactory(id)) return 'runtime';
  if (isCore(id)) {
    if (neededByFactory(id, getModuleInfo)) return 'runtime';
    const users = elementsUsing(id, getModuleInfo).size;
    if (CORE_ALWAYS.test(id) || users >= CORE_MIN_ELEMENTS) return 'core';
    // One element's alone, and no vendor's: it goes into that element's file (a chunk of its own
    // would only be one more request found late).
    if (users === 1 && !importedByVendor(id, getModuleInfo)) return undefined;
    // A chunk of its own (named after the module: popover.ts and its popover.css go together),
    // never left to Rollup: it would merge a module a vendor chunk imports (trusted-html, which
    // Plyr's rewritten code uses) into that vendor chunk, and every importer would load Plyr.
    return `core-${/([\w-]+)\.(?:ts|css)/.exec(id.split('/').pop())?.[1] ?? 'shared'}`;
  }
  return vendorChunk(id);
}

/**
 * Terser after esbuild: a few percent fewer gzipped bytes (docs/performance.md). Safe options
 * only; the licence comments stay (its default keeps `/*!` and `@license`). Both element builds
 * use it, so the vendor chunks they share stay the same bytes.
 */
const compressAgain = () => terser({ module: true, compress: { passes: 2 } });

const esbuildOptions = {
  target: 'es2022',
  jsx: 'automatic',
  minify: true,
  // The bundled libraries' licence comments (`/*! … */`, `@license`) stay, at the end of each
  // file; their full texts are in dist/THIRD_PARTY_NOTICES.md.
  legalComments: 'eof',
  // Also applied by the plugin at renderChunk, so it reaches vendor code from node_modules.
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** From source to minified chunks, the same in both element builds (their shared vendor chunks must match byte for byte). */
const sourcePlugins = () => [
  cssInlineRollup(),
  umdAsEsmRollup(),
  plyrTrustedRollup(),
  nodeResolve({ browser: true }),
  esbuild(esbuildOptions),
  compressAgain(),
];

/**
 * What the element build found, for the autoloader build that runs after it (Rollup's CLI builds
 * an array config in order): for each tag, the files its element file imports statically,
 * transitively, relative to dist/ and without `.js` (`chunks/runtime-<hash>`).
 */
const elementImports = new Map();

/** Records each element entry's static imports (Rollup hoists transitive ones into the entry). */
function recordElementImports() {
  return {
    name: 'ib-element-imports',
    generateBundle(_options, bundle) {
      const closure = (fileName, seen = new Set()) => {
        for (const imported of bundle[fileName]?.imports ?? []) {
          if (!seen.has(imported)) closure(imported, seen.add(imported));
        }
        return seen;
      };
      for (const chunk of Object.values(bundle)) {
        const tag =
          chunk.type === 'chunk' &&
          chunk.isEntry &&
          /^elements\/(ib-[a-z0-9-]+)\.js$/.exec(chunk.fileName)?.[1];
        if (tag)
          elementImports.set(
            tag,
            [...closure(chunk.fileName)].map((file) => file.replace(/\.js$/, '')),
          );
      }
    },
  };
}

/** `virtual:ib-shared-chunks`: the chunks the autoloader preloads, from the element build's output. */
const sharedChunksModule = () =>
  virtualModule('virtual:ib-shared-chunks', () => {
    const missing = elements.filter(({ tag }) => !elementImports.has(tag)).map(({ tag }) => tag);
    if (missing.length)
      throw new Error(
        `ib-shared-chunks: no element build output for ${missing.join(', ')}; build the elements before the autoloader`,
      );
    return `export default ${JSON.stringify(sharedChunks(elementImports))};`;
  });

/**
 * Puts `line` first in each chunk `wanted` picks, after minification (which drops comments and
 * directives), and moves its source map down a line.
 */
function prependLine(bundle, line, wanted) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !wanted(chunk)) continue;
    chunk.code = `${line}\n${chunk.code}`;
    const map = bundle[`${chunk.fileName}.map`];
    if (!map) continue;
    const json = JSON.parse(map.source);
    json.mappings = `;${json.mappings}`; // one generated line more, mapped to nothing
    map.source = JSON.stringify(json);
  }
}

/**
 * V8's explicit compile hint on the runtime and the element files: they are compiled while they
 * download, off the main thread, instead of function by function on it as the first render calls
 * them; nearly all their functions run as an element upgrades. Not on `core` and the other chunks,
 * most of whose functions a given page never calls. On the benchmark page the elements upgrade
 * in less main-thread time (docs/performance.md).
 */
function compileHints() {
  return {
    name: 'ib-compile-hints',
    generateBundle(_options, bundle) {
      prependLine(
        bundle,
        '//# allFunctionsCalledOnLoad',
        (chunk) => chunk.isEntry || chunk.name === 'runtime',
      );
    },
  };
}

/**
 * 'use client' at the top of each React entry (`react.js`, `react/<tag>.js`): a React Server
 * Component (Next.js's App Router) may then import them; the server renders the element's tag and
 * attributes and the browser hydrates them (README, "React"). Rollup drops a module's own
 * directive when it bundles, so it is added to the output; the chunks behind the entries need
 * none, as everything a client module imports is client code.
 */
function useClientDirective() {
  return {
    name: 'ib-use-client',
    generateBundle(_options, bundle) {
      prependLine(bundle, "'use client';", (chunk) => chunk.isEntry);
    },
  };
}

const failOnCircularChunks = (warning, warn) => {
  if (warning.code === 'CIRCULAR_CHUNK') throw new Error(warning.message);
  warn(warning);
};

const autoload = {
  input: { autoload: 'packages/autoload/autoload.ts' },
  // Terser after esbuild: its extra passes take bytes off that the autoloader's budget needs;
  // stronger options than the element build's.
  plugins: [
    sharedChunksModule(),
    elementTagsRollup(),
    nodeResolve({ browser: true }),
    esbuild(esbuildOptions),
    terser({
      module: true,
      compress: { passes: 3, unsafe: true, unsafe_arrows: true, pure_getters: true },
    }),
  ],
  // A hidden map: the file keeps no sourceMappingURL comment, whose bytes count against 1 KB.
  output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', sourcemap: 'hidden' },
};

// dist/early-events.js: a classic script (no module, no import) for <head>, which keeps the window
// events a page dispatches before the autoloader runs (packages/autoload/early-events.ts).
const earlyEvents = {
  input: { 'early-events': 'packages/autoload/early-events.ts' },
  plugins: [
    nodeResolve({ browser: true }),
    esbuild(esbuildOptions),
    terser({ compress: { passes: 3, unsafe: true, unsafe_arrows: true, pure_getters: true } }),
  ],
  output: { dir: 'dist', format: 'iife', entryFileNames: '[name].js', sourcemap: 'hidden' },
};

// The package root for bundlers (dist/index.js): the autoloader's logic, loading each element file
// through a literal `import('./elements/<tag>.js')` a bundler can follow (not by URL, as
// dist/autoload.js does), plus discover and registerTranslation.
const packageRoot = {
  input: { index: 'packages/autoload/index.ts' },
  external: isElementFile,
  plugins: [
    elementLoadersRollup(),
    elementTagsRollup(),
    nodeResolve({ browser: true }),
    esbuild(esbuildOptions),
  ],
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    paths: elementFilePath,
    sourcemap: true,
  },
};

// dist/helpers.js (`ib-blocks/helpers`): discover and registerTranslation without starting the
// autoloader. A build of its own, so it shares no chunk with dist/index.js: the few bytes of
// `discover` both hold reach the same autoloader (through the window).
const helpers = {
  input: { helpers: 'packages/autoload/helpers.ts' },
  plugins: [nodeResolve({ browser: true }), esbuild(esbuildOptions)],
  output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', sourcemap: true },
};

const customElements = {
  input: Object.fromEntries(elements.map(({ tag, file }) => [`elements/${tag}`, file])),
  plugins: [
    alias({ entries: preactAliases }),
    ...sourcePlugins(),
    recordElementImports(),
    compileHints(),
    thirdPartyNoticesRollup(),
  ],
  onwarn: failOnCircularChunks,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // The built-in catalogs under stable names (dist/locales/de.js): a server can preload the
    // page language's one (the WordPress plugin does).
    chunkFileNames: (chunk) =>
      LOCALE_FILE.test(chunk.facadeModuleId ?? '')
        ? 'locales/[name].js'
        : STABLE_CHUNKS.has(chunk.name)
          ? 'chunks/[name].js'
          : 'chunks/[name]-[hash].js',
    manualChunks: elementChunks,
    sourcemap: true,
  },
};

/**
 * Vendors whose chunks import nothing of the project or of React: both builds emit them byte for
 * byte the same, under the same content-hashed name. Plyr's imports core's trusted-html (a chunk
 * of its own in one build, `core` in the other): theirs differ.
 */
const SELF_CONTAINED_VENDORS =
  /\/node_modules\/(hls\.js|@rive-app\/canvas|prismjs|popmotion|framesync|style-value-types|hey-listen|@floating-ui|lottie-web|embla-carousel[^/]*)\//;

/** A React build chunk made only of such vendor code: it goes to dist/chunks/, where the element build put the same file. */
const isSharedVendorChunk = (chunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => SELF_CONTAINED_VENDORS.test(id));

/** Fails the build when a chunk the React build puts in dist/chunks/ is not the element build's file, byte for byte. */
function sharedVendorChunksCheck() {
  return {
    name: 'ib-shared-vendor-chunks',
    generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('chunks/')) continue;
        let built;
        try {
          built = readFileSync(`${options.dir}/${chunk.fileName}`, 'utf8');
        } catch {
          built = undefined;
        }
        if (built !== chunk.code) {
          throw new Error(
            `ib-shared-vendor-chunks: the React build's ${chunk.fileName} is not the element build's; keep its vendor out of SELF_CONTAINED_VENDORS`,
          );
        }
      }
    },
  };
}

const react = {
  // `ib-blocks/react` and one entry per element, `ib-blocks/react/<tag>`, which registers only its own.
  input: {
    react: 'react/index.ts',
    ...Object.fromEntries(elements.map(({ tag }) => [`react/${tag}`, `react/elements/${tag}.ts`])),
  },
  external: (id) => REACT_PEERS.includes(id),
  plugins: [...sourcePlugins(), sharedVendorChunksCheck(), useClientDirective()],
  onwarn: failOnCircularChunks,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // Apart from the Preact chunks: these import the app's React. The self-contained vendor chunks
    // are the element build's files in dist/chunks/, shared (one copy of lottie-web, hls.js, ...).
    chunkFileNames: (chunk) =>
      isSharedVendorChunk(chunk) ? 'chunks/[name]-[hash].js' : 'react-chunks/[name]-[hash].js',
    // packages/core in one chunk: left to Rollup, a core module Plyr's rewritten code imports
    // would be merged into the Plyr chunk, which the importing blocks would then load eagerly.
    manualChunks: (id) => (isCore(id) ? 'core' : vendorChunk(id)),
    sourcemap: true,
  },
};

// dist/wordpress/editor.js: the WordPress plugin's block editor script (docs/wordpress.md, "Block
// editor"), a classic script over WordPress's own packages (`wp.blocks`, ...), which stay external,
// with the editor.asset.php WordPress enqueues it by. The plugin build copies both into the zip.
const wordpressEditor = {
  input: { 'wordpress/editor': 'wordpress/editor/index.ts' },
  external: isWordPressPackage,
  plugins: [
    attributeChecksModule(), // virtual:ib-attribute-checks, every folder's <folder>-checks.ts
    nodeResolve({ browser: true }),
    worldRegionNamesRollup(), // virtual:ib-world-region-names, the Map block's regions
    esbuild(esbuildOptions),
    wordpressAssetRollup(),
  ],
  output: {
    dir: 'dist',
    format: 'iife',
    entryFileNames: '[name].js',
    globals: wordpressGlobal,
    sourcemap: 'hidden',
  },
};

// The element build first: the autoloader bakes in the shared chunks it records.
export default elements.length > 0
  ? [customElements, autoload, earlyEvents, packageRoot, helpers, react, wordpressEditor]
  : [autoload, earlyEvents, packageRoot, helpers, react, wordpressEditor];
