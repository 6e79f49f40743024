import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { uniqueId } from '../../packages/core/ids.ts';
import { countedLabel } from '../../packages/core/counted-label.ts';
import { fillLabel } from '../../packages/core/labels.ts';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { useHost, useStrings } from '../../packages/element/index.ts';
import { glossary } from '../../packages/i18n/en.ts';
import { SearchField, useDebouncedQuery } from '../../packages/ui/search-field.tsx';
import untilFoundCss from '../../packages/ui/until-found-collapse.css?inline';
import lightCss from './glossary-light.css?inline';
import { useGlossaryContent } from './use-glossary-content.ts';
import { useDisclosures } from './use-disclosures.ts';
import { filterEntries, navLetters } from './glossary-index.ts';
import { useGlossaryFilter } from './use-glossary-filter.ts';
import { useLetterAnchors } from './use-letter-anchors.ts';
import { useLetterJump } from './use-letter-jump.ts';
import { useHashReveal } from './use-hash-reveal.ts';
import { useCurrentLetter } from './use-current-letter.ts';
import { revealLetter } from './letter-scroll.ts';
import { OTHER_LETTER, parseAlphabet } from './glossary-text.ts';
import { useStickyHeaderOffset } from './sticky-offset.ts';
import type { GlossaryProps } from './glossary-props.ts';

export type { GlossaryProps };

const lightStyles = lazySheet(untilFoundCss + lightCss);

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
  searchLabel,
  navLabel,
  otherLabel,
  countLabel,
  countOneLabel,
  emptyLabel,
}: GlossaryProps) {
  const host = useHost();
  const { t, lang } = useStrings('glossary', glossary);
  const nav = useRef<HTMLElement>(null);
  const inputId = useMemo(() => uniqueId('ib-glossary-search'), []);
  useLayoutEffect(() => adoptIntoRoot(host, lightStyles()), [host]);
  const headerOffset = useStickyHeaderOffset();

  // The template's alphabet, else the language's (Cyrillic on a Russian page, Arabic on an Arabic one).
  const defaultAlphabet = t('alphabet');
  const letters = useMemo(
    () => parseAlphabet(alphabet || defaultAlphabet),
    [alphabet, defaultAlphabet],
  );
  const { entries, headings, index, complete } = useGlossaryContent(host, letters);
  const { query: typed, setQuery, searched: typedSearched, search } = useDebouncedQuery();
  // A search waits until every entry is read: it applies then (a long glossary reads in ~0.2 s).
  const query = complete ? typed : '';
  const searched = complete && typedSearched;
  const result = useMemo(
    () => filterEntries(index, query, { definitions: searchDefinitions }),
    [index, query, searchDefinitions],
  );
  const input = useRef<HTMLInputElement>(null);
  /** Drops the query, also what is typed but not yet applied: every entry shows again. */
  const clear = () => {
    search.cancel();
    if (input.current) input.current.value = '';
    setQuery('');
  };
  // Layout effects run in this order: entries are wired, then filtered, then a hash target revealed.
  const disclosures = useDisclosures(host, entries, openAll);
  useGlossaryFilter(entries, headings, query, result, complete);
  useHashReveal(host, nav, entries, result, disclosures, clear, complete);
  const anchors = useLetterAnchors(entries, index, headings, result, complete);
  const shownLetters = useMemo(() => {
    const shown = navLetters(letters, index);
    // Until every entry is read, a `#` group stands in for the terms it holds.
    if (!complete && headings.has(OTHER_LETTER) && !shown.includes(OTHER_LETTER))
      shown.push(OTHER_LETTER);
    return shown;
  }, [letters, index, headings, complete]);
  const [current, setCurrent] = useCurrentLetter(host, nav, anchors);
  const jumpTo = useLetterJump(nav, anchors, disclosures, setCurrent);

  const empty = emptyLabel
    ? fillLabel(emptyLabel, { query: query.trim() })
    : t('empty', { query: query.trim() });
  const status = !searched
    ? ''
    : result.count === 0
      ? empty
      : countedLabel(
          result.count,
          lang,
          { many: countLabel, one: countOneLabel },
          t('count', { count: result.count }),
        );

  return (
    <>
      <SearchField
        name="search"
        role="search"
        id={inputId}
        label={searchLabel || t('search')}
        status={status}
        showStatus={!(searched && result.count === 0)}
        search={search}
        inputRef={input}
      />
      <nav
        ref={nav}
        className="nav"
        part="nav"
        aria-label={navLabel || t('index')}
        style={{ '--_header-offset': `${headerOffset}px` } as CSSProperties}
      >
        <ol
          className="letters scroll-fades"
          part="letters"
          // A letter that gets keyboard focus is brought into the row's view: the browser leaves
          // one that is partly in view where it is, its ring under the row's edge.
          onFocus={(event) => revealLetter(event.currentTarget, event.target as HTMLElement, false)}
        >
          {shownLetters.map((letter) => {
            const anchor = anchors.get(letter);
            const name = letter === OTHER_LETTER ? otherLabel || t('other') : undefined;
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
                  <a
                    className="letter"
                    part="letter letter-disabled"
                    role="link"
                    aria-disabled="true"
                    aria-label={name}
                  >
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
        {empty}
      </p>
    </>
  );
}
