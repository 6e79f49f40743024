import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT_TYPES } from './corpus/content-types.mjs';
import { generateCorpus } from './corpus/generate.mjs';
import { decodeEntities, foldForSearch, texturize } from './corpus/wordpress-text.mjs';

const corpus = generateCorpus();

test('at least 200 documents, every resource content type plus page and product', () => {
  assert.ok(corpus.length >= 200, `only ${corpus.length} documents`);
  const types = new Set(corpus.map((document) => document.post_type));
  for (const type of CONTENT_TYPES) assert.ok(types.has(type), `no ${type} document`);
  assert.equal(CONTENT_TYPES.length, 15);
});

test('deterministic: two runs give the same corpus', () => {
  assert.deepEqual(generateCorpus(), corpus);
});

test('mostly English, with German and Spanish documents', () => {
  const count = (lang) => corpus.filter((document) => document.lang === lang).length;
  assert.ok(count('en') > corpus.length * 0.7);
  assert.ok(count('de') >= 10);
  assert.ok(count('es') >= 10);
});

test('every document has the result fields, unique URLs and ISO dates, newest first', () => {
  const urls = new Set();
  for (const document of corpus) {
    for (const field of ['date', 'title', 'url', 'post_type_label', 'excerpt']) {
      assert.equal(typeof document[field], 'string', `${field} of ${document.id}`);
      assert.notEqual(document[field], '');
    }
    assert.match(document.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(document.url, /^\/[a-z0-9/-]+\/$/);
    assert.ok(!urls.has(document.url), `duplicate ${document.url}`);
    urls.add(document.url);
  }
  const dates = corpus.map((document) => document.date);
  assert.deepEqual(dates, [...dates].sort().reverse());
});

test('titles carry WordPress entities and hostile markup for the front end to neutralise', () => {
  const titles = corpus.map((document) => document.title);
  assert.ok(titles.some((title) => title.includes('&amp;')));
  assert.ok(titles.some((title) => title.includes('&#8217;')));
  assert.ok(titles.some((title) => title.includes('&quot;')));
  assert.ok(titles.some((title) => title.includes('<img src=x onerror=alert(1)>')));
  assert.ok(titles.some((title) => title.includes('&lt;script&gt;')));
  assert.ok(corpus.some((document) => document.excerpt.includes('<script>')));
});

test('texturize and decodeEntities round-trip WordPress typography', () => {
  assert.equal(
    texturize(`Q&A: what's "new" - now...`),
    'Q&amp;A: what&#8217;s &quot;new&quot; &#8211; now&hellip;',
  );
  assert.equal(decodeEntities('Q&amp;A &#8217; &#x2019; &hellip; &bogus;'), 'Q&A ’ ’ … &bogus;');
  assert.equal(foldForSearch('What&#8217;s Über'), "what's uber");
});
