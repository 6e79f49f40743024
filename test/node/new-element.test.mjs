// `npm run new-element` in a scratch copy of the repository: it writes the block's folder, its
// story and docs page and its demo page, and edits nothing else but what `npm run generate` makes
// (the React wrapper); the tests, the Overview, the demo index and upgrade.css find the new files
// by themselves. scripts/check-new-element.mjs goes on to type-check, lint and test the copy.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import { renderPage } from '../../demo/server/layout.mjs';
import { elementCasesSource } from '../../scripts/lib/element-cases.mjs';
import { namesFor } from '../../scripts/lib/new-element-files.mjs';
import { scratchCopy } from '../../scripts/lib/scratch-copy.mjs';
import { upgradeCss } from '../../scripts/lib/upgrade-css.mjs';
import { newElement } from '../../scripts/new-element.mjs';

const names = namesFor('price-tag');

test('the names of a block come from its kebab-case name', () => {
  assert.deepEqual(
    {
      tag: names.tag,
      Name: names.Name,
      camel: names.camel,
      Class: names.Class,
      label: names.label,
      title: names.title,
    },
    {
      tag: 'ib-price-tag',
      Name: 'PriceTag',
      camel: 'priceTag',
      Class: 'IbPriceTag',
      label: 'Price Tag',
      title: 'Price tag',
    },
  );
  assert.throws(() => namesFor('PriceTag'), /not a kebab-case name/);
  assert.throws(() => namesFor('price tag'), /not a kebab-case name/);
});

/** Every file of the copy but node_modules, by a hash of its bytes. */
function snapshot(dir) {
  const files = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        files.set(relative(dir, path), createHash('sha1').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

let copy;
let written;
let changed;
before(async () => {
  copy = scratchCopy(process.cwd());
  const before = snapshot(copy);
  ({ written } = await newElement(copy, 'price-tag'));
  const after = snapshot(copy);
  changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
});
after(() => rmSync(copy, { recursive: true, force: true }));

test('it writes only the block folder, its story, its demo page and the generated wrapper', () => {
  assert.deepEqual(changed.sort(), [
    'demo/pages/price-tag.html',
    'elements/price-tag/PriceTag.tsx',
    'elements/price-tag/README.md',
    'elements/price-tag/ib-price-tag.ts',
    'elements/price-tag/price-tag-label.test.ts',
    'elements/price-tag/price-tag-label.ts',
    'elements/price-tag/price-tag-props.ts',
    'elements/price-tag/price-tag.cases.ts',
    'elements/price-tag/price-tag.css',
    'elements/price-tag/price-tag.react.test.ts',
    'elements/price-tag/price-tag.test.ts',
    'elements/price-tag/upgrade.css',
    // What `npm run generate` makes from the define file (scripts/lib/react-wrappers.mjs).
    'react/elements/ib-price-tag.ts',
    'react/index.ts',
    'stories/price-tag.mdx',
    'stories/price-tag.stories.ts',
  ]);
  assert.deepEqual([...written].sort(), changed.sort());
});

test('the demo index lists its page in the blocks list, not in the header', () => {
  const { html } = renderPage(join(copy, 'demo/pages/index.html'), join(copy, 'demo'));
  const list = html.slice(
    html.indexOf('<ul class="page-list">'),
    html.indexOf('</ul>', html.indexOf('<ul class="page-list">')),
  );
  assert.match(
    list,
    /<li><a href="\/pages\/price-tag.html"><strong>Price tag<\/strong> <code>ib-price-tag<\/code>: a labelled region around its content.<\/a><\/li>/,
  );
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  assert.doesNotMatch(header, /price-tag/);
  const page = readFileSync(join(copy, 'demo/pages/price-tag.html'), 'utf8');
  assert.match(page, /<ib-price-tag label="Launch">/);
  assert.match(page, /<ib-modal id="contact">/);
  assert.match(page, /<!--#include header -->/);
});

test('its attribute is written once, in the props spec; the README table is generated', () => {
  const read = (path) => readFileSync(join(copy, path), 'utf8');
  assert.match(read('elements/price-tag/ib-price-tag.ts'), /props: priceTagSpec/);
  assert.doesNotMatch(read('elements/price-tag/ib-price-tag.ts'), /@attr/);
  assert.match(read('elements/price-tag/price-tag-props.ts'), /\n {2}label: 'string',\n/);
  assert.match(read('elements/price-tag/README.md'), /<!-- attributes:start ib-price-tag /);
});

test('its story is a docs page of the Blocks group with an Overview card', () => {
  const story = readFileSync(join(copy, 'stories/price-tag.stories.ts'), 'utf8');
  assert.match(story, /title: 'Blocks\/Price tag',\n\s+component: 'ib-price-tag',/);
  assert.match(story, /description: \{ component: 'A labelled region around its content.' \}/);
  assert.match(
    readFileSync(join(copy, 'stories/price-tag.mdx'), 'utf8'),
    /import \* as PriceTagStories from '.\/price-tag.stories.ts';/,
  );
});

test('the leak test and the language check take its case, upgrade.css its rules', () => {
  assert.match(
    elementCasesSource(copy),
    /import cases\d+ from '\/elements\/price-tag\/price-tag.cases.ts';/,
  );
  const css = upgradeCss(copy);
  assert.ok(css.includes('/* elements/price-tag/upgrade.css */'));
  assert.match(
    css,
    /ib-price-tag:is\(:not\(:defined\), \[data-ib-deferred\]\) \{\n {2}display: block;/,
  );
});

test('a name already taken is refused, and nothing is written', async () => {
  await assert.rejects(newElement(copy, 'price-tag'), /ib-price-tag exists already/);
});
