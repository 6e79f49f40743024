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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitDeclarations, writeEntryDeclarations } from './lib/declarations.mjs';
import { minify } from './lib/css-inline.mjs';
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
 * The page-level stylesheets: tokens.css (design tokens) and upgrade.css (no shift on upgrade),
 * minified: pages load them render-blocking, in <head>.
 */
function copyTokens() {
  mkdirSync(join(root, 'dist/themes'), { recursive: true });
  const copied = ['tokens.css', 'upgrade.css'].filter((name) =>
    existsSync(join(root, 'packages/themes', name)),
  );
  for (const name of copied) {
    writeFileSync(
      join(root, 'dist/themes', name),
      `${minify(readFileSync(join(root, 'packages/themes', name), 'utf8'))}\n`,
    );
  }
  return copied.map((name) => `dist/themes/${name}`).join(', ');
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
  console.log(`build: ${copyTokens()}, ${copyVendorFiles()}, ${copyElementDocs()}`);
  console.log(`build: dist/ ready in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exitCode = 1;
}
