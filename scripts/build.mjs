// `npm run build`: a clean dist/ with the browser build (Rollup), the manifest and the editor
// data and JSX typings generated from it, type declarations, the theme tokens, the element READMEs
// (dist/docs/) and the third-party notices.
// Rollup and tsc run as child processes side by side; the manifest runs in this process.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitDeclarations, writeEntryDeclarations } from './lib/declarations.mjs';
import { minify } from './lib/css-inline.mjs';
import { upgradeCss } from './lib/upgrade-css.mjs';
import { buildManifest } from './manifest.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const started = Date.now();

async function timed(label, task) {
  const start = Date.now();
  const result = await task();
  console.log(`build: ${label} in ${Date.now() - start} ms`);
  return result;
}

function runRollup() {
  const bin = join(dirname(require.resolve('rollup/package.json')), 'dist/bin/rollup');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bin, '-c', '--silent'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`rollup exited with ${code}`)),
    );
  });
}

/**
 * The page-level stylesheets, minified: pages load them render-blocking, in <head>. tokens.css
 * (design tokens) as it is; upgrade.css (no shift on upgrade) assembled from the shared rules and
 * each element folder's own (scripts/lib/upgrade-css.mjs), minified by esbuild (shorter numbers
 * than css-inline's whitespace minifier: the folders' own rules repeat a few declarations).
 */
function copyThemes() {
  mkdirSync(join(root, 'dist/themes'), { recursive: true });
  writeFileSync(
    join(root, 'dist/themes/tokens.css'),
    `${minify(readFileSync(join(root, 'packages/themes/tokens.css'), 'utf8'))}\n`,
  );
  const upgrade = transformSync(upgradeCss(root), { loader: 'css', minify: true }).code;
  writeFileSync(join(root, 'dist/themes/upgrade.css'), upgrade);
  return 'dist/themes/tokens.css, dist/themes/upgrade.css';
}

/** Vendor files loaded at run time by URL, not imported: Rive's WASM runtime (`elements/rive/load-rive.ts`). */
function copyVendorFiles() {
  mkdirSync(join(root, 'dist/vendor'), { recursive: true });
  copyFileSync(
    join(root, 'node_modules/@rive-app/canvas/rive.wasm'),
    join(root, 'dist/vendor/rive.wasm'),
  );
  return 'dist/vendor/rive.wasm';
}

/** Each element's README, the documentation of its attributes, as dist/docs/<folder>.md for npm readers. */
function copyElementDocs() {
  mkdirSync(join(root, 'dist/docs'), { recursive: true });
  const folders = readdirSync(join(root, 'elements')).filter((name) =>
    existsSync(join(root, 'elements', name, 'README.md')),
  );
  for (const name of folders)
    copyFileSync(join(root, 'elements', name, 'README.md'), join(root, 'dist/docs', `${name}.md`));
  return `dist/docs/ (${folders.length} READMEs)`;
}

try {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  await Promise.all([
    timed('rollup', runRollup),
    timed('manifest', () => buildManifest({ quiet: true })),
    timed('declarations', async () => {
      await emitDeclarations(root);
      const { entries, pruned } = writeEntryDeclarations(root);
      console.log(
        `build: ${entries} declaration entries; ${pruned} declaration files no entry reaches removed`,
      );
    }),
  ]);
  console.log(`build: ${copyThemes()}, ${copyVendorFiles()}, ${copyElementDocs()}`);
  console.log(`build: dist/ ready in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exitCode = 1;
}
