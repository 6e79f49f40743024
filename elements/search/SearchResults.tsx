import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { countedLabel } from '../../packages/core/counted-label.ts';
import { fillLabel } from '../../packages/core/labels.ts';
import { debounce } from '../../packages/core/debounce.ts';
import { uniqueId } from '../../packages/core/ids.ts';
import { getPageData } from '../../packages/core/page-data.ts';
import { reportError } from '../../packages/core/report.ts';
import { observeVisibility } from '../../packages/core/visibility.ts';
import { emit, useHost, useLatest, useStrings } from '../../packages/element/index.ts';
import { search } from '../../packages/i18n/en.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './constants.ts';
import { searchEndpoint } from './endpoint.ts';
import { createLatestRequest } from './latest-request.ts';
import { normaliseQuery, resultsMaySearch } from './query.ts';
import { formFields, resultsRequestBody } from './request-body.ts';
import {
  filtersFromTypes,
  filtersPostType,
  toggleFilter,
  type FilterChange,
  type ResultFilters,
} from './result-filters.ts';
import { ResultList } from './ResultList.tsx';
import { readAnswer, type SearchResult } from './results.ts';
import { createSearchOnShow, requestKey } from './search-on-show.ts';
import { SearchHistory, savedView, type AddressChange, type SavedView } from './search-history.ts';
import { readSearchParams, syncedAddress } from './search-url.ts';
import { readTypeOptions, withCheckedTypes } from './type-options.ts';
import type { SearchResultsProps } from './search-props.ts';

export type { SearchResultsProps };

/** What the page says instead of results: a query too short to run, or a request that failed. */
type Notice = 'short' | 'failed' | null;

const TYPE_KEY = 'type:';

/** The results page: field, filters, results with paging by scroll or 'Load more'. */
export function SearchResults(props: SearchResultsProps) {
  const host = useHost();
  // `textLang`: what the visitor reads, dates and counts included (the element's language);
  // `lang`: what is searched (the URL's, else the page data's).
  const { t, lang: textLang } = useStrings('search', search);
  const initial = useMemo(() => readSearchParams(location.search), []);
  const lang = initial.lang ?? getPageData().analytics.siteMeta.language;
  const endpoint = searchEndpoint(props.endpoint);
  const perPage =
    props.perPage !== undefined && Number.isFinite(props.perPage) && props.perPage >= 1
      ? Math.floor(props.perPage)
      : PAGE_SIZE;
  const typeOptions = useMemo(() => readTypeOptions(props.types), [props.types]);
  const fieldId = useMemo(() => uniqueId('ib-search-results-field'), []);

  const [query, setQuery] = useState(initial.query);
  const [filters, setFilters] = useState<ResultFilters>(() => filtersFromTypes(initial.types));
  const [custom, setCustom] = useState(initial.custom); // the popover's flag, kept until filters change
  const [results, setResults] = useState<SearchResult[]>([]);
  const [page, setPage] = useState(0); // pages shown; 0 before the first answer
  const [totalPages, setTotalPages] = useState(0);
  const [matches, setMatches] = useState<number | null>(null); // in all pages; null when unknown
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  const [failedPage, setFailedPage] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [firstNew, setFirstNew] = useState(-1);
  const focusNew = useRef(false);
  const lastRef = useRef<HTMLLIElement>(null);
  const addresses = useMemo(() => new SearchHistory(), []);
  /** The pages and scroll position being brought back (a return to an entry), until shown. */
  const restoring = useRef<SavedView | null>(null);

  const latest = useLatest({
    query,
    filters,
    custom,
    lang,
    endpoint,
    perPage,
    page,
    totalPages,
    loading,
    results,
  });

  useEffect(() => {
    if (typeOptions.problem) reportError(host, new Error(typeOptions.problem));
  }, [host, typeOptions]);

  const requests = useMemo(createLatestRequest, []);
  /** Page 1 of the search on show and on its way: the one that will be on show is not sent again. */
  const onShow = useMemo(createSearchOnShow, []);
  /** Aborts the request in flight: the results on show stay what will be on show. */
  const abortRequest = () => {
    requests.abort();
    onShow.aborted();
  };

  /** The request for a page of the current query, filters and enclosing form's fields. */
  const requestFor = (pageNumber: number) => {
    const now = latest.current;
    const search = {
      query: normaliseQuery(now.query),
      lang: now.lang,
      postType: filtersPostType(now.filters),
      perPage: now.perPage,
      page: pageNumber,
    };
    const body = resultsRequestBody(formFields(host.closest('form')), search);
    return { url: now.endpoint, body, key: requestKey(now.endpoint, body) };
  };

  const run = async (pageNumber: number) => {
    const { url, body, key } = requestFor(pageNumber);
    const sent = body.s;
    if (pageNumber === 1) onShow.sending(key);
    setLoading(true);
    latest.current.loading = true;
    const outcome = await requests.send(url, body);
    if (outcome.kind === 'superseded') return; // a newer search took over: its answer is the one shown
    setLoading(false);
    if (pageNumber === 1) onShow.settled(key, outcome.kind === 'answer');
    if (outcome.kind === 'failed') {
      // Said, not thrown. A failed first page leaves no results of an earlier query on show; a
      // failed later page keeps the pages before it, stops automatic paging, and 'Load more' retries.
      if (pageNumber === 1) clearResults();
      restoring.current = null;
      setFailedPage(pageNumber);
      setNotice('failed');
      return;
    }
    const answer = readAnswer(outcome.data, location.href);
    const before = pageNumber === 1 ? [] : latest.current.results;
    setResults([...before, ...answer.results]);
    setFirstNew(answer.results.length > 0 ? before.length : -1);
    setPage(pageNumber);
    setTotalPages(answer.totalPages);
    // Without `total` the count is known only once the last page is in.
    const shown = before.length + answer.results.length;
    setMatches(answer.total ?? (pageNumber >= answer.totalPages ? shown : null));
    setSearched(sent);
    setFailedPage(0);
    setNotice(null);
    emit(host, 'ib-search-results', {
      query: sent,
      page: pageNumber,
      total: answer.totalPages,
      count: answer.results.length,
    });
  };
  const clearResults = () => {
    onShow.cleared();
    setResults([]);
    setPage(0);
    setTotalPages(0);
    setMatches(null);
    setSearched(null);
    setFirstNew(-1);
  };

  /** What the current history entry shows. */
  const currentView = (): SavedView => ({ pages: latest.current.page, scroll: window.scrollY });

  /** The address of what is on screen: the current query, filters and `custom` flag. */
  const currentAddress = () => {
    const now = latest.current;
    return syncedAddress(location.href, {
      query: normaliseQuery(now.query),
      lang: now.lang,
      postType: filtersPostType(now.filters),
      custom: now.custom,
    });
  };

  /**
   * Page 1 of the current query, recorded in the address (see search-history.ts for when that is
   * a new history entry); 1 or 2 characters run nothing and say why instead. The search on show
   * is not sent again, except to bring a history entry back (its pages and scroll position).
   */
  const firstPage = (change: AddressChange) => {
    addresses.record(change, currentAddress(), currentView());
    if (resultsMaySearch(latest.current.query)) {
      if (change === 'restore' || !onShow.isUpcoming(requestFor(1).key)) void run(1);
      return;
    }
    abortRequest();
    setLoading(false);
    latest.current.loading = false;
    clearResults();
    setFailedPage(0);
    setNotice('short');
  };
  const firstPageRef = useRef(firstPage);
  firstPageRef.current = firstPage;
  const runRef = useRef(run);
  runRef.current = run;
  const searchSoon = useMemo(
    () => debounce((change: AddressChange) => firstPageRef.current(change), SEARCH_DEBOUNCE_MS),
    [],
  );

  /** Page 1 of the current query and filters: at once on a submit, after the debounce while typing. */
  const restart = (change: 'typing' | 'submit') => {
    restoring.current = null;
    if (!resultsMaySearch(latest.current.query)) {
      abortRequest(); // an answer to an earlier query never arrives after this
      setLoading(false);
    }
    searchSoon(change);
    if (change === 'submit') searchSoon.flush();
  };

  const loadNext = (fromButton: boolean) => {
    const now = latest.current;
    if (now.loading || now.page === 0 || now.page >= now.totalPages) return;
    focusNew.current = fromButton;
    void runRef.current(now.page + 1);
  };

  // The first search: the URL's query (an empty one lists everything; 1-2 characters say why not),
  // with the pages and scroll position this history entry saved (a reload, or a return from a
  // result that the browser did not keep in its back-forward cache).
  useEffect(() => {
    restoring.current = savedView(history.state);
    firstPageRef.current('restore');
  }, []);

  // Back and Forward: the entry's query, filters, pages and scroll position come back.
  const currentViewRef = useRef(currentView);
  currentViewRef.current = currentView;
  const currentAddressRef = useRef(currentAddress);
  currentAddressRef.current = currentAddress;
  const saveSoon = useMemo(
    () => debounce(() => addresses.save(currentViewRef.current())),
    [addresses],
  );
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      saveSoon.cancel(); // a pending save belongs to the entry just left
      if (currentAddressRef.current() === `${location.pathname}${location.search}${location.hash}`)
        return; // e.g. a hash link
      const params = readSearchParams(location.search);
      const filtersNow = filtersFromTypes(params.types);
      setQuery(params.query);
      setFilters(filtersNow);
      setCustom(params.custom);
      Object.assign(latest.current, {
        query: params.query,
        filters: filtersNow,
        custom: params.custom,
      });
      searchSoon.cancel();
      restoring.current = savedView(event.state);
      firstPageRef.current('restore');
    };
    // The scroll position is kept in the entry as the visitor scrolls, and at once when they
    // follow a result or leave the page.
    const onScroll = () => saveSoon();
    const saveNow = () => {
      saveSoon.cancel();
      addresses.save(currentViewRef.current());
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
      saveSoon.cancel();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', saveNow);
      shadow?.removeEventListener('click', onResultClick);
    };
  }, [host, addresses, saveSoon, searchSoon, latest]);

  // A returning entry's pages load one after the other, then its scroll position comes back;
  // every page shown is saved in the entry.
  useLayoutEffect(() => {
    if (page === 0 || loading) return;
    const target = restoring.current;
    if (target && page < target.pages && page < totalPages) {
      loadNext(false);
      return;
    }
    if (target) {
      restoring.current = null;
      window.scrollTo(window.scrollX, target.scroll);
    }
    addresses.save(currentView());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saves the view when the loaded pages change, not on every render's new closures
  }, [page, totalPages, loading]);

  // Released synchronously on removal (Preact runs plain effect clean-ups after paint).
  useLayoutEffect(
    () => () => {
      searchSoon.cancel();
      saveSoon.cancel();
      requests.abort();
    },
    [searchSoon, saveSoon, requests],
  );

  // Fields of an enclosing form take part in the search: a change restarts it, submit runs it.
  useEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const onChange = (event: Event) => {
      if (event.target === host) return; // our own field and boxes (retargeted) restart themselves
      restart(event.type === 'change' ? 'submit' : 'typing');
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      restart('submit');
    };
    form.addEventListener('input', onChange);
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('input', onChange);
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form's listeners are added once per host; they read the latest state through refs
  }, [host]);

  // The next page loads as the last result scrolls into view (not again after a failure).
  useEffect(() => {
    const last = lastRef.current;
    if (!last || loading || page === 0 || page >= totalPages || failedPage === page + 1) return;
    return observeVisibility(last, (entry) => {
      if (entry.isIntersecting) loadNext(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadNext reads the query and page through `latest`: the observer is re-made when the results change, not on every render
  }, [results, loading, page, totalPages, failedPage]);

  // After 'Load more', focus moves to the first new result so keyboard users continue there.
  useLayoutEffect(() => {
    if (!focusNew.current || firstNew < 0) return;
    focusNew.current = false;
    host.shadowRoot?.querySelector<HTMLElement>('[data-first-new] a')?.focus();
  }, [firstNew, results, host]);

  const onInput = (value: string) => {
    setQuery(value);
    latest.current.query = value;
    restart('typing');
  };

  const onFieldKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    restart('submit');
  };

  const onToggle = (key: string, checked: boolean) => {
    const change: FilterChange =
      key === 'all' || key === 'resources'
        ? { box: key, checked }
        : { box: 'type', type: key.slice(TYPE_KEY.length), checked };
    const next = toggleFilter(latest.current.filters, change);
    setFilters(next);
    setCustom(false);
    latest.current.filters = next;
    latest.current.custom = false;
    restart('submit');
  };

  const boxes = [
    { key: 'all', label: props.allLabel || t('all'), checked: filters.all },
    { key: 'resources', label: props.resourcesLabel || t('resources'), checked: filters.resources },
    ...withCheckedTypes(typeOptions.options, filters.types).map((option) => ({
      key: `${TYPE_KEY}${option.value}`,
      label: option.label,
      checked: filters.types.includes(option.value),
    })),
  ];
  const empty = !loading && searched !== null && page === 1 && results.length === 0;
  const emptyText = props.emptyLabel
    ? fillLabel(props.emptyLabel, { query: searched ?? '' })
    : t('empty', { query: searched ?? '' });
  const hintText = props.hintLabel || t('hint');
  const errorText = props.errorLabel || t('error');
  const noticeText = notice === 'short' ? hintText : notice === 'failed' ? errorText : '';
  const countText = () =>
    countedLabel(
      results.length,
      textLang,
      { many: props.countLabel, one: props.countOneLabel },
      t('resultCount', { count: results.length }),
    );
  const status = loading
    ? props.loadingLabel || t('loading')
    : notice
      ? noticeText
      : searched === null
        ? ''
        : empty
          ? emptyText
          : countText();
  const more = page > 0 && page < totalPages;
  // "12 results for “sms”" above the list: for a query (an empty one lists everything) with results.
  const resultsFor =
    searched && !empty && matches !== null
      ? t('resultsFor', { count: matches, query: searched })
      : '';

  return (
    <div part="base" className="base">
      <div part="search" className="search" role="search">
        <label part="label" className="label" htmlFor={fieldId}>
          {props.label || t('label')}
        </label>
        <div part="field" className="field">
          <input
            id={fieldId}
            part="input"
            className="input"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={props.placeholder || t('placeholder')}
            value={query}
            onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
            onKeyDown={onFieldKeyDown}
          />
          <span part="loader" className="loader" aria-hidden="true" hidden={!loading} />
        </div>
        <CheckboxGroup
          legend={props.filtersLabel || t('contentType')}
          options={boxes}
          onToggle={onToggle}
        />
      </div>
      <p part="status" className="visually-hidden" role="status">
        {status}
      </p>
      <p part="count" className="count" hidden={!resultsFor}>
        {resultsFor}
      </p>
      <ResultList
        results={results}
        lang={textLang}
        label={props.resultsLabel || t('results')}
        query={searched ?? ''}
        lastRef={lastRef}
        firstNew={firstNew}
      />
      <p part="empty" className="empty" hidden={!empty}>
        {emptyText}
      </p>
      <p part="hint" className="notice" hidden={loading || notice !== 'short'}>
        {hintText}
      </p>
      <p part="error" className="notice" hidden={loading || notice !== 'failed'}>
        {errorText}
      </p>
      <button
        type="button"
        part="load-more"
        className="load-more"
        hidden={!more}
        onClick={() => loadNext(true)}
      >
        {props.loadMoreLabel || t('loadMore')}
      </button>
      <slot />
    </div>
  );
}
