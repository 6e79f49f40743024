// dist/custom-elements.json from the JSDoc on the define files (elements/*/ib-*.ts), then
// generated from it: VS Code custom data, JetBrains web-types, JSX typings (React 19 in
// jsx.d.ts, Preact in jsx-preact.d.ts) and the Vue and Svelte typings (vue.d.ts, svelte.d.ts).
// Runs on its own in about a second (`node scripts/manifest.mjs`), so Storybook scripts
// can call it without a full build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { defineFiles } from './lib/define-files.mjs';
import { vscodeCustomData, webTypes } from './lib/manifest/editor-data.mjs';
import { elementsOf } from './lib/manifest/elements.mjs';
import { jsxAttributes, jsxPreact, jsxReact } from './lib/manifest/jsx-types.mjs';
import { svelteTypes } from './lib/manifest/svelte-types.mjs';
import { vueTypes } from './lib/manifest/vue-types.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildManifest({ outdir = join(root, 'dist'), quiet = false } = {}) {
  const started = Date.now();
  const manifest = await cli({
    argv: ['analyze', '--config', join(root, 'custom-elements-manifest.config.mjs'), '--quiet'],
    cwd: root,
    noWrite: true,
  });
  const elements = elementsOf(manifest);
  // A class whose JSDoc the analyzer did not see (another doc comment between the two) drops its
  // tag from the manifest, and with it from the editor data, the wrappers and WordPress's allow-list.
  const missing = defineFiles(root)
    .map(({ tag }) => tag)
    .filter((tag) => !elements.some((element) => element.tag === tag));
  if (missing.length)
    throw new Error(
      `custom-elements.json lacks ${missing.join(', ')}: put the JSDoc with @tag right above the exported class`,
    );
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

  mkdirSync(outdir, { recursive: true });
  writeFileSync(join(outdir, 'custom-elements.json'), json(manifest));
  writeFileSync(join(outdir, 'vscode.html-custom-data.json'), json(vscodeCustomData(elements)));
  writeFileSync(join(outdir, 'web-types.json'), json(webTypes(elements, pkg)));
  writeFileSync(join(outdir, 'jsx-attributes.d.ts'), jsxAttributes(elements));
  writeFileSync(join(outdir, 'jsx.d.ts'), jsxReact());
  writeFileSync(join(outdir, 'jsx-preact.d.ts'), jsxPreact());
  writeFileSync(join(outdir, 'vue.d.ts'), vueTypes(elements));
  writeFileSync(join(outdir, 'svelte.d.ts'), svelteTypes(elements));

  if (!quiet)
    console.log(
      `manifest: ${elements.length} elements (${elements.map((e) => e.tag).join(', ')}) in ${Date.now() - started} ms`,
    );
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildManifest();
}
