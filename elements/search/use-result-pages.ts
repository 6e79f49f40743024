// The results page's pages of one search: what is on show (results, pages shown, the count), the
// request in flight (a newer one aborts the older, latest-request.ts; a page 1 identical to the one
// on show is not sent again, search-on-show.ts) and what is said instead of results.
import { useLayoutEffect, useMemo, useState } from 'react';
import { emit, useLatest } from '../../packages/element/index.ts';
import { createLatestRequest } from './latest-request.ts';
import type { ResultsRequest } from './request-body.ts';
import { readAnswer, type SearchResult } from './results.ts';
import { createSearchOnShow } from './search-on-show.ts';

/** What the page says instead of results: a query too short to run, or a request that failed. */
export type Notice = 'short' | 'failed' | null;

/** One page's request; `key` names it (search-on-show.ts). */
export interface PageRequest {
  url: string;
  body: ResultsRequest;
  key: string;
}

/** `onFailed` runs as a request fails, before the page re-renders with the failure. */
export function useResultPages(host: HTMLElement, onFailed: () => void) {
  const [results, setResults] = useState<SearchResult[]>([]);
  const [page, setPage] = useState(0); // pages shown; 0 before the first answer
  const [totalPages, setTotalPages] = useState(0);
  const [matches, setMatches] = useState<number | null>(null); // in all pages; null when unknown
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  const [failedPage, setFailedPage] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [firstNew, setFirstNew] = useState(-1);
  // `loading` is also set here at once, so a second 'Load more' before the next render does nothing.
  const now = useLatest({ results, page, totalPages, loading, onFailed });

  const requests = useMemo(createLatestRequest, []);
  const onShow = useMemo(createSearchOnShow, []);

  /** Aborts the request in flight (an answer to it never arrives); the results on show stay. */
  const stop = () => {
    requests.abort();
    onShow.aborted();
    setLoading(false);
    now.current.loading = false;
  };

  const clear = () => {
    onShow.cleared();
    setResults([]);
    setPage(0);
    setTotalPages(0);
    setMatches(null);
    setSearched(null);
    setFirstNew(-1);
  };

  /** Sends `request` for page `pageNumber` and shows its answer (page 1 replaces, later pages add). */
  const show = async (pageNumber: number, { url, body, key }: PageRequest) => {
    if (pageNumber === 1) onShow.sending(key);
    setLoading(true);
    now.current.loading = true;
    const outcome = await requests.send(url, body);
    if (outcome.kind === 'superseded') return; // a newer search took over: its answer is the one shown
    setLoading(false);
    if (pageNumber === 1) onShow.settled(key, outcome.kind === 'answer');
    if (outcome.kind === 'failed') {
      // Said, not thrown. A failed first page leaves no results of an earlier query on show; a
      // failed later page keeps the pages before it, stops automatic paging, and 'Load more' retries.
      if (pageNumber === 1) clear();
      now.current.onFailed();
      setFailedPage(pageNumber);
      setNotice('failed');
      return;
    }
    const answer = readAnswer(outcome.data, location.href);
    const before = pageNumber === 1 ? [] : now.current.results;
    setResults([...before, ...answer.results]);
    setFirstNew(answer.results.length > 0 ? before.length : -1);
    setPage(pageNumber);
    setTotalPages(answer.totalPages);
    // Without `total` the count is known only once the last page is in.
    const shown = before.length + answer.results.length;
    setMatches(answer.total ?? (pageNumber >= answer.totalPages ? shown : null));
    setSearched(body.s);
    setFailedPage(0);
    setNotice(null);
    emit(host, 'ib-search-results', {
      query: body.s,
      page: pageNumber,
      total: answer.totalPages,
      count: answer.results.length,
    });
  };

  // Released synchronously on removal (Preact runs plain effect clean-ups after paint).
  useLayoutEffect(() => () => requests.abort(), [requests]);

  return {
    results,
    page,
    totalPages,
    matches,
    loading,
    searched,
    failedPage,
    notice,
    firstNew,
    show,
    /** True when `key` names the page 1 that will be on show. */
    isUpcoming: (key: string) => onShow.isUpcoming(key),
    /** The page after the last one shown, or 0 when none is to load (or one is loading). */
    nextPage: () => {
      const { loading, page, totalPages } = now.current;
      return loading || page === 0 || page >= totalPages ? 0 : page + 1;
    },
    stop,
    /** Nothing on show but the hint that the query is too short to run. */
    tooShort: () => {
      stop();
      clear();
      setFailedPage(0);
      setNotice('short');
    },
  };
}
