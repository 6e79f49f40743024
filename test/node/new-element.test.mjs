// `npm run new-element` on a copy of the lists it edits: each gains the tag (no list holds a count
// to raise), and a name that is not kebab-case or already taken is refused.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { listEdits, namesFor, newFiles } from '../../scripts/lib/new-element-files.mjs';

const read = (file) => readFileSync(file, 'utf8');
const names = namesFor('price-tag');

test('the names of a block come from its kebab-case name', () => {
  assert.deepEqual(
    {
      tag: names.tag,
      Name: names.Name,
      camel: names.camel,
      Class: names.Class,
      label: names.label,
    },
    {
      tag: 'ib-price-tag',
      Name: 'PriceTag',
      camel: 'priceTag',
      Class: 'IbPriceTag',
      label: 'Price Tag',
    },
  );
  assert.throws(() => namesFor('PriceTag'), /not a kebab-case name/);
  assert.throws(() => namesFor('price tag'), /not a kebab-case name/);
});

test('every hand-written list gains the tag, and no file holds an element count', () => {
  const edited = Object.fromEntries(
    Object.entries(listEdits(names)).map(([file, edit]) => [file, edit(read(file))]),
  );
  assert.deepEqual(Object.keys(edited).sort(), [
    'demo/pages/index.html',
    'stories/index.ts',
    'stories/overview/blocks.ts',
    'test/browser/element-cases.ts',
    'test/react/smoke.react.test.ts',
  ]);
  assert.match(
    edited['test/browser/element-cases.ts'],
    /tag: 'ib-price-tag',\n\s+load: \(\) => import\('..\/..\/elements\/price-tag\/ib-price-tag.ts'\)/,
  );
  assert.match(
    edited['test/react/smoke.react.test.ts'],
    /\n {2}PriceTag,\n[^]*\} from '..\/..\/react\/index.ts';/,
  );
  assert.match(edited['test/react/smoke.react.test.ts'], /h\(PriceTag, \{ label: 'Launch' \}/);
  assert.match(
    edited['stories/index.ts'],
    /export \* as priceTag from '.\/price-tag.stories.ts';\n$/,
  );
  // The Overview page's card, last of the Blocks group (before the next group starts).
  assert.match(
    edited['stories/overview/blocks.ts'],
    /\{ title: 'PriceTag', tags: \['ib-price-tag'\], summary: '[^']+' \},\n {4}\],\n {2}\},\n {2}\{\n {4}group: 'Site services'/,
  );
  assert.match(edited['demo/pages/index.html'], /<li><a href="\/pages\/price-tag.html">/);
});

test("the new files: the element folder, its story and docs page, a demo page with the page's contact modal", () => {
  const files = newFiles(names, read('demo/pages/range.html'));
  assert.deepEqual(Object.keys(files).sort(), [
    'demo/pages/price-tag.html',
    'elements/price-tag/PriceTag.tsx',
    'elements/price-tag/README.md',
    'elements/price-tag/ib-price-tag.ts',
    'elements/price-tag/price-tag-label.test.ts',
    'elements/price-tag/price-tag-label.ts',
    'elements/price-tag/price-tag-props.ts',
    'elements/price-tag/price-tag.css',
    'elements/price-tag/price-tag.test.ts',
    'stories/price-tag.mdx',
    'stories/price-tag.stories.ts',
  ]);
  const page = files['demo/pages/price-tag.html'];
  assert.match(page, /<ib-price-tag label="Launch">/);
  assert.match(page, /<ib-modal id="contact">/);
  assert.match(page, /<!--#include header -->/);
  assert.match(
    page,
    /<p class="eyebrow"><code>&lt;ib-price-tag&gt;<\/code><\/p>\s*<h1>Price tag<\/h1>/,
  );
  assert.match(page, /<title>ib-price-tag — ib-blocks demo<\/title>/);
  // The attribute is written once, in the props spec; the README's table is generated from it.
  assert.match(files['elements/price-tag/ib-price-tag.ts'], /props: priceTagSpec/);
  assert.doesNotMatch(files['elements/price-tag/ib-price-tag.ts'], /@attr/);
  assert.match(files['elements/price-tag/price-tag-props.ts'], /\n {2}label: 'string',\n/);
  assert.match(files['elements/price-tag/README.md'], /<!-- attributes:start ib-price-tag /);
});
