// The results page in the browser's history (search-history.ts): each search is recorded in the
// address, the entry keeps the pages shown and the scroll position as they change, and a returning
// entry (a reload, Back, Forward) is brought back: its search, then its pages one after the other,
// then its scroll position.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { debounce } from '../../packages/core/debounce.ts';
import { useLatest } from '../../packages/element/index.ts';
import type { ShownPages } from './use-result-pages.ts';
import { SearchHistory, savedView, type AddressChange, type SavedView } from './search-history.ts';
import { readSearchParams, type SearchParams } from './search-url.ts';

interface HistoryRestoreOptions {
  /** The address of what is on screen. */
  address: () => string;
  /**
   * Searches page 1 of an entry coming back (as a 'restore'): on Back and Forward `params` is the
   * entry's search; on the first load it is undefined (the address's search is already the state).
   */
  restore: (params?: SearchParams) => void;
  /** Loads the page after the last one shown. */
  loadNext: () => void;
}

/** What the current entry shows: `pages` pages at the window's scroll position. */
const viewOf = (pages: number): SavedView => ({ pages, scroll: window.scrollY });

/** `loading` and `shown`: the pages on show and whether the next one is on its way. */
export function useHistoryRestore(
  host: HTMLElement,
  loading: boolean,
  { page, totalPages, failedPage }: ShownPages,
  options: HistoryRestoreOptions,
) {
  const latest = useLatest({ page, ...options });
  const addresses = useMemo(() => new SearchHistory(), []);
  /** The pages and scroll position being brought back (a return to an entry), until shown. */
  const restoring = useRef<SavedView | null>(null);
  const saveSoon = useMemo(
    () => debounce(() => addresses.save(viewOf(latest.current.page))),
    [addresses, latest],
  );

  // The first search: the address's query, with the pages and scroll position this entry saved (a
  // reload, or a return from a result that the browser did not keep in its back-forward cache).
  useEffect(() => {
    restoring.current = savedView(history.state);
    latest.current.restore();
  }, [latest]);

  useEffect(() => {
    // Back and Forward: the entry's query, filters, pages and scroll position come back.
    const onPopState = (event: PopStateEvent) => {
      saveSoon.cancel(); // a pending save belongs to the entry just left
      if (latest.current.address() === `${location.pathname}${location.search}${location.hash}`)
        return; // e.g. a hash link
      restoring.current = savedView(event.state);
      latest.current.restore(readSearchParams(location.search));
    };
    // The scroll position is kept in the entry as the visitor scrolls, and at once when they
    // follow a result or leave the page.
    const onScroll = () => saveSoon();
    const saveNow = () => {
      saveSoon.cancel();
      addresses.save(viewOf(latest.current.page));
    };
    const onResultClick = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) saveNow();
    };
    const shadow = host.shadowRoot;
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', saveNow);
    shadow?.addEventListener('click', onResultClick);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', saveNow);
      shadow?.removeEventListener('click', onResultClick);
    };
  }, [host, addresses, saveSoon, latest]);

  // A returning entry's pages load one after the other, then its scroll position comes back;
  // every page shown is saved in the entry.
  useLayoutEffect(() => {
    if (page === 0 || loading) return;
    if (failedPage) restoring.current = null; // a failed page ends the return: no retries
    const target = restoring.current;
    if (target && page < target.pages && page < totalPages) {
      latest.current.loadNext();
      return;
    }
    if (target) {
      restoring.current = null;
      window.scrollTo(window.scrollX, target.scroll);
    }
    addresses.save(viewOf(page));
  }, [page, totalPages, loading, failedPage, addresses, latest]);

  // Released synchronously on removal (Preact runs plain effect clean-ups after paint).
  useLayoutEffect(() => () => saveSoon.cancel(), [saveSoon]);

  return {
    /** Records the search now on screen in the address (search-history.ts says when as a new entry). */
    record: (change: AddressChange) =>
      addresses.record(change, latest.current.address(), viewOf(latest.current.page)),
    /** Stops bringing an entry's pages back: a new search or a failure took over. */
    forget: () => {
      restoring.current = null;
    },
  };
}
