// The results page's pages of one search: what is on show (results, pages shown, the count, or
// what is said instead) and the request in flight (a newer one aborts the older; a page 1
// identical to the one on show is not sent again: search-on-show.ts).
import { useLayoutEffect, useMemo, useState } from 'react';
import { emit, useLatest } from '../../packages/element/index.ts';
import type { ResultsRequest } from './request-body.ts';
import { readAnswer, type SearchResult } from './results.ts';
import { createSearchOnShow } from './search-on-show.ts';

/** One page's request; `key` names it (search-on-show.ts). */
export interface PageRequest {
  url: string;
  body: ResultsRequest;
  key: string;
}

/**
 * What is on show: the answers, one page after the other, what they tell of the rest, or what is
 * said instead of them.
 */
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
  /** What the page says instead of results: a query too short to run, or a request that failed. */
  notice: 'short' | 'failed' | null;
  /** The page whose request failed last; 0 after an answer. */
  failedPage: number;
}

const NOTHING_SHOWN: ShownPages = {
  results: [],
  page: 0,
  totalPages: 0,
  matches: null,
  searched: null,
  firstNew: -1,
  notice: null,
  failedPage: 0,
};

export function useResultPages(host: HTMLElement) {
  const [shown, setShown] = useState(NOTHING_SHOWN);
  const [loading, setLoading] = useState(false);
  // `loading` is also set here at once, so a second 'Load more' before the next render does nothing.
  const now = useLatest({ shown, loading });

  const searches = useMemo(createSearchOnShow, []);

  const setBusy = (busy: boolean) => {
    setLoading(busy);
    now.current.loading = busy;
  };

  /** Aborts the request in flight (an answer to it never arrives); the results on show stay. */
  const stop = () => {
    searches.abort();
    setBusy(false);
  };

  /** Sends `request` for page `pageNumber` and shows its answer (page 1 replaces, later pages add). */
  const show = async (pageNumber: number, { url, body, key }: PageRequest) => {
    const first = pageNumber === 1;
    setBusy(true);
    // Only page 1 replaces the search on show.
    const outcome = await searches.send(url, body, first ? key : undefined);
    if (outcome.kind === 'superseded') return; // a newer search took over: its answer is the one shown
    setLoading(false);
    if (outcome.kind === 'failed') {
      // Said, not thrown. A failed first page leaves no results of an earlier query on show; a
      // failed later page keeps the pages before it, stops automatic paging, and 'Load more' retries.
      setShown((before) => ({
        ...(first ? NOTHING_SHOWN : before),
        notice: 'failed',
        failedPage: pageNumber,
      }));
      return;
    }
    const answer = readAnswer(outcome.data, location.href);
    const before = first ? [] : now.current.shown.results;
    const results = [...before, ...answer.results];
    setShown({
      results,
      page: pageNumber,
      totalPages: answer.totalPages,
      // Without `total` the count is known only once the last page is in.
      matches: answer.total ?? (pageNumber >= answer.totalPages ? results.length : null),
      searched: body.s,
      firstNew: answer.results.length > 0 ? before.length : -1,
      notice: null,
      failedPage: 0,
    });
    emit(host, 'ib-search-results', {
      query: body.s,
      page: pageNumber,
      total: answer.totalPages,
      count: answer.results.length,
    });
  };

  // Released synchronously on removal (Preact runs plain effect clean-ups after paint).
  useLayoutEffect(() => () => searches.abort(), [searches]);

  return {
    shown,
    loading,
    show,
    /** True when `key` names the page 1 that will be on show. */
    isUpcoming: searches.isUpcoming,
    /** The page after the last one shown, or 0 when none is to load (or one is loading). */
    nextPage: () => {
      const { loading, shown } = now.current;
      return loading || shown.page === 0 || shown.page >= shown.totalPages ? 0 : shown.page + 1;
    },
    stop,
    /** Nothing on show but the hint that the query is too short to run. */
    tooShort: () => {
      stop();
      searches.cleared();
      setShown({ ...NOTHING_SHOWN, notice: 'short' });
    },
  };
}
