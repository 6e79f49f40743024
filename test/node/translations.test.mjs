// The built-in catalogs against the English strings (packages/i18n): no block or key English does
// not have (a key not yet translated shows in English, and docs/translations.md lists it); the
// same placeholders; every plural form each language has.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { englishStrings, localeCatalogs } from '../../scripts/lib/translations.mjs';

const root = process.cwd();
const english = await englishStrings(root);
const locales = await localeCatalogs(root);
const placeholders = (text) =>
  new Set([...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
const entries = (catalog) =>
  Object.entries(catalog).flatMap(([block, strings]) =>
    Object.entries(strings).map(([key, text]) => [`${block}.${key}`, text]),
  );

test('thirty-two languages: English and thirty-one catalogs, the ones packages/i18n/locales.ts knows', () => {
  // Each catalog's loader names its locale; English needs none.
  const known = [
    ...readFileSync('packages/i18n/locales.ts', 'utf8').matchAll(
      /^ {2}'?([\w-]+)'?: \(\) => import\(/gm,
    ),
  ].map((match) => match[1]);
  assert.deepEqual(Object.keys(locales).sort(), [...known].sort());
  const catalogs = [
    'ar',
    'ca',
    'cs',
    'da',
    'de',
    'el',
    'es',
    'fi',
    'fr',
    'he',
    'hi',
    'hr',
    'hu',
    'id',
    'it',
    'ja',
    'ko',
    'nb',
    'nl',
    'pl',
    'pt-br',
    'ro',
    'ru',
    'sk',
    'sv',
    'th',
    'tr',
    'uk',
    'vi',
    'zh-cn',
    'zh-tw',
  ];
  assert.deepEqual(Object.keys(locales), catalogs);
  assert.deepEqual(readdirSync('packages/i18n/locales').length, 31);
});

for (const [locale, catalog] of Object.entries(locales)) {
  test(`${locale}: only English keys, the same placeholders, every plural form of the language`, () => {
    const wanted = new Map(entries(english));
    const found = new Map(entries(catalog));
    assert.deepEqual(
      [...found.keys()].filter((key) => !wanted.has(key)),
      [],
      'keys English does not have',
    );
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, text] of found) {
      const source = wanted.get(key);
      const allowed = new Set(
        typeof source === 'string'
          ? placeholders(source)
          : Object.values(source).flatMap((form) => [...placeholders(form)]),
      );
      if (typeof source === 'string') {
        assert.equal(typeof text, 'string', `${key} is a plain text`);
        assert.deepEqual(
          placeholders(text),
          allowed,
          `${key}: the placeholders of the English text`,
        );
        assert.ok(text.trim(), `${key} is not blank`);
      } else {
        assert.equal(typeof text, 'object', `${key} is a counted text`);
        assert.deepEqual(
          Object.keys(text).sort(),
          [...categories].sort(),
          `${key}: one form per plural category of ${locale}`,
        );
        for (const form of Object.values(text)) {
          for (const name of placeholders(form))
            assert.ok(allowed.has(name), `${key}: {${name}} is not an English placeholder`);
        }
      }
    }
  });
}

test('English counted texts have the forms English needs: one and other', () => {
  for (const [key, text] of entries(english)) {
    if (typeof text !== 'string') assert.deepEqual(Object.keys(text).sort(), ['one', 'other'], key);
  }
});

test('docs/translations.md lists, per catalog, the keys not yet translated', () => {
  const doc = readFileSync('docs/translations.md', 'utf8');
  for (const [locale, catalog] of Object.entries(locales)) {
    const found = new Set(entries(catalog).map(([key]) => key));
    const missing = entries(english)
      .map(([key]) => key)
      .filter((key) => !found.has(key));
    // Cells are padded to the column's width (the house formatter aligns Markdown tables).
    const row = new RegExp(`^\\| \`${locale}\` +\\| (.*?) +\\|$`, 'm').exec(doc);
    assert.ok(row, `a row for ${locale}`);
    assert.equal(
      row[1],
      missing.length ? missing.map((key) => `\`${key}\``).join(', ') : 'none',
      locale,
    );
  }
});
