// Consumer test: packs the package, installs the tarball into an empty project and loads plain
// HTML pages (only ib-* tags and the autoloader) in Chromium, the way a CMS template uses it.
// Needs a built dist/ (npm run build). Flags: --keep (leave the temp folder for inspection).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { reachableFiles } from '../test/consumer/import-graph.mjs';
import {
  FRAMEWORKS,
  compileTypedProjects,
  installFrameworkApps,
  packagesImportedBy,
} from '../test/consumer/typed-projects.mjs';
import {
  buildReactSsrPage,
  checkHydratedPage,
  hydratedAsRendered,
} from '../test/consumer/react-ssr-page.mjs';
import { checkReact18App, installReact18App } from '../test/consumer/react18-app.mjs';
import { checkNextApp, installNextApp } from '../test/consumer/next-app.mjs';
import { checkBundlerApps, prepareBundlerApps } from '../test/consumer/bundler-apps.mjs';
import { checkFrameworkApps, prepareFrameworkApps } from '../test/consumer/framework-apps.mjs';
import { openLogged } from '../test/consumer/project.mjs';
import { checkFrameworkTypes, installFrameworkTypes } from '../test/consumer/framework-types.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const fixtures = join(repo, 'test/consumer');
const keep = process.argv.includes('--keep');
const started = Date.now();

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok' : 'not ok'} - ${name}${!ok && detail ? `\n    ${detail}` : ''}`);
  return ok;
}
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

if (!existsSync(join(repo, 'dist/autoload.js'))) {
  console.error('dist/autoload.js is missing: run `npm run build` first.');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'ib-consumer-'));
const project = join(work, 'site');
let server;
let browser;
try {
  // --- The tarball --------------------------------------------------------------------------
  const [pack] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], repo));
  const tarball = join(work, pack.filename);
  const files = pack.files.map((file) => file.path);
  check('tarball contains dist/autoload.js', files.includes('dist/autoload.js'));
  check('tarball contains dist/early-events.js', files.includes('dist/early-events.js'));
  check('tarball contains dist/custom-elements.json', files.includes('dist/custom-elements.json'));
  const source = files.filter(
    (path) =>
      /\.(tsx?|mts|cts)$/.test(path.replace(/\.d\.[mc]?ts$/, '.d')) ||
      /(^|\/)(test|tests|__tests__|stories|\.storybook)\//.test(path) ||
      /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(path) ||
      /^(elements|packages|scripts|demo|fixtures|node_modules)\//.test(path),
  );
  check(
    'tarball holds no source, test or story files',
    source.length === 0,
    source.slice(0, 10).join(', '),
  );
  console.log(
    `#   ${pack.filename}: ${files.length} files, ${(pack.size / 1024).toFixed(1)} KB packed`,
  );
  // The package linters over the tarball as published. attw: an ES-module-only package (no
  // CommonJS or node10 resolution to offer); the two stylesheets are not modules to type.
  const lint = (command, args) => {
    const run = spawnSync(process.execPath, [join(repo, 'node_modules', command), ...args], {
      encoding: 'utf8',
    });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
  };
  const publint = lint('publint/src/cli.js', ['--strict', tarball]);
  check(
    'publint finds nothing in the tarball',
    publint.ok && /All good/.test(publint.output),
    publint.output,
  );
  const attw = lint('@arethetypeswrong/cli/dist/index.js', [
    tarball,
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    './themes/tokens.css',
    './themes/upgrade.css',
    '--format',
    'ascii',
  ]);
  check(
    'are-the-types-wrong finds no problem for ES module and bundler resolution',
    attw.ok,
    attw.output.split('\n').slice(-20).join('\n'),
  );

  // React's types, Preact and the oldest TypeScript go into a project of their own, installed
  // meanwhile: the site below stays one without React.
  const apps = join(work, 'apps');
  const appsInstalling = installFrameworkApps(apps, tarball);
  // `import 'ib-blocks'` in apps built by Vite, webpack, Rollup and esbuild (test/consumer/bundler-apps.mjs).
  const bundling = prepareBundlerApps(join(work, 'bundlers'), tarball);
  // Vue 3, Svelte 5 and Preact apps built by Vite and run in Chromium (test/consumer/framework-apps.mjs).
  const frameworkApps = prepareFrameworkApps(join(work, 'framework-apps'), tarball);
  // React 18, and Next.js with React 19: projects of their own, installed meanwhile too.
  const react18 = {
    dir: join(work, 'react18'),
    install: installReact18App(join(work, 'react18'), tarball),
  };
  const nextApp = {
    dir: join(work, 'next-app'),
    install: installNextApp(join(work, 'next-app'), tarball),
  };
  // Vue 3, Svelte 5 and Angular with their checkers (test/consumer/framework-types.mjs): installed
  // meanwhile, then checked while the pages below run.
  const frameworks = join(work, 'frameworks');
  const frameworksChecked = installFrameworkTypes(frameworks, tarball).then(async (install) => ({
    install,
    results: install.ok ? await checkFrameworkTypes(frameworks) : [],
  }));

  // --- An empty project that installs it ----------------------------------------------------
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer-site', version: '1.0.0', private: true }),
  );
  npm(['install', '--no-audit', '--no-fund', tarball], project);
  const installed = readdirSync(join(project, 'node_modules')).filter(
    (name) => !name.startsWith('.'),
  );
  check(
    'install adds ib-blocks and nothing else (React is an optional peer)',
    installed.join() === 'ib-blocks',
    installed.join(', '),
  );
  const pkgDir = join(project, 'node_modules/ib-blocks');
  const dist = join(pkgDir, 'dist');

  // Server rendering and tests import entries in Node: that must not throw.
  const allTags = readdirSync(join(dist, 'elements'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => name.slice(0, -3));
  const specifiers = [
    'ib-blocks',
    'ib-blocks/helpers',
    ...allTags.map((tag) => `ib-blocks/${tag}`),
  ];
  let nodeError = '';
  try {
    execFileSync(
      'node',
      [
        '--input-type=module',
        '-e',
        specifiers.map((s) => `await import(${JSON.stringify(s)});`).join(''),
      ],
      {
        cwd: project,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    nodeError = String(error.stderr).trim().split('\n').slice(0, 4).join(' | ');
  }
  check(`importing ${specifiers.length} entries in Node does not throw`, !nodeError, nodeError);

  // --- Strict TypeScript projects --------------------------------------------------------------
  // Every entry's typings compile with `strict` and `skipLibCheck: false`: in the site, where React
  // (and the bundled vendors) are not installed, so they name none of their types; the root import
  // alone; React 19 and Preact apps; and the oldest TypeScript supported (test/consumer/typed-projects.mjs).
  const typed = join(project, 'typed'); // inside the project: ib-blocks resolves from its node_modules
  mkdirSync(typed);
  writeFileSync(join(typed, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  writeFileSync(
    join(typed, 'index.ts'),
    [
      ...specifiers.map((s) => `import ${JSON.stringify(s)};`),
      "import type { IbModal } from 'ib-blocks/ib-modal';",
      "const modal: IbModal | null = document.querySelector('ib-modal');",
      "modal?.addEventListener('ib-modal-open', (event) => {",
      '  const id: string = event.detail.id;',
      '  console.log(id, modal.open, modal.updateComplete);',
      '});',
      '',
    ].join('\n'),
  );
  const appsInstall = await appsInstalling;
  check(
    `npm installs the tarball with ${FRAMEWORKS.join(', ')} (one install)`,
    appsInstall.ok,
    appsInstall.output.split('\n').slice(-10).join('\n    '),
  );
  // Compiling takes a few seconds of CPU: it runs while the Vite build and the pages below do.
  const compiling = compileTypedProjects({ typed, apps, repo });

  // Every declaration file in the package, reachable or not: React only in the React typings,
  // Preact, Vue and Svelte only in theirs, no bundled library anywhere.
  const frameworkTypings = {
    'dist/jsx-preact.d.ts': ['preact'],
    'dist/vue.d.ts': ['vue'],
    'dist/svelte.d.ts': ['svelte/elements'],
  };
  const mayImport = (path) =>
    /^dist\/(types\/react(\.d\.ts|\/)|types\/src\/react\/|jsx\.d\.ts$)/.test(path)
      ? ['react']
      : (frameworkTypings[path] ?? []);
  const declarations = files.filter((path) => path.endsWith('.d.ts'));
  const naming = declarations.flatMap((path) =>
    packagesImportedBy(join(pkgDir, path))
      .filter((name) => !mayImport(path).includes(name))
      .map((name) => `${path} imports ${name}`),
  );
  check(
    `the package's ${declarations.length} declaration files name no bundled library, React only in the React typings, Preact, Vue and Svelte only in theirs`,
    declarations.length > 200 && naming.length === 0,
    naming.slice(0, 10).join('\n    '),
  );

  // --- A Vite app that bundles ib-rive -------------------------------------------------------
  // The Rive runtime's WebAssembly must travel with the app's build (no fall back to a public CDN).
  const app = join(project, 'vite-app'); // inside the project: ib-blocks resolves from its node_modules
  mkdirSync(app);
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><ib-rive src="/a.riv"></ib-rive><script type="module" src="./main.js"></script>',
  );
  writeFileSync(join(app, 'main.js'), "import 'ib-blocks/ib-rive';\n");
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    root: app,
    configFile: false,
    logLevel: 'silent',
    base: './',
    build: { outDir: join(app, 'out') },
  });
  const emitted = readdirSync(join(app, 'out/assets'));
  const wasm = emitted.find((name) => name.endsWith('.wasm'));
  const script = emitted
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(app, 'out/assets', name), 'utf8'))
    .join('\n');
  check(
    'a Vite build of an app importing ib-blocks/ib-rive emits the Rive WebAssembly and points at it',
    Boolean(wasm) && script.includes(wasm),
    emitted.join(', '),
  );

  // --- A Next.js-style React page: rendered in Node, bundled by Vite, hydrated in Chromium -----
  const ssr = await buildReactSsrPage(apps, { mode: 'development' });
  check(
    'react-dom/server writes the kebab-case attributes the elements read (close-others, no closeOthers)',
    /<ib-accordion[^>]* close-others=""/.test(ssr.serverHtml) &&
      !/closeOthers|closeothers/.test(ssr.serverHtml),
    ssr.serverHtml.slice(0, 300),
  );
  const otherBlocks = allTags.filter(
    (tag) => !['ib-accordion', 'ib-modal'].includes(tag) && ssr.scripts.includes(`"${tag}"`),
  );
  check(
    'the app bundle importing ib-blocks/react/ib-accordion and ib-modal registers no other block',
    otherBlocks.length === 0,
    otherBlocks.join(', '),
  );

  // --- The pages ----------------------------------------------------------------------------
  const wanted = ['ib-accordion', 'ib-modal', 'ib-tooltip', 'ib-footer'];
  const tags = wanted.filter((tag) => existsSync(join(dist, 'elements', `${tag}.js`)));
  const absent = allTags.filter((tag) => !tags.includes(tag));
  const blocks = tags
    .map((tag) => readFileSync(join(fixtures, 'blocks', `${tag}.html`), 'utf8'))
    .join('\n');
  writeFileSync(
    join(project, 'index.html'),
    readFileSync(join(fixtures, 'page.html'), 'utf8').replace('<!-- blocks -->', blocks),
  );
  for (const page of ['empty.html', 'unknown-tag.html', 'early-events.html'])
    writeFileSync(join(project, page), readFileSync(join(fixtures, page), 'utf8'));
  console.log(`#   page uses: ${tags.join(', ')}`);

  server = await startStaticServer({ mounts: { '/': project, '/ssr/': ssr.out } });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

  /** Opens a page of the site in a fresh context, recording requests, failed responses and errors. */
  const open = (path) => openLogged(browser, `${server.url}/${path}`);
  const distPath = (path) => path.startsWith('/node_modules/ib-blocks/dist/');
  const elementFile = (tag) => `/node_modules/ib-blocks/dist/elements/${tag}.js`;

  // Page 1: every block present is defined, rendered and ready.
  const main = await open('index.html');
  const states = await main.page.evaluate(async (tags) => {
    const timeout = (ms) =>
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`not ready after ${ms} ms`)), ms),
      );
    return Promise.all(
      tags.map(async (tag) => {
        const el = document.querySelector(tag);
        try {
          await Promise.race([
            customElements.whenDefined(tag).then(() => el.updateComplete),
            timeout(10000),
          ]);
        } catch (error) {
          return { tag, error: error.message };
        }
        await new Promise((resolve) => setTimeout(resolve)); // the autoloader marks the state after the import settles
        const shadow = el.shadowRoot;
        return {
          tag,
          defined: Boolean(customElements.get(tag)),
          rendered: Boolean(shadow && shadow.childNodes.length > 0),
          loadState: el.dataset.ibState,
          // A Preact root leaves `__k` on its container; React leaves `__reactContainer$...`.
          preact: Boolean(
            shadow &&
            '__k' in shadow &&
            !Object.keys(shadow).some((key) => key.startsWith('__react')),
          ),
        };
      }),
    );
  }, tags);
  for (const state of states) {
    check(
      `<${state.tag}> is defined and its updateComplete resolves`,
      !state.error && state.defined,
      state.error,
    );
    if (!state.error)
      check(
        `<${state.tag}> rendered into its shadow root on Preact`,
        state.rendered && state.preact,
        JSON.stringify(state),
      );
    if (!state.error)
      check(
        `<${state.tag}> carries data-ib-state="loaded" from the autoloader`,
        state.loadState === 'loaded',
        JSON.stringify(state),
      );
  }

  // Interaction: with close-others, opening the second item closes the first.
  await main.page.evaluate(() => {
    window.toggles = [];
    document
      .querySelector('ib-accordion')
      .addEventListener('ib-accordion-toggle', (event) => window.toggles.push(event.detail));
  });
  await main.page.click('ib-accordion details:nth-of-type(1) > summary');
  await main.page.click('ib-accordion details:nth-of-type(2) > summary');
  const accordion = await main.page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50)); // `toggle` events are queued as tasks
    return {
      open: [...document.querySelectorAll('ib-accordion details')].map((item) => item.open),
      toggles: window.toggles,
    };
  });
  check(
    'accordion: opening an item closes the other (close-others)',
    accordion.open.join() === 'false,true',
    JSON.stringify(accordion.open),
  );
  check(
    'accordion: dispatches ib-accordion-toggle',
    accordion.toggles.some((detail) => detail.index === 1 && detail.open === true),
    JSON.stringify(accordion.toggles),
  );

  if (tags.includes('ib-modal')) {
    await main.page.click('a[href=":modal-consumer-modal:"]');
    const opened = await main.page
      .waitForFunction(() => document.querySelector('ib-modal').hasAttribute('open'), null, {
        timeout: 3000,
      })
      .then(
        () => true,
        () => false,
      );
    check('modal: a :modal-{id}: link opens it (open attribute)', opened);
    await main.page.keyboard.press('Escape');
  }

  await main.page.waitForLoadState('networkidle');
  const requested = main.log.requests.filter(distPath);
  const missing = tags.filter((tag) => !requested.includes(elementFile(tag)));
  check(
    'each tag on the page loaded its element file',
    missing.length === 0,
    `not requested: ${missing.join(', ')}`,
  );
  const stray = absent.filter((tag) => requested.includes(elementFile(tag)));
  check(
    'no element file loaded for tags absent from the page',
    stray.length === 0,
    stray.join(', '),
  );
  const allowed = reachableFiles(
    [join(dist, 'autoload.js'), ...tags.map((tag) => join(dist, 'elements', `${tag}.js`))],
    {
      staticOnly: [join(dist, 'autoload.js')],
    },
  );
  const extra = requested.filter((path) => !allowed.has(join(project, path)));
  check('every chunk requested belongs to a tag on the page', extra.length === 0, extra.join(', '));
  check('no failed requests', main.log.bad.length === 0, main.log.bad.join(' | '));
  check('no console errors', main.log.errors.length === 0, main.log.errors.join(' | '));
  console.log(`#   requests: ${main.log.requests.length} (${requested.length} from dist/)`);
  await main.context.close();

  // Page 2: no ib-* tag, so nothing but the autoloader; a tag added later still loads.
  const empty = await open('empty.html');
  await empty.page.waitForLoadState('networkidle');
  await empty.page.waitForTimeout(300);
  const fetched = [...empty.log.requests];
  check(
    'a page without ib-* tags fetches only the autoloader',
    fetched.join() === '/empty.html,/node_modules/ib-blocks/dist/autoload.js',
    fetched.join(', '),
  );
  const late = await empty.page.evaluate(async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<ib-accordion><details><summary>Late</summary><p>x</p></details></ib-accordion>',
    );
    const el = document.querySelector('ib-accordion');
    const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 10000));
    return Promise.race([
      customElements
        .whenDefined('ib-accordion')
        .then(() => el.updateComplete)
        .then(() => true),
      timeout,
    ]);
  });
  check(
    'a tag added after load is discovered and rendered',
    late && empty.log.requests.includes(elementFile('ib-accordion')),
  );
  // Another library's closed shadow root: invisible to the autoloader until discover(root).
  const discovered = await empty.page.evaluate(async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'closed' });
    root.innerHTML =
      '<ib-tabs label="Hidden"><button slot="tab">A</button><section slot="panel">a</section></ib-tabs>';
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = customElements.get('ib-tabs') !== undefined;
    // The package root (`ib-blocks`, dist/index.js) starts no second autoloader; its discover is the running one's.
    const { discover, registerTranslation } =
      await import('./node_modules/ib-blocks/dist/index.js');
    if (typeof registerTranslation !== 'function') return { before, upgraded: false };
    discover(root);
    const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 10000));
    const upgraded = await Promise.race([
      customElements
        .whenDefined('ib-tabs')
        .then(() => root.querySelector('ib-tabs').updateComplete)
        .then(() => true),
      timeout,
    ]);
    return { before, upgraded };
  });
  check(
    'discover(root) from the package root (dist/index.js, with registerTranslation) loads a tag inside a closed shadow root',
    !discovered.before && discovered.upgraded,
    JSON.stringify(discovered),
  );
  check(
    'no console errors on the empty page',
    empty.log.errors.length === 0,
    empty.log.errors.join(' | '),
  );
  await empty.context.close();

  // Page 3: a misspelt tag fetches nothing, is reported once (Cannot find module, MODULE_NOT_FOUND)
  // and marked failed; an interaction does not retry it.
  const unknown = await open('unknown-tag.html');
  await unknown.page.waitForLoadState('networkidle');
  await unknown.page.mouse.click(5, 5);
  await unknown.page.keyboard.press('a');
  await unknown.page.waitForTimeout(300);
  const misspelt = await unknown.page.evaluate(() => ({
    state: document.querySelector('ib-vidoe').dataset.ibState,
    reported: window.reported,
  }));
  check(
    '<ib-vidoe>: no request, one Cannot find module / MODULE_NOT_FOUND error, data-ib-state="failed"',
    unknown.log.requests.filter(distPath).join() === '/node_modules/ib-blocks/dist/autoload.js' &&
      misspelt.state === 'failed' &&
      JSON.stringify(misspelt.reported) ===
        JSON.stringify([
          [
            '[ib-blocks]',
            { message: "Cannot find module 'ib-blocks/ib-vidoe'", code: 'MODULE_NOT_FOUND' },
          ],
        ]),
    JSON.stringify({ requests: unknown.log.requests, ...misspelt }),
  );
  await unknown.context.close();

  // Page 4: dist/early-events.js in <head> keeps a captcha result an inline script dispatched
  // before the autoloader ran; ib-analytics gets the latest, once.
  const earlyPage = await open('early-events.html');
  const scores = await earlyPage.page.evaluate(async () => {
    const timeout = new Promise((resolve) => setTimeout(resolve, 10000));
    await Promise.race([
      customElements
        .whenDefined('ib-analytics')
        .then(() => document.querySelector('ib-analytics').updateComplete),
      timeout,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window.dataLayer ?? [])
      .filter((entry) => entry.event === 'captcha_score')
      .map((entry) => entry.score);
  });
  check(
    'dist/early-events.js: ib-analytics gets the latest ib-captcha-init dispatched before the autoloader ran, once',
    scores.join() === '0.7',
    JSON.stringify(scores),
  );
  check(
    'no console errors on the early-events page',
    earlyPage.log.errors.length === 0,
    earlyPage.log.errors.join(' | '),
  );
  await earlyPage.context.close();

  // The server-rendered React page, hydrated.
  const hydrated = await open('ssr/index.html');
  const result = await checkHydratedPage(hydrated.page);
  check(
    'hydrateRoot over the server HTML: no hydration error, close-others works, the event handler hears it, the modal stays closed',
    hydratedAsRendered(result),
    JSON.stringify(result),
  );
  check(
    'no console errors or failed requests on the React page (development build)',
    hydrated.log.errors.length === 0 && hydrated.log.bad.length === 0 && !ssr.serverWarnings,
    [...hydrated.log.errors, ...hydrated.log.bad, ssr.serverWarnings].join(' | '),
  );
  await hydrated.context.close();

  await checkBundlerApps(await bundling, { browser, check, allTags });
  await checkFrameworkApps(await frameworkApps, { browser, check });
  // The same page on React 18 (test/consumer/react18-app.mjs); Next.js's App Router (test/consumer/next-app.mjs).
  for (const [name, ok, detail] of await checkReact18App({
    dir: react18.dir,
    install: await react18.install,
    browser,
    repo,
  }))
    check(name, ok, detail);
  for (const [name, ok, detail] of await checkNextApp({
    dir: nextApp.dir,
    install: await nextApp.install,
    browser,
  }))
    check(name, ok, detail);
  const { install: frameworksInstall, results: frameworkResults } = await frameworksChecked;
  check(
    'npm installs the tarball with Vue 3, Svelte 5, Angular and their checkers (one install)',
    frameworksInstall.ok,
    frameworksInstall.output.split('\n').slice(-10).join('\n    '),
  );
  for (const [name, ok, detail] of frameworkResults) check(name, ok, detail);

  // Compiled without the bundled vendors installed, the typings cannot name them; listed, the
  // packages they import say so outright (plyr, lottie-web, @rive-app/canvas, embla-carousel,
  // hls.js, react-dom, ... would show here).
  for (const { name, ok, output, typings, packages, allowed } of await compiling) {
    check(
      `strict TypeScript compiles: ${name}`,
      ok,
      output.split('\n').slice(0, 20).join('\n    '),
    );
    const foreign = packages.filter((name) => !allowed.includes(name));
    check(
      `  its ${typings} ib-blocks typings import ${allowed.length ? `no package but ${allowed.join(', ')}` : 'no package'}`,
      typings > 0 && foreign.length === 0,
      `imported: ${packages.join(', ') || 'none'} (${typings} files)`,
    );
  }
} catch (error) {
  check('consumer test ran to the end', false, error.stack ?? String(error));
} finally {
  await browser?.close();
  await server?.close();
  if (keep) console.log(`#   kept ${relative(process.cwd(), work) || work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
