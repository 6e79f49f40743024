// The bundled apps of scripts/test-consumer.mjs: `import 'ib-blocks'` (the autoloader) in a tiny
// app built by Vite, webpack 5, Rollup and esbuild, and served by Vite's dev server, installed
// from the tarball with the bundlers in ONE `npm install`; the builds run side by side. Each app
// has two pages with <ib-accordion>, <ib-tabs> and <ib-modal>: `index.html` imports the package
// root alone; `translated.html` (lang="de") imports registerTranslation from it beside the three
// per-tag imports; each entry listens to ib-accordion-toggle. checkBundlerApps() opens them in
// Chromium.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { installProject, openLogged } from './project.mjs';

export const BUNDLERS = ['vite', 'webpack@5', 'rollup', '@rollup/plugin-node-resolve', 'esbuild'];

/** The tags the pages hold; the test checks that no other element's code is fetched. */
export const PAGE_TAGS = ['ib-accordion', 'ib-tabs', 'ib-modal'];

const BLOCKS = `
<ib-accordion><details><summary>Question</summary><p>Answer</p></details><details><summary>Other</summary><p>More</p></details></ib-accordion>
<ib-tabs label="Channels"><button slot="tab">SMS</button><section slot="panel"><p>Text</p></section><button slot="tab">Email</button><section slot="panel"><p>Mail</p></section></ib-tabs>
<ib-modal id="bundled-modal"><h2>Hello</h2><p>Dialog content.</p></ib-modal>`;

// The app's own listener: what it heard goes into the page, for the test to read.
const LISTENER = [
  "document.querySelector('ib-accordion').addEventListener('ib-accordion-toggle', (event) => {",
  '  document.body.dataset.heard = `${event.detail.index}:${event.detail.open}`;',
  '});',
  '',
].join('\n');

const ENTRIES = {
  main: `import 'ib-blocks';\n${LISTENER}`,
  // The close label proves the strings arrived; the per-tag imports define the elements the
  // package root's autoloader also sees: it must find them the same modules, never failed.
  translated: [
    "import { registerTranslation } from 'ib-blocks';",
    "import 'ib-blocks/ib-accordion';",
    "import 'ib-blocks/ib-tabs';",
    "import 'ib-blocks/ib-modal';",
    "registerTranslation('de', { modal: { close: 'Zumachen' } });",
    LISTENER,
  ].join('\n'),
};

const PAGES = {
  main: { file: 'index.html', lang: 'en' },
  translated: { file: 'translated.html', lang: 'de' },
};

const html = (lang, script) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bundled</title></head><body>${BLOCKS}\n${script}</body></html>`;

/** Installs the tarball with the bundlers into `dir`, then builds the apps: `{ install, builds }`. Started early, it runs beside the rest. */
export async function prepareBundlerApps(dir, tarball) {
  const install = await installProject(dir, 'consumer-bundlers', tarball, BUNDLERS);
  return { dir, install, builds: install.ok ? await buildBundlerApps(dir) : [] };
}

/** Writes the app's source (entries, and Vite's HTML) into `dir/src`. */
function writeSource(dir) {
  const src = join(dir, 'src');
  mkdirSync(src, { recursive: true });
  for (const [name, code] of Object.entries(ENTRIES)) {
    writeFileSync(join(src, `${name}.js`), code);
    writeFileSync(
      join(src, PAGES[name].file),
      html(PAGES[name].lang, `<script type="module" src="./${name}.js"></script>`),
    );
  }
  return src;
}

/** The pages for an output folder whose entries are `<name>.js` (`classic`: webpack's non-module scripts). */
function writePages(out, { classic = false } = {}) {
  for (const [name, { file, lang }] of Object.entries(PAGES)) {
    writeFileSync(
      join(out, file),
      html(lang, `<script ${classic ? 'defer' : 'type="module"'} src="./${name}.js"></script>`),
    );
  }
}

/**
 * Builds the app with each bundler, side by side; resolves to `{ name, out, error }` per build.
 * The bundlers are the ones installed in `dir`, as an app would have them.
 */
async function buildBundlerApps(dir) {
  const src = writeSource(dir);
  const load = (name) =>
    import(pathToFileURL(createRequire(join(dir, 'package.json')).resolve(name)).href);
  const entries = Object.fromEntries(
    Object.keys(ENTRIES).map((name) => [name, join(src, `${name}.js`)]),
  );
  const builds = {
    async vite(out) {
      const { build } = await load('vite');
      const input = Object.fromEntries(
        Object.entries(PAGES).map(([name, { file }]) => [name, join(src, file)]),
      );
      await build({
        root: src,
        configFile: false,
        logLevel: 'silent',
        base: './',
        build: { outDir: out, emptyOutDir: true, rollupOptions: { input } },
      });
    },
    async webpack(out) {
      const { default: webpack } = await load('webpack');
      // Named chunk ids: the file names tell which element a chunk is (production ids are numbers).
      const config = {
        mode: 'production',
        context: src,
        entry: entries,
        devtool: false,
        performance: { hints: false },
        output: {
          path: out,
          publicPath: 'auto',
          filename: '[name].js',
          chunkFilename: '[name]-[contenthash:8].js',
        },
        optimization: { chunkIds: 'named' },
      };
      const stats = await new Promise((resolve, reject) =>
        webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
      );
      if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
      writePages(out, { classic: true });
    },
    async rollup(out) {
      const { rollup } = await load('rollup');
      const { default: nodeResolve } = await load('@rollup/plugin-node-resolve');
      const bundle = await rollup({
        input: entries,
        plugins: [nodeResolve({ browser: true })],
        onwarn: () => {},
      });
      await bundle.write({ dir: out, format: 'es', entryFileNames: '[name].js' });
      writePages(out);
    },
    async esbuild(out) {
      const { build } = await load('esbuild');
      await build({
        entryPoints: entries,
        bundle: true,
        splitting: true,
        format: 'esm',
        minify: true,
        outdir: out,
        logLevel: 'silent',
      });
      writePages(out);
    },
  };
  return Promise.all(
    Object.entries(builds).map(async ([name, build]) => {
      const out = join(dir, 'out', name);
      try {
        await build(out);
        return { name, out };
      } catch (error) {
        return { name, out, error: error.stack ?? String(error) };
      }
    }),
  );
}

/**
 * `ib-blocks/helpers` bundled alone (esbuild, minified): what an app that registers its elements
 * with per-tag imports pays for registerTranslation and discover. Resolves to `{ files, bytes, code }`.
 */
async function bundleHelpers(dir) {
  const { build } = await import(
    pathToFileURL(createRequire(join(dir, 'package.json')).resolve('esbuild')).href
  );
  const entry = join(dir, 'src', 'helpers-only.js');
  writeFileSync(
    entry,
    "import { registerTranslation, discover } from 'ib-blocks/helpers';\nregisterTranslation('de', { modal: { close: 'Zumachen' } });\nwindow.discoverFromHelpers = discover;\n",
  );
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: join(dir, 'out', 'helpers-only'),
    write: false,
    logLevel: 'silent',
  });
  return {
    files: outputFiles.length,
    bytes: outputFiles[0].contents.length,
    code: outputFiles[0].text,
  };
}

/** Starts Vite's dev server on the app; resolves to `{ url, close }`. */
async function startViteDev(dir) {
  const { createServer } = await import(
    pathToFileURL(createRequire(join(dir, 'package.json')).resolve('vite')).href
  );
  const server = await createServer({
    root: join(dir, 'src'),
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  return { url: server.resolvedUrls.local[0].replace(/\/$/, ''), close: () => server.close() };
}

/** Gzip bytes of the scripts (paths under `base`) a page fetched from an output folder served there. */
function scriptBytes(out, base, scripts) {
  return scripts
    .map((path) => join(out, path.slice(base.length)))
    .filter((file) => existsSync(file)) // a 404 is another check's failure
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** How many script files the build emitted. */
const emittedScripts = (out) =>
  readdirSync(out, { recursive: true }).filter((path) => String(path).endsWith('.js')).length;

/**
 * Opens `url` (a page of a bundled app) and reports its elements: state, definition, which library
 * tags are defined, the modal's close label, and what the app's listener heard once the first
 * accordion summary is clicked.
 */
async function inspectBundledPage(browser, url, allTags) {
  const { context, page, log } = await openLogged(browser, url);
  const result = await page.evaluate(
    async ({ tags, allTags }) => {
      const timeout = new Promise((resolve) => setTimeout(resolve, 10000));
      await Promise.race([
        Promise.all(
          tags.map((tag) =>
            customElements.whenDefined(tag).then(() => document.querySelector(tag).updateComplete),
          ),
        ),
        timeout,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the autoloader marks the state after the import settles
      const close = document
        .querySelector('ib-modal')
        ?.shadowRoot?.querySelector('[part~="close"]');
      return {
        states: tags.map(
          (tag) =>
            `${tag}:${customElements.get(tag) ? 'defined' : 'undefined'}:${document.querySelector(tag).dataset.ibState}`,
        ),
        defined: allTags.filter((tag) => customElements.get(tag)),
        failed: document.querySelectorAll('[data-ib-state="failed"]').length,
        closeLabel: close?.getAttribute('aria-label') ?? null,
      };
    },
    { tags: PAGE_TAGS, allTags },
  );
  await page.click('ib-accordion details:nth-of-type(1) > summary');
  // `toggle` events are queued as tasks.
  const heard = await page
    .waitForFunction(() => document.body.dataset.heard ?? null, null, { timeout: 3000 })
    .then(
      (handle) => handle.jsonValue(),
      () => '',
    );
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ...result, heard, log };
}

/** The requested files named after a library tag not on the page (element chunks say whose they are). */
const strayElementFiles = (requested, allTags) =>
  requested.filter((path) =>
    allTags.some((tag) => !PAGE_TAGS.includes(tag) && basename(path).includes(tag)),
  );

/**
 * Opens every bundled page (and Vite's dev server) in `browser`, with `check(name, ok, detail)`:
 * each of the three elements loaded, none failed, the app's listener heard a click on the
 * accordion, no console error or failed request, no other element's code fetched or run, each
 * element a chunk of its own; the German page shows the registered label. Logs the scripts each
 * index page fetched (gzip).
 */
export async function checkBundlerApps({ dir, install, builds }, { browser, check, allTags }) {
  if (
    !check(
      `npm installs the tarball with ${BUNDLERS.join(', ')} (one install)`,
      install.ok,
      install.output.split('\n').slice(-10).join('\n    '),
    )
  )
    return;
  for (const { name, error } of builds)
    check(
      `${name} builds an app importing ib-blocks`,
      !error,
      error?.split('\n').slice(0, 12).join('\n    '),
    );
  const helpers = await bundleHelpers(dir);
  check(
    `ib-blocks/helpers bundles without the autoloader or any element (esbuild: one file, ${helpers.bytes} bytes)`,
    helpers.files === 1 &&
      helpers.bytes < 1000 &&
      !helpers.code.includes('import(') &&
      !helpers.code.includes('ib-accordion'),
    helpers.code.slice(0, 300),
  );
  const built = builds.filter((build) => !build.error);
  const server = await startStaticServer({
    mounts: Object.fromEntries(built.map(({ name, out }) => [`/${name}/`, out])),
  });
  const dev = await startViteDev(dir);
  try {
    const sites = [
      ...built.map(({ name, out }) => ({
        name,
        url: `${server.url}/${name}`,
        base: `/${name}/`,
        out,
      })),
      { name: 'vite dev', url: dev.url, base: '/' },
    ];
    for (const site of sites) {
      for (const [entry, { file }] of Object.entries(PAGES)) {
        const label = `${site.name}, ${entry === 'main' ? "import 'ib-blocks'" : "registerTranslation from 'ib-blocks' beside per-tag imports, lang=de"}`;
        const page = await inspectBundledPage(browser, `${site.url}/${file}`, allTags);
        const loaded = page.states.every((state) => state.endsWith(':defined:loaded'));
        check(
          `${label}: the three elements load, none failed`,
          loaded && page.failed === 0,
          page.states.join(', '),
        );
        check(
          `${label}: the app's ib-accordion-toggle listener hears the first item open`,
          page.heard === '0:true',
          JSON.stringify(page.heard),
        );
        check(
          `${label}: no console error or failed request`,
          page.log.errors.length === 0 && page.log.bad.length === 0,
          [...page.log.errors, ...page.log.bad].slice(0, 6).join(' | '),
        );
        const stray = strayElementFiles(page.log.requests, allTags);
        check(
          `${label}: no other element's code fetched or run`,
          page.defined.join() === [...PAGE_TAGS].sort().join() && stray.length === 0,
          `defined: ${page.defined.join(', ')}; fetched: ${stray.join(', ')}`,
        );
        if (entry === 'translated')
          check(
            `${label}: the registered German label shows`,
            page.closeLabel === 'Zumachen',
            String(page.closeLabel),
          );
        if (entry === 'main' && site.out) {
          const scripts = page.log.requests.filter(
            (path) => path.startsWith(site.base) && path.endsWith('.js'),
          );
          check(
            `${site.name}: each element file is a chunk of its own`,
            emittedScripts(site.out) > allTags.length,
            `${emittedScripts(site.out)} scripts emitted`,
          );
          console.log(
            `#   ${site.name}: the page fetched ${scripts.length} scripts, ${(scriptBytes(site.out, site.base, scripts) / 1024).toFixed(1)} KB gzip`,
          );
        }
      }
    }
  } finally {
    await dev.close();
    await server.close();
  }
}
