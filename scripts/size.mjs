// `npm run size`: gzipped sizes of the built dist/ (run `npm run build` first), then the package
// as npm publishes it: files, packed and unpacked size. Fails when the autoloader exceeds 1.45 KB,
// the early-events script 0.5 KB or the runtime chunk 12 KB (every page pays for the first, a
// page that adds it to <head> for the second, every page with a block for the third), or when two
// script files in the package are the same bytes (but for a small leaf chunk both builds made alike).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { moduleImports } from './lib/module-imports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const BUDGETS = {
  // 1.4 KB until the autoloader also held clicks on `#id` links naming a modal (+47 B).
  autoloader: Math.round(1.45 * 1024),
  earlyEvents: 512,
  runtime: 12 * 1024,
  locale: 3 * 1024,
};

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const listJs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(dir, name))
    : [];

/** The file and every file it imports statically, transitively: what loading it costs. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of moduleImports(readFileSync(file, 'utf8')).staticImports) {
    if (specifier.startsWith('.')) staticClosure(resolve(dirname(file), specifier), seen);
  }
  return seen;
}
const withImports = (file) => [...staticClosure(file)].reduce((sum, path) => sum + gz(path), 0);

if (!existsSync(join(dist, 'autoload.js'))) {
  console.error('size: dist/autoload.js is missing; run `npm run build` first.');
  process.exit(1);
}

// `chunks/<name>-<hash>.js`, or `chunks/<name>.js` for the stable-named shared chunks.
const chunkName = (file) => relative(join(dist, 'chunks'), file).replace(/(-[\w-]{8})?\.js$/, '');
const chunks = listJs(join(dist, 'chunks'));
const findChunk = (name) => chunks.find((file) => chunkName(file) === name);
const runtime = findChunk('runtime');
const core = findChunk('core');

const rows = [['file', 'gzip', 'with static imports', 'budget']];
const failures = [];
function row(label, file, budget) {
  const own = gz(file);
  const total = withImports(file);
  rows.push([
    label,
    kb(own),
    total === own ? '' : kb(total),
    budget ? `${kb(budget)}${own > budget ? '  OVER' : ''}` : '',
  ]);
  if (budget && own > budget)
    failures.push(`${label} is ${kb(own)} gzipped, over its ${kb(budget)} budget`);
}

row('autoload.js', join(dist, 'autoload.js'), BUDGETS.autoloader);
if (existsSync(join(dist, 'early-events.js')))
  row('early-events.js', join(dist, 'early-events.js'), BUDGETS.earlyEvents);
else failures.push('dist/early-events.js is missing');
if (runtime) row('chunks/runtime', runtime, BUDGETS.runtime);
else failures.push('no runtime chunk in dist/chunks/');
if (core) row('chunks/core', core);
for (const file of listJs(join(dist, 'elements')).sort())
  row(`elements/${relative(join(dist, 'elements'), file)}`, file);
for (const file of chunks.filter((file) => file !== runtime && file !== core).sort())
  row(`chunks/${chunkName(file)}`, file);
if (existsSync(join(dist, 'react.js')))
  row('react.js (React peer not counted)', join(dist, 'react.js'));
// The WordPress plugin's block editor script: loaded in the editor only, never by a visitor.
if (existsSync(join(dist, 'wordpress/editor.js')))
  row('wordpress/editor.js (block editor only)', join(dist, 'wordpress/editor.js'));
// The built-in catalogs: a page in one of those languages fetches its one file.
for (const file of listJs(join(dist, 'locales')).sort())
  row(`locales/${relative(join(dist, 'locales'), file)}`, file, BUDGETS.locale);

const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
for (const [index, cells] of rows.entries()) {
  console.log(
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('   '),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('   '));
}

// The package as `npm pack` makes it. The React build writes the vendor chunks it shares with the
// element build into dist/chunks/ (rollup.config.mjs): one copy of each in the package.
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const folders = new Map();
for (const { path, size } of pack.files) {
  const folder = path.split('/').slice(0, 2).join('/');
  folders.set(folder, (folders.get(folder) ?? 0) + size);
}
const largest = [...folders].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(
  `package: ${pack.entryCount} files, ${mb(pack.unpackedSize)} unpacked, ${mb(pack.size)} packed (${largest.map(([folder, size]) => `${folder} ${mb(size)}`).join(', ')})`,
);
const byContent = new Map();
for (const { path } of pack.files.filter(({ path }) => path.endsWith('.js'))) {
  const hash = createHash('sha256')
    .update(readFileSync(join(root, path)))
    .digest('hex');
  byContent.set(hash, [...(byContent.get(hash) ?? []), path]);
}
/**
 * A small chunk of project code that imports nothing can come out of the element and React builds
 * byte for byte the same when their minified export names happen to match (docs/build.md, "Three
 * Rollup builds"): the pair chunks/<name> and react-chunks/<name> under 1 KB gz is allowed.
 */
const isCoincidentLeafPair = (paths) =>
  paths.length === 2 &&
  paths
    .map((path) => path.replace(/^dist\/(react-)?chunks\//, ''))
    .every((name, _, [first]) => name === first) &&
  paths.some((path) => path.startsWith('dist/react-chunks/')) &&
  moduleImports(readFileSync(join(root, paths[0]), 'utf8')).staticImports.length === 0 &&
  gz(join(root, paths[0])) < 1024;
for (const paths of byContent.values()) {
  if (paths.length > 1 && !isCoincidentLeafPair(paths))
    failures.push(`the same bytes ship twice: ${paths.join(', ')}`);
}

if (failures.length) {
  for (const failure of failures) console.error(`size: ${failure}`);
  process.exit(1);
}
console.log(
  `size: within budgets (autoloader <= ${kb(BUDGETS.autoloader)}, early-events <= ${kb(BUDGETS.earlyEvents)}, runtime <= ${kb(BUDGETS.runtime)}, each locale <= ${kb(BUDGETS.locale)})`,
);
