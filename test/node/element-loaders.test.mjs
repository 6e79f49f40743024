import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import {
  elementFilePath,
  elementLoadersSource,
  isElementFile,
} from '../../scripts/lib/element-tags.mjs';

// The package root's map (dist/index.js): a bundler splits off only what it can see, a literal import.
const elementFolders = readdirSync('elements', { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
);
const defineFileTags = elementFolders.flatMap((folder) =>
  readdirSync(`elements/${folder.name}`)
    .filter((name) => /^ib-[a-z0-9-]+\.ts$/.test(name))
    .map((name) => name.slice(0, -3)),
);

test("the package root imports every define file's element through a literal import() of its own", () => {
  const source = elementLoadersSource();
  const imported = [...source.matchAll(/"(ib-[a-z0-9-]+)": \(\) => import\("([^"]+)"\)/g)].map(
    ([, tag, specifier]) => [tag, elementFilePath(specifier)],
  );
  assert.deepEqual(imported.map(([tag]) => tag).sort(), defineFileTags.sort());
  for (const [tag, path] of imported) assert.equal(path, `./elements/${tag}.js`);
  assert.ok(imported.length > 30);
});

test('the placeholders are external for the build, and nothing else is', () => {
  assert.equal(isElementFile('ib-blocks-element-file:ib-modal'), true);
  assert.equal(isElementFile('./elements/ib-modal.js'), false);
  assert.equal(elementFilePath('preact'), 'preact');
});
