import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { formatNumber } from '../../packages/core/translations.ts';
import { useEmit, useHost, useStrings } from '../../packages/element/index.ts';
import { featuredContent } from '../../packages/i18n/en.ts';
import { fillCount, filtersOf, firstRevealedIndex, resolvePageSize, visibilityOf, type CardInfo } from './featured-filter.ts';
import type { FeaturedContentProps } from './featured-content-props.ts';

export type { FeaturedContentProps };

const cardsOf = (host: HTMLElement) => [...host.children].filter((child): child is HTMLElement => child.localName === 'article');

const infoOf = (card: HTMLElement): CardInfo => ({ type: card.getAttribute('data-type'), typeLabel: card.getAttribute('data-type-label') });

/**
 * A grid of light-DOM `<article data-type>` cards with type filters (toggle buttons, "All"
 * first) and paging by "Show more". Without script every card shows; the element only hides.
 */
export function FeaturedContent({
  pageSize: pageSizeProp,
  allLabel,
  moreLabel,
  filterLabel,
  countLabel,
}: FeaturedContentProps) {
  const host = useHost();
  const { t, lang } = useStrings('featuredContent', featuredContent);
  const emit = useEmit();
  const { pageSize, valid } = resolvePageSize(pageSizeProp);
  const [cardsVersion, cardsChanged] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const cards = useMemo(() => cardsOf(host), [host, cardsVersion]);
  const infos = useMemo(() => cards.map(infoOf), [cards]);
  const filters = useMemo(() => filtersOf(infos), [infos]);
  const [type, setType] = useState<string | null>(null);
  const [limit, setLimit] = useState(pageSize);
  const focusNext = useRef<HTMLElement | null>(null);
  const touched = useRef({ hidden: new Set<HTMLElement>(), tabindex: new Set<HTMLElement>() });

  // A filter whose cards all went away falls back to "All".
  const activeType = type !== null && filters.some((filter) => filter.value === type) ? type : null;
  const { visible, total, shown } = visibilityOf(infos, activeType, limit);

  useEffect(() => setLimit(pageSize), [pageSize]);

  useEffect(() => {
    if (!valid) reportError(host, new Error(`Invalid page-size: ${pageSizeProp} (expected a whole number of at least 1)`));
  }, [host, valid, pageSizeProp]);

  // Cards added or removed later are picked up.
  useEffect(() => {
    const observer = new MutationObserver(cardsChanged);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);

  useLayoutEffect(() => {
    cards.forEach((card, i) => {
      if (visible[i]) card.removeAttribute('hidden');
      else {
        card.setAttribute('hidden', '');
        touched.current.hidden.add(card);
      }
    });
    const card = focusNext.current;
    focusNext.current = null;
    if (card) {
      // Cards are usually not focusable: make the first new one a focus target for this move.
      if (!card.hasAttribute('tabindex')) {
        card.setAttribute('tabindex', '-1');
        touched.current.tabindex.add(card);
      }
      card.focus();
    }
  });

  // Unmount: every card visible again, as without script.
  useLayoutEffect(
    () => () => {
      for (const card of touched.current.hidden) card.removeAttribute('hidden');
      for (const card of touched.current.tabindex) card.removeAttribute('tabindex');
    },
    [],
  );

  const choose = (next: string | null) => {
    if (next === activeType) return;
    setType(next);
    setLimit(pageSize);
    emit('ib-featured-content-filter', { type: next, total: visibilityOf(infos, next, 0).total });
  };

  const showMore = () => {
    const index = firstRevealedIndex(infos, activeType, limit);
    focusNext.current = index >= 0 ? cards[index] : null;
    setLimit(limit + pageSize);
  };

  // Both numbers as the language writes them.
  const counts = { shown: formatNumber(shown, lang), total: formatNumber(total, lang) };
  const countText = countLabel ? fillCount(countLabel, counts) : t('count', counts);

  return (
    <>
      {filters.length > 1 ? (
        <div className="filters" part="filters" role="group" aria-label={filterLabel || t('filter')}>
          <button type="button" className="filter" part="filter" aria-pressed={activeType === null ? 'true' : 'false'} onClick={() => choose(null)}>
            {allLabel || t('all')}
          </button>
          {filters.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className="filter"
              part="filter"
              data-type={filter.value}
              aria-pressed={activeType === filter.value ? 'true' : 'false'}
              onClick={() => choose(filter.value)}
            >
              {filter.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="grid" part="grid">
        <slot />
      </div>
      <div className="footer" part="footer">
        <p className="status" part="status" role="status">
          {countText}
        </p>
        {shown < total ? (
          <button type="button" className="more" part="more" onClick={showMore}>
            {moreLabel || t('more')}
          </button>
        ) : null}
      </div>
    </>
  );
}
