// POST {restBase}infobip2024/v1/search -> { results, totalPages, total }, as the WordPress plugin
// answers (its `total` is the results page's count, elements/search/README.md).
import { parseSearchRequest, searchCorpus } from '../search.mjs';

export function searchRoute({ fields, corpus }) {
  const { results, totalPages, total } = searchCorpus(corpus, parseSearchRequest(fields));
  return {
    status: 200,
    body: { results, totalPages, total },
    // WordPress REST also reports the totals as headers; handy when debugging in devtools.
    headers: { 'x-wp-total': String(total), 'x-wp-totalpages': String(totalPages) },
  };
}
