import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { reportError } from '../../packages/core/report.ts';
import { tabIndexForKey } from '../../packages/core/tab-keys.ts';
import { formatNumber } from '../../packages/core/translations.ts';
import { directionOf, useEmit, useHost, useStrings } from '../../packages/element/index.ts';
import { featuredContent } from '../../packages/i18n/en.ts';
import {
  fillCount,
  filtersOf,
  firstRevealedIndex,
  resolvePageSize,
  visibilityOf,
  type CardInfo,
} from './featured-filter.ts';
import { columnLimit } from './grid-columns.ts';
import { pageSizeError } from './featured-content-checks.ts';
import type { FeaturedContentProps } from './featured-content-props.ts';

export type { FeaturedContentProps };

const cardsOf = (host: HTMLElement) =>
  [...host.children].filter((child): child is HTMLElement => child.localName === 'article');

const infoOf = (card: HTMLElement): CardInfo => ({
  type: card.getAttribute('data-type'),
  typeLabel: card.getAttribute('data-type-label'),
});

/**
 * A grid of light-DOM `<article data-type>` cards with type filters (a radio group, "All"
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
  const { pageSize } = resolvePageSize(pageSizeProp);
  const [cardsVersion, cardsChanged] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const cards = useMemo(() => cardsOf(host), [host, cardsVersion]);
  const infos = useMemo(() => cards.map(infoOf), [cards]);
  const filters = useMemo(() => filtersOf(infos), [infos]);
  const [type, setType] = useState<string | null>(null);
  const [limit, setLimit] = useState(pageSize);
  const focusNext = useRef<HTMLElement | null>(null);
  const focusFilter = useRef(false);
  const touched = useRef({ hidden: new Set<HTMLElement>(), tabindex: new Set<HTMLElement>() });

  // A filter whose cards all went away falls back to "All".
  const activeType = type !== null && filters.some((filter) => filter.value === type) ? type : null;
  const { visible, total, shown } = visibilityOf(infos, activeType, limit);

  useEffect(() => setLimit(pageSize), [pageSize]);

  useEffect(() => {
    const error = pageSizeError(pageSizeProp);
    if (error) reportError(host, error);
  }, [host, pageSizeProp]);

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

  // After an arrow key the newly checked filter takes focus (roving tabindex).
  useLayoutEffect(() => {
    if (!focusFilter.current) return;
    focusFilter.current = false;
    host.shadowRoot?.querySelector<HTMLElement>('[part~="filter"][aria-checked="true"]')?.focus();
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

  // APG radio group: arrows move and check, wrapping; Home/End too (the key rule of the tabs, the
  // horizontal arrows swapped in right-to-left text).
  const onFilterKeyDown = (event: ReactKeyboardEvent, index: number, values: (string | null)[]) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = tabIndexForKey(
      event.key,
      index,
      values.map(() => true),
      directionOf(host) === 'rtl',
    );
    if (next === null) return;
    event.preventDefault();
    if (next === index) return; // Home on the first, End on the last: nothing to move
    focusFilter.current = true;
    choose(values[next]);
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
        <div
          className="filters"
          part="filters"
          role="radiogroup"
          aria-label={filterLabel || t('filter')}
        >
          {[{ value: null, label: allLabel || t('all') }, ...filters].map((filter, index, all) => {
            const checked = activeType === filter.value;
            return (
              <button
                key={filter.value ?? ''}
                type="button"
                role="radio"
                className="filter"
                part="filter"
                data-type={filter.value ?? undefined}
                aria-checked={checked ? 'true' : 'false'}
                tabIndex={checked ? 0 : -1}
                onClick={() => choose(filter.value)}
                onKeyDown={(event) =>
                  onFilterKeyDown(
                    event,
                    index,
                    all.map(({ value }) => value),
                  )
                }
              >
                {filter.label}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="grid" part="grid" data-columns={columnLimit(shown)}>
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
