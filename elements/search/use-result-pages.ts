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
type Notice = 'short' | 'failed' | null;

/** One page's request; `key` names it (search-on-show.ts). */
export interface PageRequest {
  url: string;
  body: ResultsRequest;
  key: string;
}

/** The answers on show: their results, one page after the other, and what they tell of the rest. */
export interface ShownPages {
  results: SearchResult[];
  /** Pages shown; 0 before the first answer. */
  page: number;
  totalPages: number;
  /** Matches in all pages; null when unknown. */
  matches: number | null;
  /** The query the results answer; null when none are on show. */
  searched: string | null;
  /** Where the last page added starts in `results`; -1 when it added none. */
  firstNew: number;
}

const NOTHING_SHOWN: ShownPages = {
  results: [],
  page: 0,
  totalPages: 0,
  matches: null,
  searched: null,
  firstNew: -1,
};

/** `onFailed` runs as a request fails, before the page re-renders with the failure. */
export function useResultPages(host: HTMLElement, onFailed: () => void) {
  const [shown, setShown] = useState(NOTHING_SHOWN);
  const [loading, setLoading] = useState(false);
  const [failedPage, setFailedPage] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  // `loading` is also set here at once, so a second 'Load more' before the next render does nothing.
  const now = useLatest({ shown, loading, onFailed });

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
    setShown(NOTHING_SHOWN);
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
    const before = pageNumber === 1 ? [] : now.current.shown.results;
    const results = [...before, ...answer.results];
    setShown({
      results,
      page: pageNumber,
      totalPages: answer.totalPages,
      // Without `total` the count is known only once the last page is in.
      matches: answer.total ?? (pageNumber >= answer.totalPages ? results.length : null),
      searched: body.s,
      firstNew: answer.results.length > 0 ? before.length : -1,
    });
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
    shown,
    loading,
    failedPage,
    notice,
    show,
    /** True when `key` names the page 1 that will be on show. */
    isUpcoming: (key: string) => onShow.isUpcoming(key),
    /** The page after the last one shown, or 0 when none is to load (or one is loading). */
    nextPage: () => {
      const { loading, shown } = now.current;
      return loading || shown.page === 0 || shown.page >= shown.totalPages ? 0 : shown.page + 1;
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
