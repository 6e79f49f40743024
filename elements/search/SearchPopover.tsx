import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { debounce } from '../../packages/core/debounce.ts';
import { deepActiveElement } from '../../packages/core/focus.ts';
import { countLabel, fillLabel } from '../../packages/core/labels.ts';
import { uniqueId } from '../../packages/core/ids.ts';
import { keepInteractive } from '../../packages/core/inert-outside.ts';
import { getPageData, isSet } from '../../packages/core/page-data.ts';
import { emit, useHost, useLatest } from '../../packages/element/index.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { FOCUS_DELAY_MS, POPOVER_LIMIT, POPOVER_OFFSET, SEARCH_DEBOUNCE_MS } from './constants.ts';
import { searchEndpoint } from './endpoint.ts';
import { findAnchor, followBelow } from './follow-below.ts';
import { humaniseType } from './labels.ts';
import { createLatestRequest } from './latest-request.ts';
import { availableScopes, initialScopes, scopePostType, toggleScope, type Scope, type ScopeContext } from './popover-scope.ts';
import { normaliseQuery, popoverMaySearch } from './query.ts';
import { QuickResults } from './QuickResults.tsx';
import { popoverRequestBody } from './request-body.ts';
import { readAnswer, type SearchResult } from './results.ts';
import { viewAllUrl } from './search-url.ts';
import { focusTargetOf, onActivation } from './trigger-activation.ts';

export type PopoverCloseReason = 'escape' | 'focus-out' | 'close-button' | 'trigger' | 'property';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-search-popover-open': { scope: Scope; customScope: string[]; trigger: HTMLElement | null };
    'ib-search-popover-close': { reason: PopoverCloseReason };
  }
}

export interface SearchPopoverProps {
  /** Whether the popover shows; reflects to the `open` attribute. */
  open?: boolean;
  /** The page's content type (the 'current' scope); defaults to the page data's contentType. */
  currentType?: string;
  /** Search endpoint; defaults to `{restBase}infobip2024/v1/search`. */
  endpoint?: string;
  /** The results page the 'view all' link points to; `/` by default. */
  resultsUrl?: string;
  /** id of the navbar to sit below; by default the header (or nav) around the popover or trigger. */
  anchor?: string;
  /** How many quick results to list (5 by default). */
  limit?: number;
  label?: string;
  placeholder?: string;
  closeLabel?: string;
  scopeLabel?: string;
  allLabel?: string;
  resourcesLabel?: string;
  currentLabel?: string;
  customLabel?: string;
  resultsLabel?: string;
  viewAllLabel?: string;
  countLabel?: string;
  countOneLabel?: string;
  emptyLabel?: string;
  loadingLabel?: string;
  hintLabel?: string;
}

type PopoverHost = HTMLElement & { open?: boolean };

interface Session {
  scope: Scope;
  customTypes: string[];
  trigger: HTMLElement | null;
}

type Phase = 'idle' | 'loading' | 'done';

const DEFAULT_SESSION: Session = { scope: 'all', customTypes: [], trigger: null };

/** The site search popover: a combobox with quick results, scope checkboxes and 'view all'. */
export function SearchPopover(props: SearchPopoverProps) {
  const {
    open = false,
    resultsUrl = '/',
    anchor,
    label = 'Search',
    placeholder = 'Search the site',
    closeLabel = 'Close search',
    scopeLabel = 'Search in',
    allLabel = 'All',
    resourcesLabel = 'Resources',
    resultsLabel = 'Suggestions',
    viewAllLabel = 'View all results',
    countLabel: countMany = '{count} results',
    countOneLabel = '{count} result',
    emptyLabel = 'No results for “{query}”',
    loadingLabel = 'Searching…',
    hintLabel = 'Type at least 3 characters to search.',
  } = props;
  const host = useHost<PopoverHost>();
  const pageData = getPageData();
  const lang = pageData.analytics.siteMeta.language;
  const pageType = pageData.analytics.contentGrouping.contentType;
  const currentType = (props.currentType?.trim() || (isSet(pageType) ? pageType : '')).toLowerCase();
  const endpoint = searchEndpoint(props.endpoint);
  const limit = props.limit !== undefined && Number.isFinite(props.limit) && props.limit > 0 ? Math.floor(props.limit) : POPOVER_LIMIT;

  const ids = useMemo(() => ({ field: uniqueId('ib-search-field'), list: uniqueId('ib-search-list'), hint: uniqueId('ib-search-hint') }), []);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [session, setSession] = useState<Session>(DEFAULT_SESSION);
  const [checked, setChecked] = useState<Scope[]>(['all']);
  const [query, setQuery] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [searched, setSearched] = useState('');
  const [active, setActive] = useState(-1);
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef<{ reason: PopoverCloseReason; refocus: boolean }>({ reason: 'property', refocus: true });

  const context: ScopeContext = { currentType: currentType || undefined, customTypes: session.customTypes };
  // Read by the debounced search and the document listeners, which outlive a render.
  const latest = useLatest({ query, checked, context, endpoint, lang, limit, open, session });

  const requests = useMemo(createLatestRequest, []);
  const search = useMemo(() => {
    const run = async () => {
      const now = latest.current;
      if (!popoverMaySearch(now.query)) return;
      const sent = normaliseQuery(now.query);
      setPhase('loading');
      const outcome = await requests.send(now.endpoint, popoverRequestBody(sent, now.lang, scopePostType(now.checked, now.context)));
      if (outcome.kind === 'superseded') return; // a newer search (or closing) took over: never shown
      const answer = outcome.kind === 'answer' ? readAnswer(outcome.data, location.href) : { results: [] };
      setResults(answer.results.slice(0, latest.current.limit));
      setSearched(sent);
      setActive(-1);
      setPhase(outcome.kind === 'answer' ? 'done' : 'idle'); // a failure is swallowed: no list, no message
    };
    return debounce(() => void run(), SEARCH_DEBOUNCE_MS);
  }, [requests, latest]);

  const stopSearching = () => {
    search.cancel();
    requests.abort();
  };

  const close = (reason: PopoverCloseReason, refocus = true) => {
    if (!latest.current.open) return;
    closing.current = { reason, refocus };
    host.open = false;
  };

  // Released synchronously on removal (Preact runs plain effect clean-ups after paint).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- stopSearching aborts the requests of this search and requests: it changes with them
  useLayoutEffect(() => stopSearching, [search, requests]);

  // Triggers ask through a document event; a second activation by the same trigger closes.
  useLayoutEffect(
    () =>
      onActivation((trigger, detail) => {
        const now = latest.current;
        if (now.open && now.session.trigger === trigger) {
          close('trigger');
          return;
        }
        const customTypes = detail.scope === 'custom' ? detail.customScope : [];
        setSession({ scope: detail.scope, customTypes, trigger });
        setChecked(initialScopes(detail.scope, { currentType: now.context.currentType, customTypes }));
        opener.current = focusTargetOf(trigger);
        if (now.open && popoverMaySearch(now.query)) search(); // reopened with another scope
        host.open = true;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close reads only refs and the host
    [host, search],
  );

  // Opened from a mobile flyout, the popover sits outside what the flyout keeps usable: it asks
  // to stay interactive, or its field could never take focus. Only on open and close, so a
  // reopening with another scope never makes the focused field inert for a moment.
  useLayoutEffect(() => (open ? keepInteractive(host) : undefined), [open, host]);

  // While open: sit below the navbar, focus the field after the delay, announce the opening.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current ??= (deepActiveElement() as HTMLElement | null) ?? null;
    const stopFollowing = followBelow(findAnchor(anchor, host, opener.current), panelRef.current!, POPOVER_OFFSET);
    const focusTimer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    const { scope, customTypes, trigger } = latest.current.session;
    emit(host, 'ib-search-popover-open', { scope, customScope: customTypes, trigger });
    return () => {
      stopFollowing();
      clearTimeout(focusTimer);
    };
  }, [open, session, anchor, host, latest]);

  // Closing clears the field and its results and hands focus back to the trigger.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    stopSearching();
    setQuery('');
    setResults([]);
    setSearched('');
    setPhase('idle');
    setActive(-1);
    setChecked(['all']);
    setSession(DEFAULT_SESSION);
    const { reason, refocus } = closing.current;
    closing.current = { reason: 'property', refocus: true };
    const returnTo = opener.current;
    opener.current = null;
    const focusInside = host.contains(deepActiveElement()) || host.shadowRoot!.contains(deepActiveElement());
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (refocus && returnTo?.isConnected && (focusInside || focusLost)) returnTo.focus();
    emit(host, 'ib-search-popover-close', { reason });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- stopSearching changes with search and requests, which the effect depends on
  }, [open, host]);

  // Escape from anywhere inside (slotted content too); focus leaving closes.
  useEffect(() => {
    const panel = panelRef.current!;
    const inside = (node: unknown) => node instanceof Node && (panel.contains(node) || host.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !latest.current.open) return;
      event.preventDefault();
      close('escape');
    };
    const onFocusOut = (event: FocusEvent) => {
      if (inside(event.relatedTarget)) return;
      // The window losing focus (another tab or app) leaves the field focused: not a leave.
      if (event.relatedTarget === null && !document.hasFocus()) return;
      // Focus going nowhere (a click on the page) returns to the trigger; focus moved on by the
      // visitor (Tab, a click on another control) stays where they put it.
      close('focus-out', event.relatedTarget === null);
    };
    host.addEventListener('keydown', onKeyDown);
    panel.addEventListener('focusout', onFocusOut);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('focusout', onFocusOut);
      host.removeEventListener('focusout', onFocusOut);
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- close reads only refs and the host
  }, [host]);

  const onInput = (value: string) => {
    setQuery(value);
    setActive(-1);
    latest.current.query = value;
    if (popoverMaySearch(value)) {
      search();
    } else {
      stopSearching();
      setResults([]);
      setSearched('');
      setPhase('idle');
    }
  };

  const onScopeToggle = (key: string, on: boolean) => {
    const next = toggleScope(checked, key as Scope, on, context);
    setChecked(next);
    latest.current.checked = next;
    if (popoverMaySearch(query)) {
      search();
      search.flush(); // a deliberate click: no need to wait
    }
  };

  const optionId = (index: number) => `${ids.list}-option-${index}`;

  // Keeps the active option in view in a long list.
  useLayoutEffect(() => {
    if (active >= 0) panelRef.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scrolls when the active option moves; the option ids are fixed for the element's life
  }, [active]);
  const listed = results.length > 0;
  const canSearch = popoverMaySearch(query);
  // 'View all' needs no minimum: the results page answers a 1-2 character query itself.
  const typed = normaliseQuery(query) !== '';
  const href = viewAllUrl(resultsUrl, {
    query: normaliseQuery(query),
    lang,
    postType: scopePostType(checked, context),
    custom: checked.includes('custom'),
  });

  const onFieldKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!listed) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = results.length;
      // From the latest state: key repeat can deliver several presses before a render.
      setActive((current) => (current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = active >= 0 ? panelRef.current?.querySelector<HTMLAnchorElement>(`#${optionId(active)}`) : null;
      if (target) target.click();
      else if (typed) panelRef.current?.querySelector<HTMLAnchorElement>('[part~="view-all"]')?.click();
    }
  };

  const scopeLabels: Record<Scope, string> = {
    all: allLabel,
    resources: resourcesLabel,
    current: props.currentLabel || humaniseType(currentType),
    custom: props.customLabel || session.customTypes.map(humaniseType).join(', '),
  };
  const status =
    phase === 'loading'
      ? loadingLabel
      : phase === 'done'
        ? listed
          ? countLabel(results.length, lang, countMany, countOneLabel)
          : fillLabel(emptyLabel, { query: searched })
        : '';

  return (
    <div ref={panelRef} part="panel" className="panel" role="dialog" aria-label={label} tabIndex={-1} hidden={!open}>
      <div part="inner" className="inner">
        <div part="field" className="field">
          <label part="label" className="visually-hidden" htmlFor={ids.field}>
            {label}
          </label>
          <svg className="field-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L21 21" />
          </svg>
          <input
            ref={inputRef}
            id={ids.field}
            part="input"
            className="input"
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={placeholder}
            aria-autocomplete="list"
            aria-expanded={listed ? 'true' : 'false'}
            aria-controls={ids.list}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={ids.hint}
            value={query}
            onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
            onKeyDown={onFieldKeyDown}
          />
          <span part="loader" className="loader" aria-hidden="true" hidden={phase !== 'loading'} />
          <button type="button" part="close" className="close" aria-label={closeLabel} onClick={() => close('close-button')}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p part="hint" className="hint" id={ids.hint} hidden={canSearch || query.trim() === ''}>
          {hintLabel}
        </p>
        <CheckboxGroup
          legend={scopeLabel}
          options={availableScopes(context).map((scope) => ({ key: scope, label: scopeLabels[scope], checked: checked.includes(scope) }))}
          onToggle={onScopeToggle}
        />
        <QuickResults id={ids.list} label={resultsLabel} results={results} active={active} optionId={optionId} hidden={!listed} />
        <p part="empty" className="empty" hidden={!(phase === 'done' && !listed)}>
          {fillLabel(emptyLabel, { query: searched })}
        </p>
        <p part="status" className="visually-hidden" role="status">
          {status}
        </p>
        {typed && (
          <a part="view-all" className="view-all" href={href}>
            {viewAllLabel}
          </a>
        )}
        <slot />
      </div>
    </div>
  );
}
