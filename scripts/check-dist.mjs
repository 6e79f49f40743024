// Checks on the built dist/ (run `npm run build` first):
// (a) browser-ready: no bare import specifier in any dist JS file, except React's own in the
//     React build (dist/react.js and its chunks), and every relative import points at a file;
// (b) server-safe: importing dist/autoload.js, dist/index.js, dist/helpers.js, each dist/elements/*.js, dist/react.js and dist/react/*.js in
//     Node (no DOM) does not throw, each in its own process so one cannot mask another.
// (c) the stable-named shared chunks a template may preload (README) exist, and the autoloader
//     preloads exactly those; dist/early-events.js is a classic script; the React entries start
//     with 'use client'.
// (d) licences and docs: THIRD_PARTY_NOTICES.md names every bundled library; the element READMEs
//     are in dist/docs/.
// (e) the manifest: each attribute a built element observes is a member of its declaration.
// Prints one line per check and a closing "N passed, M failed"; exits non-zero on failure.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OUR_TAGS } from './bench/pages.mjs';
import { defineFiles } from './lib/define-files.mjs';
import { isBare, moduleImports } from './lib/module-imports.mjs';
import { camelCase } from './lib/names.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const REACT_PEERS = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
]);
const IMPORT_TIMEOUT_MS = 20000;

let passed = 0;
let failed = 0;
function report(ok, label, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'}  ${label}${detail ? `\n      ${detail.replace(/\n/g, '\n      ')}` : ''}`,
  );
}

const jsFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });

const isReactBuild = (file) => {
  const path = relative(dist, file).replace(/\\/g, '/');
  return path === 'react.js' || path.startsWith('react/') || path.startsWith('react-chunks/');
};

function checkSpecifiers(file) {
  const label = `no bare imports: ${relative(root, file)}`;
  let imports;
  try {
    imports = moduleImports(readFileSync(file, 'utf8'));
  } catch (error) {
    return report(false, label, `cannot parse: ${error.message}`);
  }
  const specifiers = [...imports.staticImports, ...imports.dynamicImports];
  const bare = specifiers.filter(
    (specifier) => isBare(specifier) && !(isReactBuild(file) && REACT_PEERS.has(specifier)),
  );
  const missing = specifiers.filter(
    (specifier) => specifier.startsWith('.') && !existsSync(resolve(dirname(file), specifier)),
  );
  const problems = [
    ...bare.map((s) => `bare import "${s}"`),
    ...missing.map((s) => `"${s}" does not exist`),
  ];
  report(problems.length === 0, label, problems.join('\n'));
}

// The child imports the module, then waits a task so errors thrown from timers it set count too.
const CHILD = `
process.on('uncaughtException', (error) => { console.error(error); process.exit(1); });
process.on('unhandledRejection', (error) => { console.error(error); process.exit(1); });
await import(process.argv[1]);
await new Promise((resolve) => setTimeout(resolve, 50));
process.exit(0);
`;

function checkNodeImport(file) {
  return new Promise((resolvePromise) => {
    execFile(
      process.execPath,
      ['--input-type=module', '--eval', CHILD, pathToFileURL(file).href],
      { cwd: root, timeout: IMPORT_TIMEOUT_MS },
      (error, _stdout, stderr) => {
        const detail = error
          ? (stderr.trim() || error.message).split('\n').slice(0, 6).join('\n')
          : '';
        report(!error, `imports in Node: ${relative(root, file)}`, detail);
        resolvePromise();
      },
    );
  });
}

if (!existsSync(join(dist, 'autoload.js'))) {
  console.error('check-dist: dist/autoload.js is missing; run `npm run build` first.');
  process.exit(1);
}

for (const file of jsFiles(dist).sort()) checkSpecifiers(file);

const entries = [
  join(dist, 'autoload.js'),
  join(dist, 'index.js'),
  join(dist, 'helpers.js'),
  ...(existsSync(join(dist, 'elements')) ? jsFiles(join(dist, 'elements')).sort() : []),
  join(dist, 'react.js'),
  ...(existsSync(join(dist, 'react')) ? jsFiles(join(dist, 'react')).sort() : []),
];
report(existsSync(join(dist, 'react.js')), 'dist/react.js exists');

// `ib-blocks/react/<tag>`: one entry per element, and none of them brings another element along
// (an app importing five components registers five elements, not all of them).
const reactEntries = existsSync(join(dist, 'react')) ? jsFiles(join(dist, 'react')).sort() : [];
const elementCount = defineFiles(root).length;
report(
  reactEntries.length === elementCount,
  `dist/react/ has one entry per element (${reactEntries.length} of ${elementCount})`,
);
const staticClosure = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of moduleImports(readFileSync(file, 'utf8')).staticImports) {
    if (specifier.startsWith('.')) staticClosure(resolve(dirname(file), specifier), seen);
  }
  return seen;
};
for (const file of reactEntries) {
  const others = [...staticClosure(file)].filter(
    (other) => other !== file && reactEntries.includes(other),
  );
  report(
    others.length === 0,
    `${relative(root, file)} imports no other element's entry`,
    others.map((other) => relative(dist, other)).join(', '),
  );
}

// A Next.js Server Component imports these (README, "React"): each must start with 'use client'
// (rollup.config.mjs adds it after minification; a directive anywhere but first is no directive).
const reactEntryFiles = [join(dist, 'react.js'), ...reactEntries].filter(existsSync);
const withoutDirective = reactEntryFiles.filter(
  (file) => !readFileSync(file, 'utf8').startsWith("'use client';\n"),
);
report(
  reactEntryFiles.length === elementCount + 1 && withoutDirective.length === 0,
  `dist/react.js and the ${reactEntries.length} dist/react/<tag>.js start with 'use client'`,
  withoutDirective.map((file) => relative(dist, file)).join(', '),
);

// The README's <link rel="modulepreload"> lines name these files: renaming them breaks templates.
const PRELOADABLE = ['chunks/runtime', 'chunks/core'];
for (const chunk of PRELOADABLE)
  report(
    existsSync(join(dist, `${chunk}.js`)),
    `dist/${chunk}.js exists (stable name, preloadable)`,
  );
const autoloader = readFileSync(join(dist, 'autoload.js'), 'utf8');
const preloadsThem = autoloader.includes(JSON.stringify(PRELOADABLE));
report(
  preloadsThem,
  'the autoloader preloads the stable-named chunks',
  preloadsThem ? '' : `no ${JSON.stringify(PRELOADABLE)} in dist/autoload.js`,
);

// dist/early-events.js goes in <head> as a classic script (README): an import or export there
// would be a syntax error in the visitor's browser.
const early = existsSync(join(dist, 'early-events.js'))
  ? readFileSync(join(dist, 'early-events.js'), 'utf8')
  : '';
const earlyImports = moduleImports(early);
report(
  early !== '' &&
    earlyImports.staticImports.length + earlyImports.dynamicImports.length === 0 &&
    !/\bexport\b|import\.meta/.test(early),
  'dist/early-events.js exists and is a classic script (no import, export or import.meta)',
);

// The benchmark page's blocks (docs/performance.md) import only what a by-name template preloads:
// any other static import is a request found only once the element file is parsed, and every
// element script after it waits for it (ib-modal's scroll-lock chunk did, by a frame).
for (const tag of OUR_TAGS) {
  const file = join(dist, 'elements', `${tag}.js`);
  if (!existsSync(file)) continue;
  const extra = moduleImports(readFileSync(file, 'utf8')).staticImports.filter(
    (specifier) => !PRELOADABLE.some((chunk) => specifier === `../${chunk}.js`),
  );
  report(
    extra.length === 0,
    `elements/${tag}.js imports only the preloadable chunks`,
    extra.join(', '),
  );
}

// V8's compile hint (rollup.config.mjs): on the files whose functions run as an element upgrades,
// and nowhere else (an eager compile of `core` would be work for functions the page never calls).
const HINT = '//# allFunctionsCalledOnLoad\n';
const hinted = [
  join(dist, 'chunks/runtime.js'),
  ...entries.filter((file) => file.includes(`${join(dist, 'elements')}/`)),
];
for (const file of [...hinted, join(dist, 'chunks/core.js'), join(dist, 'autoload.js')].filter(
  existsSync,
)) {
  const wanted = hinted.includes(file);
  const has = readFileSync(file, 'utf8').startsWith(HINT);
  report(
    has === wanted,
    `${relative(root, file)} ${wanted ? 'starts with the compile hint' : 'has no compile hint'}`,
  );
}
// The line the hint adds is in the source map too: the first mapped line is the second.
const runtimeMap = JSON.parse(readFileSync(join(dist, 'chunks/runtime.js.map'), 'utf8'));
report(
  runtimeMap.mappings.startsWith(';') && !runtimeMap.mappings.startsWith(';;'),
  'chunks/runtime.js.map maps from the line after the hint',
);

// Licences: the notices name each bundled library (hls.js with its Apache-2.0 text), and the
// element READMEs ship as dist/docs/<folder>.md.
const notices = existsSync(join(dist, 'THIRD_PARTY_NOTICES.md'))
  ? readFileSync(join(dist, 'THIRD_PARTY_NOTICES.md'), 'utf8')
  : '';
const BUNDLED = [
  'preact',
  'plyr',
  'hls.js',
  'lottie-web',
  '@rive-app/canvas',
  'embla-carousel',
  'embla-carousel-auto-scroll',
  'prismjs',
  '@floating-ui/dom',
  'popmotion',
];
const unnamed = BUNDLED.filter((name) => !notices.includes(`\n## ${name} `));
report(
  unnamed.length === 0,
  'dist/THIRD_PARTY_NOTICES.md names every bundled library',
  unnamed.join(', '),
);
report(
  /## hls\.js [\d.]+\n\nLicence: Apache-2\.0[\s\S]*?Apache License/.test(notices),
  "the notices carry hls.js's Apache-2.0 licence text",
);
const prism = readdirSync(join(dist, 'chunks')).find((name) => /^prism-[\w-]+\.js$/.test(name));
report(
  Boolean(prism) && readFileSync(join(dist, 'chunks', prism), 'utf8').includes('@license MIT'),
  "a bundled library's licence comment stays in its chunk (Prism's `@license MIT`)",
);
const undocumented = readdirSync(join(root, 'elements')).filter(
  (name) =>
    existsSync(join(root, 'elements', name, 'README.md')) &&
    !existsSync(join(dist, 'docs', `${name}.md`)),
);
report(undocumented.length === 0, 'every element README is in dist/docs/', undocumented.join(', '));

// The manifest's members come from the define files' source (scripts/lib/manifest/members.mjs);
// what the built elements observe is the run-time truth, maps built in code included.
const OBSERVED = `
const found = {};
for (const file of process.argv.slice(1)) {
  const module = await import(file);
  const element = Object.values(module).find((value) => Array.isArray(value?.observedAttributes));
  if (element) found[file] = element.observedAttributes;
}
console.log(JSON.stringify(found));
`;
const elementFiles = existsSync(join(dist, 'elements'))
  ? jsFiles(join(dist, 'elements')).sort()
  : [];
const observed = await new Promise((resolvePromise) =>
  execFile(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      OBSERVED,
      ...elementFiles.map((file) => pathToFileURL(file).href),
    ],
    { cwd: root, timeout: IMPORT_TIMEOUT_MS },
    (error, stdout) => resolvePromise(error ? {} : JSON.parse(stdout)),
  ),
);
const manifest = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8'));
const declarationOf = (tag) =>
  manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === tag);
const unlisted = Object.entries(observed).flatMap(([href, attributes]) => {
  const tag = href.match(/(ib-[a-z0-9-]+)\.js$/)[1];
  const members = declarationOf(tag)?.members ?? [];
  return attributes
    .filter(
      (name) =>
        !members.some(
          (member) =>
            member.attribute === name || (member.name === camelCase(name) && member.type?.text),
        ),
    )
    .map((name) => `${tag} ${name}`);
});
report(
  Object.keys(observed).length === elementCount && unlisted.length === 0,
  `custom-elements.json has a member for every attribute the ${Object.keys(observed).length} built elements observe`,
  unlisted.join(', '),
);

for (const entry of entries.filter(existsSync)) await checkNodeImport(entry);

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
