import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { fillLabel } from '../../packages/core/labels.ts';
import { formatNumber, formatText } from '../../packages/core/translations.ts';
import { uniqueId } from '../../packages/core/ids.ts';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { reportError } from '../../packages/core/report.ts';
import { useEmit, useHost, useStrings } from '../../packages/element/index.ts';
import { pricingTable } from '../../packages/i18n/en.ts';
import { SearchField, useDebouncedQuery } from '../../packages/ui/search-field.tsx';
import { AttributeLedger } from './attribute-ledger.ts';
import {
  applyTableRoles,
  OTHER_ROW_ATTRIBUTE,
  readTable,
  TOGGLE_ATTRIBUTE,
  wireDetails,
  type RowDisclosure,
} from './table-dom.ts';
import { overflowEdges } from '../../packages/core/overflow-edges.ts';
import { filterGroups } from './table-model.ts';
import lightCss from './pricing-table-light.css?inline';
import type { PricingTableProps } from './pricing-table-props.ts';

export type { PricingTableProps };

const lightStyles = lazySheet(lightCss);

const tableOf = (host: HTMLElement) => host.querySelector<HTMLTableElement>(':scope > table');
const rowName = (row: HTMLTableRowElement) => (row.cells[0]?.textContent ?? '').trim();

/** More rows than this get a "choose a country" list on narrow containers instead of a card each. */
const CARDS_UP_TO = 5;

/**
 * Enhances a child `<table>` of channel prices: sticky header and first column inside a
 * keyboard-scrollable region with edge shadows, a filter over the row headers, disclosure buttons
 * for rows followed by a `data-details` row, and (in CSS) a stacked layout on narrow containers
 * that keeps the table's roles: a long table shows there the one row picked from a select.
 * Without script the table shows as written.
 */
export function PricingTable({
  label,
  noFilter = false,
  filterLabel,
  countLabel,
  emptyLabel,
  chooseLabel,
}: PricingTableProps) {
  const host = useHost();
  const { t, lang } = useStrings('pricingTable', pricingTable);
  const emit = useEmit();
  const [version, contentChanged] = useReducer((count: number) => count + 1, 0);
  const model = useMemo(() => {
    const table = tableOf(host);
    return table ? readTable(table) : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  }, [host, version]);
  const { query, searched, search } = useDebouncedQuery();
  const [open, setOpen] = useState<ReadonlySet<HTMLTableRowElement>>(() => new Set());
  const [edges, setEdges] = useState({ start: false, end: false });
  const [overflows, setOverflows] = useState(false);
  const [stickyStart, setStickyStart] = useState(0);
  const [captionHeight, setCaptionHeight] = useState(0);
  const [pageSticky, setPageSticky] = useState(false);
  const [chosen, setChosen] = useState(0);
  // Without the field there is no way to clear a filter: none applies.
  const activeQuery = noFilter ? '' : query;
  const result = useMemo(
    () => (model ? filterGroups(model.groups, activeQuery) : { visible: [], count: 0 }),
    [model, activeQuery],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const ledger = useRef(new AttributeLedger());
  const disclosures = useRef(new Map<HTMLTableRowElement, RowDisclosure>());
  const ids = useMemo(
    () => ({ input: uniqueId('ib-pricing-filter'), choose: uniqueId('ib-pricing-choose') }),
    [],
  );
  const choosing = model !== null && model.groups.length > CARDS_UP_TO;
  const chosenGroup = choosing ? Math.min(chosen, model.groups.length - 1) : -1;

  useLayoutEffect(() => adoptIntoRoot(host, lightStyles()), [host]);

  useEffect(() => {
    if (!model) reportError(host, new Error('ib-pricing-table: no child <table>'));
  }, [host, model]);

  // Rows (or the table) added or removed later are picked up; the element's own buttons are not rows.
  useEffect(() => {
    const observer = new MutationObserver(contentChanged);
    observer.observe(host, { childList: true });
    if (model) {
      observer.observe(model.table, { childList: true });
      for (const body of model.table.tBodies) observer.observe(body, { childList: true });
    }
    return () => observer.disconnect();
  }, [host, model]);

  // Roles, cell labels and disclosure buttons; rows that left the table are unwired.
  useLayoutEffect(() => {
    if (!model) return;
    applyTableRoles(model, ledger.current);
    const present = new Set(model.rows);
    for (const [row, disclosure] of disclosures.current) {
      if (!present.has(row)) {
        disclosure.unwire();
        disclosures.current.delete(row);
      }
    }
    for (const group of model.groups) {
      const row = model.rows[group.row];
      if (group.details === null || disclosures.current.has(row)) continue;
      const disclosure = wireDetails(row, model.rows[group.details], ledger.current);
      if (disclosure) disclosures.current.set(row, disclosure);
    }
  }, [model]);

  // Filter and disclosure state: rows that do not match are hidden, with their details rows.
  useLayoutEffect(() => {
    if (!model) return;
    model.groups.forEach((group, i) => {
      const row = model.rows[group.row];
      const visible = result.visible[i];
      ledger.current.set(row, 'hidden', visible ? null : '');
      const disclosure = disclosures.current.get(row);
      if (disclosure) {
        const expanded = open.has(row);
        disclosure.button.setAttribute('aria-expanded', String(expanded));
        ledger.current.set(disclosure.details, 'hidden', visible && expanded ? null : '');
      }
    });
  }, [model, result, open]);

  // The narrow layout shows only the chosen row (and its details) of a long table: the others are
  // marked, and pricing-table-light.css hides them there.
  useLayoutEffect(() => {
    if (!model) return;
    model.groups.forEach((group, i) => {
      const other = chosenGroup >= 0 && i !== chosenGroup ? '' : null;
      ledger.current.set(model.rows[group.row], OTHER_ROW_ATTRIBUTE, other);
      if (group.details !== null)
        ledger.current.set(model.rows[group.details], OTHER_ROW_ATTRIBUTE, other);
    });
  }, [model, chosenGroup]);

  // Tell the page a filter ran (analytics), once its result is on the page.
  const emittedQuery = useRef(activeQuery);
  useLayoutEffect(() => {
    if (activeQuery === emittedQuery.current) return;
    emittedQuery.current = activeQuery;
    emit('ib-pricing-table-filter', { query: activeQuery, count: result.count });
  }, [activeQuery, result, emit]);

  // Unmount: the table goes back to its markup.
  useLayoutEffect(
    () => () => {
      for (const disclosure of disclosures.current.values()) disclosure.unwire();
      disclosures.current.clear();
      ledger.current.restore();
    },
    [],
  );

  // Disclosure buttons live in the light DOM: a native listener on the host.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`[${TOGGLE_ATTRIBUTE}]`);
      if (!button) return;
      const row = button.closest('tr');
      if (!row || !disclosures.current.has(row)) return;
      const opening = button.getAttribute('aria-expanded') !== 'true';
      setOpen((current) => {
        const next = new Set(current);
        if (opening) next.add(row);
        else next.delete(row);
        return next;
      });
      emit('ib-pricing-table-toggle', { row: rowName(row), open: opening });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, emit]);

  // Edge shadows, whether the region scrolls at all (then it takes focus for keyboard scrolling),
  // where the sticky first column ends (the start shadow sits right of it) and the caption's
  // height (the shadows start below it: they mark hidden columns, not text beside the caption).
  useEffect(() => {
    const box = scroller.current;
    if (!box || !model) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = overflowEdges(box);
      setEdges((shown) => (shown.start === next.start && shown.end === next.end ? shown : next));
      setOverflows(
        box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
      );
      const firstCell = model.table.rows[0]?.cells[0];
      const sticky =
        firstCell && getComputedStyle(firstCell).position === 'sticky'
          ? firstCell.getBoundingClientRect().width
          : 0;
      setStickyStart(Math.round(sticky));
      setCaptionHeight(Math.round(model.table.caption?.getBoundingClientRect().height ?? 0));
      // A table that fits sideways in a region of no set height needs no scroll box: without one,
      // its header sticks to the top of the window while the page scrolls through the rows.
      setPageSticky(
        box.scrollWidth <= box.clientWidth + 1 && getComputedStyle(box).maxBlockSize === 'none',
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    box.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(box);
    resize.observe(model.table);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      box.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
  }, [model]);

  if (!model) return <slot />;

  const total = model.groups.length;
  const regionName = label || model.table.caption?.textContent?.trim() || t('label');
  const empty = searched && result.count === 0;
  const emptyText = emptyLabel
    ? fillLabel(emptyLabel, { query: query.trim() })
    : t('empty', { query: query.trim() });
  // Both numbers as the language writes them (`count` is formatted by formatText and t).
  const numbers = { count: result.count, total: formatNumber(total, lang) };
  const countText = countLabel ? formatText(countLabel, lang, numbers) : t('count', numbers);
  const status = !searched ? '' : empty ? emptyText : countText;

  return (
    <>
      {noFilter ? null : (
        <SearchField
          name="filter"
          id={ids.input}
          label={filterLabel || t('filter')}
          status={status}
          showStatus={!empty}
          search={search}
        />
      )}
      {choosing ? (
        <div className="choose" part="choose">
          <label className="choose-label" part="choose-label" htmlFor={ids.choose}>
            {chooseLabel || t('choose')}
          </label>
          <select
            id={ids.choose}
            className="select"
            part="select"
            value={String(chosenGroup)}
            onChange={(event) =>
              setChosen(Number((event.currentTarget as HTMLSelectElement).value))
            }
          >
            {model.groups.map((group, i) => (
              <option key={group.row} value={String(i)}>
                {rowName(model.rows[group.row])}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div
        className="frame"
        part="frame"
        data-overflow-start={edges.start ? '' : undefined}
        data-overflow-end={edges.end ? '' : undefined}
        data-page-sticky={pageSticky ? '' : undefined}
        style={
          {
            '--_sticky-start': `${stickyStart}px`,
            '--_caption-height': `${captionHeight}px`,
          } as Record<string, string>
        }
      >
        <div
          ref={scroller}
          className="scroller"
          part="scroller"
          role="region"
          aria-label={regionName}
          tabIndex={overflows ? 0 : undefined}
        >
          <slot />
        </div>
        <span className="shadow shadow-start" part="shadow-start" aria-hidden="true" />
        <span className="shadow shadow-end" part="shadow-end" aria-hidden="true" />
      </div>
      <p className="empty" part="empty" hidden={!empty}>
        {emptyText}
      </p>
    </>
  );
}
