import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCorpus } from './corpus/generate.mjs';
import { parsePostTypes, parseSearchRequest, searchCorpus } from './search.mjs';

const corpus = generateCorpus();
const search = (fields) => searchCorpus(corpus, parseSearchRequest(fields));
const titles = (answer) => answer.results.map((result) => result.title);

test('empty s matches everything in the language; default page size 20', () => {
  const english = corpus.filter((document) => document.lang === 'en');
  const answer = search({ s: '', lang: 'en', post_type: 'any' });
  assert.equal(answer.total, english.length);
  assert.equal(answer.results.length, 20);
  assert.equal(answer.totalPages, Math.ceil(english.length / 20));
});

test('s matches title or excerpt, case-insensitively', () => {
  const answer = search({ s: 'wHaTsApP', lang: 'en', post_type: 'any', per_page: 100 });
  assert.ok(answer.total > 5);
  for (const result of answer.results)
    assert.match(`${result.title} ${result.excerpt}`, /whatsapp/i);
  const excerptOnly = search({
    s: 'delivery reports',
    lang: 'en',
    post_type: 'any',
    per_page: 100,
  });
  assert.ok(excerptOnly.results.some((result) => !/delivery reports/i.test(result.title)));
});

test('title matches rank above excerpt-only matches', () => {
  const { results } = search({ s: 'sms', lang: 'en', post_type: 'any', per_page: 100 });
  const firstExcerptOnly = results.findIndex((result) => !/sms/i.test(result.title));
  assert.ok(firstExcerptOnly > 0);
  assert.ok(results.slice(firstExcerptOnly).every((result) => !/sms/i.test(result.title)));
});

test('lang filters; absent lang searches every language', () => {
  const german = search({ s: '', lang: 'de', post_type: 'any', per_page: 100 });
  assert.ok(german.total >= 10);
  assert.ok(german.results.every((result) => result.url.startsWith('/de/')));
  assert.ok(
    search({ s: 'whatsapp', lang: 'es' }).results.every((result) => result.url.startsWith('/es/')),
  );
  assert.equal(search({ s: '' }).total, corpus.length);
});

test('matching ignores entities, typographic quotes and accents', () => {
  assert.deepEqual(titles(search({ s: "what's the difference", lang: 'en' })), [
    'What&#8217;s the difference between RCS and SMS?',
  ]);
  assert.ok(search({ s: 'security & compliance', lang: 'en' }).total >= 1);
  assert.ok(search({ s: 'uber 100 vorlagen', lang: 'de' }).total === 1);
});

test('post_type: any, one type, a list, a comma-separated string, unknown', () => {
  assert.equal(
    search({ s: '', lang: 'en', post_type: 'any' }).total,
    search({ s: '', lang: 'en' }).total,
  );
  const faq = search({ s: '', lang: 'en', post_type: 'faq', per_page: 100 });
  assert.ok(faq.total >= 10);
  assert.ok(faq.results.every((result) => result.post_type_label === 'FAQ'));
  const list = search({ s: '', lang: 'en', post_type: ['faq', 'glossary'], per_page: 100 });
  assert.equal(list.total, faq.total + search({ s: '', lang: 'en', post_type: 'glossary' }).total);
  assert.equal(search({ s: '', lang: 'en', post_type: 'faq,glossary' }).total, list.total);
  assert.equal(search({ s: '', lang: 'en', post_type: 'nonsense' }).total, 0);
  assert.equal(parsePostTypes(['post', 'any']), null);
});

test('paging: pages do not overlap, totalPages from per_page, past the end is empty', () => {
  const first = search({ s: '', lang: 'en', per_page: 7, page: 1 });
  const second = search({ s: '', lang: 'en', per_page: '7', page: '2' });
  assert.equal(first.results.length, 7);
  assert.equal(first.totalPages, Math.ceil(first.total / 7));
  assert.equal(new Set([...titles(first), ...titles(second)]).size, 14);
  const last = search({ s: '', lang: 'en', per_page: 7, page: first.totalPages });
  assert.equal(last.results.length, first.total - 7 * (first.totalPages - 1));
  assert.equal(
    search({ s: '', lang: 'en', per_page: 7, page: first.totalPages + 1 }).results.length,
    0,
  );
});

test('no match: empty results and totalPages 0', () => {
  assert.deepEqual(search({ s: 'zzzz-no-such-thing', lang: 'en' }), {
    results: [],
    totalPages: 0,
    total: 0,
  });
});

test('bad paging values fall back to the defaults; per_page is capped at 100', () => {
  const request = parseSearchRequest({ per_page: 'abc', page: '-3' });
  assert.equal(request.perPage, 20);
  assert.equal(request.page, 1);
  assert.equal(parseSearchRequest({ per_page: 5000 }).perPage, 100);
});

test('result fields are exactly the contract and titles keep their entities', () => {
  const { results } = search({ s: 'scaleup', lang: 'en' });
  assert.ok(results.length > 0);
  for (const result of results) {
    assert.deepEqual(Object.keys(result).sort(), [
      'date',
      'excerpt',
      'post_type_label',
      'title',
      'url',
    ]);
  }
  assert.ok(results.some((result) => result.title.includes('ScaleUp &amp; Up')));
});
