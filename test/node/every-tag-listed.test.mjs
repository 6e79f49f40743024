// Every element of the library (its define file, scripts/lib/define-files.mjs) has what each
// whole-library check takes: its case, its React smoke test and wrapper, a story, a demo page and
// a documented README. An element without one fails here instead of going untested or
// unexported without a sound.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { defineFiles } from '../../scripts/lib/define-files.mjs';
import { elementCaseFiles } from '../../scripts/lib/element-cases.mjs';
import { demoPageList } from '../../scripts/lib/demo-pages.mjs';
import { renderPage } from '../../demo/server/layout.mjs';

const tags = defineFiles().map(({ tag }) => tag);
const read = (file) => readFileSync(file, 'utf8');
const missing = (found) => tags.filter((tag) => !found.has(tag));

test('every element folder has a define file the build finds', () => {
  const folders = readdirSync('elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const found = new Set(defineFiles().map(({ file }) => file.split('/')[1]));
  assert.deepEqual(
    folders.filter((folder) => !found.has(folder)),
    [],
  );
});

test('the element cases (leak test, language check) cover every element', () => {
  const cased = new Set(
    elementCaseFiles()
      .flatMap((file) => [...read(file).matchAll(/\btag: '(ib-[a-z-]+)'/g)])
      .map((match) => match[1]),
  );
  assert.deepEqual(missing(cased), []);
});

test('ib-blocks/react wraps every element, and the React smoke test renders every wrapper', () => {
  const wrappers = new Map(
    readdirSync('react/elements').map((file) => [
      file.replace(/\.ts$/, ''),
      /export const (\w+) = wrapElement/.exec(read(`react/elements/${file}`))?.[1],
    ]),
  );
  assert.deepEqual(missing(new Set(wrappers.keys())), []);
  const index = read('react/index.ts');
  assert.deepEqual(
    [...wrappers]
      .filter(([tag, name]) => !index.includes(`export { ${name} } from './elements/${tag}.ts';`))
      .map(([tag]) => tag),
    [],
  );
  // Each element folder's smoke test (<folder>.react.test.ts) renders the folder's wrappers.
  const smoke = readdirSync('elements', { recursive: true })
    .filter((file) => file.endsWith('.react.test.ts'))
    .map((file) => read(`elements/${file}`))
    .join('\n');
  const untested = [...wrappers]
    .filter(([, name]) => !new RegExp(`\\bh\\(\\s*${name}\\b`).test(smoke))
    .map(([tag]) => tag);
  assert.deepEqual(untested, []);
});

test('a story shows every element', () => {
  const stories = readdirSync('stories')
    .filter((file) => file.endsWith('.stories.ts'))
    .map((file) => read(`stories/${file}`))
    .join('\n');
  assert.deepEqual(
    missing(new Set([...stories.matchAll(/<(ib-[a-z-]+)[\s>]/g)].map((match) => match[1]))),
    [],
  );
});

test('a demo page shows every element', () => {
  // As the server sends them: the header and footer come from the layout (demo/layout/).
  const pages = demoPageList(process.cwd())
    .map(([file]) => renderPage(file, 'demo').html)
    .join('\n');
  assert.deepEqual(
    missing(new Set([...pages.matchAll(/<(ib-[a-z-]+)[\s>]/g)].map((match) => match[1]))),
    [],
  );
});

test("each element's README documents every attribute, event and part its define file declares", () => {
  const undocumented = [];
  for (const { tag, file } of defineFiles()) {
    const source = read(file);
    const readme = read(file.replace(/[^/]+$/, 'README.md'));
    const declared = [
      ...[...source.matchAll(/@attr\s+\{[^}]*\}\s+\[?([a-z][a-z0-9-]*)/g)].map(
        (match) => `attribute ${match[1]}`,
      ),
      ...[...source.matchAll(/@fires\s+([a-z][a-z0-9-]*)/g)].map((match) => `event ${match[1]}`),
      ...[...source.matchAll(/@csspart\s+([a-z][a-z0-9-]*)/g)].map((match) => `part ${match[1]}`),
    ];
    for (const entry of declared) {
      if (!readme.includes(`\`${entry.split(' ')[1]}\``)) undocumented.push(`${tag} ${entry}`);
    }
  }
  assert.deepEqual(undocumented, []);
});
