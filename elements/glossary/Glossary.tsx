import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type CSSProperties } from 'react';
import { countLabel, fillLabel } from '../../packages/core/labels.ts';
import { uniqueId } from '../../packages/core/ids.ts';
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { useEmit, useHost, useLatest } from '../../packages/element/index.ts';
import { SearchField, useDebouncedQuery } from '../../packages/ui/search-field.tsx';
import { changesEntries, collectEntries, ENTRY_SELECTOR, letterHeadingsOf } from './glossary-dom.ts';
import { TOGGLE_ATTRIBUTE, wireDisclosure, type Disclosure } from './glossary-disclosure.ts';
import { currentLetter, filterEntries, indexEntries, navLetters } from './glossary-index.ts';
import { revealLetter } from './letter-scroll.ts';
import { OTHER_LETTER, parseAlphabet } from './glossary-text.ts';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import lightCss from './glossary-light.css?inline';
import { useStickyHeaderOffset } from './sticky-offset.ts';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-glossary-filter': { query: string; count: number };
    'ib-glossary-toggle': { id: string; term: string; open: boolean };
  }
}

export interface GlossaryProps {
  /** Start with every definition expanded; toggling the attribute later opens or closes all. */
  openAll?: boolean;
  /** Letters of the index, in order. Default A-Z. */
  alphabet?: string;
  /** Also match the query against definitions (terms and `data-keywords` always match). */
  searchDefinitions?: boolean;
  searchLabel?: string;
  navLabel?: string;
  /** Accessible name of the `#` letter. */
  otherLabel?: string;
  /** Live count; `{count}` is filled in. */
  countLabel?: string;
  countOneLabel?: string;
  /** Empty state; `{query}` is filled in (as text). */
  emptyLabel?: string;
}

const lightStyles = lazySheet(lightCss);

const HEADING = 'h1, h2, h3, h4, h5, h6';
/** Matching entries in a letter group, for the group's size estimate while it is not rendered. */
const GROUP_ENTRIES_PROPERTY = '--ib-glossary-group-entries';
/** A letter group (a `data-letter` container), as opposed to a bare letter heading. */
const isGroup = (element: HTMLElement) => element.hasAttribute('data-letter') && !element.matches(HEADING);
/** Room left between the sticky letter navigation and a heading the visitor jumped to. */
const JUMP_GAP_PX = 8;
/** A heading this far under the navigation already counts as the current letter. */
const CURRENT_LINE_PX = 16;

/** Where the navigation's bottom edge sits once it is stuck (or now, when it is not sticky). */
function navBottomWhenStuck(nav: HTMLElement): number {
  const style = getComputedStyle(nav);
  if (style.position !== 'sticky') return Math.max(nav.getBoundingClientRect().bottom, 0);
  return (parseFloat(style.top) || 0) + nav.getBoundingClientRect().height;
}

/**
 * Enhances a glossary index in the light DOM: `<article data-term>` entries (a heading and a
 * definition) grouped under letter headings. Adds a search field that filters as you type, an
 * A-Z navigation that marks the current letter while scrolling, and turns each entry into a
 * disclosure. Without script every entry shows, expanded.
 */
export function Glossary({
  openAll = false,
  alphabet,
  searchDefinitions = false,
  searchLabel = 'Search the glossary',
  navLabel = 'Glossary index',
  otherLabel = 'Other characters',
  countLabel: countManyLabel = '{count} terms',
  countOneLabel = '{count} term',
  emptyLabel = 'No terms match “{query}”.',
}: GlossaryProps) {
  const host = useHost();
  const emit = useEmit();
  const [version, contentChanged] = useReducer((count: number) => count + 1, 0);
  const letters = useMemo(() => parseAlphabet(alphabet), [alphabet]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const entries = useMemo(() => collectEntries(host), [host, version]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const headings = useMemo(() => letterHeadingsOf(host, letters), [host, letters, version]);
  const index = useMemo(
    () => indexEntries(entries.map(({ term, keywords, definition }) => ({ term, keywords, definition })), letters),
    [entries, letters],
  );
  const { query, setQuery, searched, search } = useDebouncedQuery();
  const [current, setCurrent] = useState<string | null>(null);
  const result = useMemo(() => filterEntries(index, query, { definitions: searchDefinitions }), [index, query, searchDefinitions]);
  const nav = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useMemo(() => ({ input: uniqueId('ib-glossary-search') }), []);

  const disclosures = useRef(new Map<HTMLElement, Disclosure>());
  const byButton = useRef(new WeakMap<Element, Disclosure>());
  const byDefinition = useRef(new WeakMap<Element, Disclosure>());
  const hiddenByUs = useRef(new Set<HTMLElement>());
  const generatedIds = useRef(new Set<HTMLElement>());
  const focusableByUs = useRef(new Set<HTMLElement>());
  const sizedGroups = useRef(new Map<HTMLElement, number>());
  const pendingReveal = useRef<HTMLElement | null>(null);

  // Handlers attached once read the latest render through this ref.
  const latest = useLatest({ entries, result, openAll });

  useLayoutEffect(() => adoptIntoRoot(host, lightStyles()), [host]);
  const headerOffset = useStickyHeaderOffset();

  // Entries or letter groups added or removed later are picked up.
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      if (changesEntries(records)) contentChanged();
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);

  // Each entry becomes a disclosure; entries that left the page are unwired.
  useLayoutEffect(() => {
    const present = new Set(entries.map((entry) => entry.article));
    for (const [article, disclosure] of disclosures.current) {
      if (!present.has(article)) {
        disclosure.unwire();
        disclosures.current.delete(article);
      }
    }
    for (const entry of entries) {
      if (disclosures.current.has(entry.article)) continue;
      const disclosure = wireDisclosure(entry, latest.current.openAll);
      if (!disclosure) continue;
      disclosures.current.set(entry.article, disclosure);
      byButton.current.set(disclosure.button, disclosure);
      for (const definition of entry.definitions) byDefinition.current.set(definition, disclosure);
    }
  }, [entries, latest]);

  // `open-all` set or removed later opens or closes every entry (the first wiring used it already).
  const firstOpenAll = useRef(true);
  useLayoutEffect(() => {
    if (firstOpenAll.current) {
      firstOpenAll.current = false;
      return;
    }
    for (const disclosure of disclosures.current.values()) disclosure.setOpen(openAll);
  }, [openAll]);

  // Filtering: hide entries that do not match and letter groups left empty. Only changes are
  // written, so a keystroke over 1,000 entries touches just the entries whose state flips.
  useLayoutEffect(() => {
    const setHidden = (element: HTMLElement, hidden: boolean) => {
      if (hidden === hiddenByUs.current.has(element)) return;
      if (hidden) {
        element.setAttribute('hidden', '');
        hiddenByUs.current.add(element);
      } else {
        element.removeAttribute('hidden');
        hiddenByUs.current.delete(element);
      }
    };
    entries.forEach((entry, i) => setHidden(entry.article, !result.visible[i]));
    for (const [letter, heading] of headings) {
      const matches = result.letters.get(letter) ?? 0;
      setHidden(heading, query !== '' && matches === 0);
      // Groups skip rendering off screen (content-visibility); their size estimate follows the count.
      if (isGroup(heading) && sizedGroups.current.get(heading) !== matches) {
        heading.style.setProperty(GROUP_ENTRIES_PROPERTY, String(matches));
        sizedGroups.current.set(heading, matches);
      }
    }
    if (pendingReveal.current) {
      const article = pendingReveal.current;
      pendingReveal.current = null;
      revealRef.current(article);
    }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the result is computed from the query, so it changes whenever the query does
  }, [entries, headings, result]);

  // Tell the page a search ran (analytics), once its result is in the page.
  const emittedQuery = useRef(query);
  useLayoutEffect(() => {
    if (query === emittedQuery.current) return;
    emittedQuery.current = query;
    emit('ib-glossary-filter', { query, count: result.count });
  }, [query, result, emit]);


  // Unmount: the light DOM goes back to its no-script state.
  useLayoutEffect(
    () => () => {
      for (const disclosure of disclosures.current.values()) disclosure.unwire();
      disclosures.current.clear();
      for (const element of hiddenByUs.current) element.removeAttribute('hidden');
      for (const element of generatedIds.current) element.removeAttribute('id');
      for (const element of focusableByUs.current) element.removeAttribute('tabindex');
      for (const group of sizedGroups.current.keys()) {
        group.style.removeProperty(GROUP_ENTRIES_PROPERTY);
        if (group.getAttribute('style') === '') group.removeAttribute('style');
      }
    },
    [],
  );

  /** Where each letter of the navigation leads: its letter heading, else its first matching entry. */
  const anchors = useMemo(() => {
    const found = new Map<string, HTMLElement>();
    entries.forEach((entry, i) => {
      const letter = index[i].letter;
      if (!result.visible[i] || found.has(letter)) return;
      found.set(letter, headings.get(letter) ?? entry.article);
    });
    for (const element of found.values()) {
      if (!element.id) {
        element.id = uniqueId('ib-glossary-letter');
        generatedIds.current.add(element);
      }
    }
    return found;
  }, [entries, index, headings, result]);

  const scrollToElement = (element: HTMLElement) => {
    const offset = (nav.current ? navBottomWhenStuck(nav.current) : 0) + JUMP_GAP_PX;
    const top = element.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  };

  /** Shows an entry a link pointed at: clears a filter hiding it, opens it, scrolls it into view. */
  const reveal = (article: HTMLElement) => {
    const i = latest.current.entries.findIndex((entry) => entry.article === article);
    if (i < 0) return;
    if (!latest.current.result.visible[i]) {
      search.cancel();
      if (input.current) input.current.value = '';
      pendingReveal.current = article;
      setQuery('');
      return;
    }
    disclosures.current.get(article)?.setOpen(true);
    scrollToElement(article);
  };
  const revealRef = useRef(reveal);
  revealRef.current = reveal;

  const jumpTo = (letter: string) => {
    const anchor = anchors.get(letter);
    if (!anchor) return;
    scrollToElement(anchor);
    // Keyboard and screen-reader users continue from the group they chose.
    const target =
      anchor.matches(ENTRY_SELECTOR) ? (disclosures.current.get(anchor)?.button ?? anchor) : anchor.matches(HEADING) ? anchor : (anchor.querySelector<HTMLElement>(HEADING) ?? anchor);
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      focusableByUs.current.add(target);
    }
    target.focus({ preventScroll: true });
    setCurrent(letter);
  };

  // Disclosure buttons and find-in-page in the light DOM (native listeners: React drops events on slotted nodes).
  useEffect(() => {
    const announce = (disclosure: Disclosure) =>
      emit('ib-glossary-toggle', { id: disclosure.entry.article.id, term: disclosure.entry.term, open: disclosure.isOpen() });
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`[${TOGGLE_ATTRIBUTE}]`);
      const disclosure = button && byButton.current.get(button);
      if (!disclosure) return;
      disclosure.setOpen(!disclosure.isOpen());
      announce(disclosure);
    };
    const onBeforeMatch = (event: Event) => {
      const disclosure = byDefinition.current.get(event.target as Element);
      if (!disclosure || disclosure.isOpen()) return;
      disclosure.setOpen(true);
      announce(disclosure);
    };
    host.addEventListener('click', onClick);
    host.addEventListener('beforematch', onBeforeMatch, true);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('beforematch', onBeforeMatch, true);
    };
  }, [host, emit]);

  // A URL hash naming an entry (or something inside one) opens and shows it, on load and later.
  useEffect(() => {
    const followHash = () => {
      const raw = location.hash.slice(1);
      if (!raw) return;
      let id = raw;
      try {
        id = decodeURIComponent(raw);
      } catch {
        // A malformed escape: use the hash as written.
      }
      const root = host.getRootNode();
      if (!(root instanceof Document || root instanceof ShadowRoot)) return; // removed meanwhile
      const target = root.getElementById(id);
      const article = target && host.contains(target) ? target.closest<HTMLElement>(ENTRY_SELECTOR) : null;
      if (article) revealRef.current(article);
    };
    // Not inside the effect itself: revealing may re-render, which must not happen during Preact's effect flush.
    let active = true;
    queueMicrotask(() => active && followHash());
    window.addEventListener('hashchange', followHash);
    return () => {
      active = false;
      window.removeEventListener('hashchange', followHash);
    };
  }, [host]);

  // The current letter follows the scroll position (once per frame at most).
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!nav.current) return;
      const line = navBottomWhenStuck(nav.current) + CURRENT_LINE_PX;
      const scroller = document.scrollingElement ?? document.documentElement;
      const list = [...anchors].map(([letter, element]) => ({ letter, top: element.getBoundingClientRect().top }));
      setCurrent(
        currentLetter(list, {
          line,
          bottom: host.getBoundingClientRect().bottom,
          viewportHeight: window.innerHeight,
          atEnd: scroller.scrollTop + window.innerHeight >= scroller.scrollHeight - 1,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule(); // read positions in the next frame, where layout is due anyway
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [host, anchors]);

  const status = !searched
    ? ''
    : result.count === 0
      ? fillLabel(emptyLabel, { query: query.trim() })
      : countLabel(result.count, host.closest('[lang]')?.getAttribute('lang') || 'en', countManyLabel, countOneLabel);

  // The current letter stays in view in the sideways-scrolling row of a narrow screen.
  useEffect(() => {
    const row = nav.current?.querySelector<HTMLElement>('.letters');
    const letter = row?.querySelector<HTMLElement>('[aria-current]');
    if (row && letter) revealLetter(row, letter, !prefersReducedMotion());
  }, [current]);

  return (
    <>
      <SearchField name="search" role="search" id={ids.input} label={searchLabel} status={status} search={search} inputRef={input} />
      <nav ref={nav} className="nav" part="nav" aria-label={navLabel} style={{ '--_header-offset': `${headerOffset}px` } as CSSProperties}>
        <ol className="letters" part="letters">
          {navLetters(letters, index).map((letter) => {
            const anchor = anchors.get(letter);
            const name = letter === OTHER_LETTER ? otherLabel : undefined;
            return (
              <li key={letter}>
                {anchor ? (
                  <a
                    className="letter"
                    part={current === letter ? 'letter letter-current' : 'letter'}
                    href={`#${anchor.id}`}
                    aria-label={name}
                    aria-current={current === letter ? 'location' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      jumpTo(letter);
                    }}
                  >
                    {letter}
                  </a>
                ) : (
                  <a className="letter" part="letter letter-disabled" role="link" aria-disabled="true" aria-label={name}>
                    {letter}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <slot />
      <p className="empty" part="empty" hidden={!(searched && result.count === 0)}>
        {fillLabel(emptyLabel, { query: query.trim() })}
      </p>
    </>
  );
}
