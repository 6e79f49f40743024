// The search contract as a pure function over the corpus: request fields in, page of results out.
import { CONTENT_TYPES } from './corpus/content-types.mjs';
import { foldForSearch } from './corpus/wordpress-text.mjs';

export const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;

function positiveInteger(value, fallback, max = Number.MAX_SAFE_INTEGER) {
  const number = Number.parseInt(Array.isArray(value) ? value[0] : value, 10);
  return Number.isFinite(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/**
 * post_type as the front end sends it: 'any' (or absent), one type, a list, or a
 * comma-separated string (the 'view all' URL). Returns null for "every type".
 */
export function parsePostTypes(value) {
  const list = (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : []))
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (list.length === 0 || list.includes('any')) return null;
  return new Set(list);
}

/** Normalised request: unknown form fields are accepted and ignored, as WordPress does. */
export function parseSearchRequest(fields = {}) {
  const s =
    typeof fields.s === 'string'
      ? fields.s
      : Array.isArray(fields.s)
        ? String(fields.s[0] ?? '')
        : '';
  const lang = typeof fields.lang === 'string' ? fields.lang.trim().toLowerCase() : '';
  return {
    s: s.trim(),
    // An absent language (or 'all') searches every language.
    lang: lang === 'all' ? '' : lang,
    postTypes: parsePostTypes(fields.post_type ?? fields['post_type[]']),
    perPage: positiveInteger(fields.per_page, DEFAULT_PER_PAGE, MAX_PER_PAGE),
    page: positiveInteger(fields.page, 1),
  };
}

/**
 * @param {ReturnType<import('./corpus/generate.mjs').generateCorpus>} corpus newest first
 * @param {ReturnType<typeof parseSearchRequest>} request
 * @returns {{ results: Array<{date: string, title: string, url: string, post_type_label: string, excerpt: string}>, totalPages: number, total: number }}
 */
export function searchCorpus(corpus, { s, lang, postTypes, perPage, page }) {
  const needle = foldForSearch(s);
  const titleHits = [];
  const excerptHits = [];
  for (const document of corpus) {
    if (lang && document.lang !== lang) continue;
    if (postTypes && !postTypes.has(document.post_type)) continue;
    if (!needle || foldForSearch(document.title).includes(needle)) titleHits.push(document);
    else if (foldForSearch(document.excerpt).includes(needle)) excerptHits.push(document);
  }
  // Like WordPress: title matches rank above excerpt matches, newest first within each.
  const matches = [...titleHits, ...excerptHits];
  const start = (page - 1) * perPage;
  return {
    results: matches
      .slice(start, start + perPage)
      .map(({ date, title, url, post_type_label, excerpt }) => ({
        date,
        title,
        url,
        post_type_label,
        excerpt,
      })),
    totalPages: Math.ceil(matches.length / perPage),
    total: matches.length,
  };
}

export { CONTENT_TYPES };
