import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { countedLabel } from '../../packages/core/counted-label.ts';
import { fillLabel } from '../../packages/core/labels.ts';
import { debounce } from '../../packages/core/debounce.ts';
import { uniqueId } from '../../packages/core/ids.ts';
import { getPageData } from '../../packages/core/page-data.ts';
import { reportError } from '../../packages/core/report.ts';
import { useHost, useLatest, useStrings } from '../../packages/element/index.ts';
import { search } from '../../packages/i18n/en.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './constants.ts';
import { searchEndpoint } from './endpoint.ts';
import { normaliseQuery, resultsMaySearch } from './query.ts';
import { resultsRequestBody } from './request-body.ts';
import {
  filtersFromTypes,
  filtersPostType,
  toggleFilter,
  type FilterChange,
  type ResultFilters,
} from './result-filters.ts';
import { ResultList } from './ResultList.tsx';
import { requestKey } from './search-on-show.ts';
import type { AddressChange } from './search-history.ts';
import { readSearchParams, syncedAddress, type SearchParams } from './search-url.ts';
import { readTypeOptions, withCheckedTypes } from './type-options.ts';
import { useEnclosingForm } from './use-enclosing-form.ts';
import { useFocusFirstNew } from './use-focus-first-new.ts';
import { useHistoryRestore } from './use-history-restore.ts';
import { useLoadOnScroll } from './use-load-on-scroll.ts';
import { useResultPages, type PageRequest } from './use-result-pages.ts';
import type { SearchResultsProps } from './search-props.ts';

export type { SearchResultsProps };

const TYPE_KEY = 'type:';

/** What the visitor asks for: query, filters, the popover's `custom` flag (kept until filters change). */
interface Asked {
  query: string;
  filters: ResultFilters;
  custom: boolean;
}

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

  const [asked, setAsked] = useState<Asked>(() => ({
    query: initial.query,
    filters: filtersFromTypes(initial.types),
    custom: initial.custom,
  }));
  const { query, filters } = asked;
  const latest = useLatest({ ...asked, lang, endpoint, perPage });

  /**
   * Changes what is asked: in `latest` at once (a search that starts before the next render reads
   * it), and in state for the render.
   */
  const ask = (change: Partial<Asked>) => {
    Object.assign(latest.current, change);
    setAsked((before) => ({ ...before, ...change }));
  };

  useEffect(() => {
    if (typeOptions.problem) reportError(host, new Error(typeOptions.problem));
  }, [host, typeOptions]);

  const pages = useResultPages(host);
  const formFields = useEnclosingForm(host, (change) => restart(change));

  /** What the current query and filters search: the address and each request carry it. */
  const searchNow = () => {
    const now = latest.current;
    return {
      query: normaliseQuery(now.query),
      lang: now.lang,
      postType: filtersPostType(now.filters),
    };
  };

  /** The request for a page of the current query, filters and enclosing form's fields. */
  const requestFor = (pageNumber: number): PageRequest => {
    const { endpoint, perPage } = latest.current;
    const body = resultsRequestBody(formFields(), { ...searchNow(), perPage, page: pageNumber });
    return { url: endpoint, body, key: requestKey(endpoint, body) };
  };

  /** The address of what is on screen: the current query, filters and `custom` flag. */
  const currentAddress = () =>
    syncedAddress(location.href, { ...searchNow(), custom: latest.current.custom });

  /**
   * Page 1 of the current query, recorded in the address (see search-history.ts for when that is
   * a new history entry); 1 or 2 characters run nothing and say why instead. The search on show
   * is not sent again, except to bring a history entry back (its pages and scroll position).
   */
  const firstPage = (change: AddressChange) => {
    entries.record(change);
    if (!resultsMaySearch(latest.current.query)) {
      pages.tooShort();
      return;
    }
    const request = requestFor(1);
    if (change === 'restore' || !pages.isUpcoming(request.key)) void pages.show(1, request);
  };
  const firstPageNow = useLatest(firstPage);
  const searchSoon = useMemo(
    () => debounce((change: AddressChange) => firstPageNow.current(change), SEARCH_DEBOUNCE_MS),
    [firstPageNow],
  );
  // Released synchronously on removal (Preact runs plain effect clean-ups after paint).
  useLayoutEffect(() => () => searchSoon.cancel(), [searchSoon]);

  /** Page 1 of the current query and filters: at once on a submit, after the debounce while typing. */
  const restart = (change: 'typing' | 'submit') => {
    entries.forget();
    // An answer to an earlier query never arrives after this.
    if (!resultsMaySearch(latest.current.query)) pages.stop();
    searchSoon(change);
    if (change === 'submit') searchSoon.flush();
  };

  /** The next page; focus moves to its first result when asked to (after 'Load more'). */
  const loadNext = (fromButton = false) => {
    const next = pages.nextPage();
    if (next === 0) return;
    focusAfterLoad(fromButton);
    void pages.show(next, requestFor(next));
  };

  /** An entry's search coming back: Back and Forward set its query, filters and `custom` flag. */
  const restore = (params?: SearchParams) => {
    if (params) {
      ask({ query: params.query, filters: filtersFromTypes(params.types), custom: params.custom });
      searchSoon.cancel();
    }
    firstPage('restore');
  };

  const entries = useHistoryRestore(host, pages.loading, pages.shown, {
    address: currentAddress,
    restore,
    loadNext,
  });
  const { loading } = pages;
  const { results, page, totalPages, matches, searched, firstNew, notice, failedPage } =
    pages.shown;
  const focusAfterLoad = useFocusFirstNew(host, firstNew, results);
  const more = page > 0 && page < totalPages;
  // Not again after a failure: 'Load more' retries.
  const lastRef = useLoadOnScroll(more && !loading && failedPage !== page + 1, results, loadNext);

  const onInput = (value: string) => {
    ask({ query: value });
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
    ask({ filters: toggleFilter(latest.current.filters, change), custom: false });
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
