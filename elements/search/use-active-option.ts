// The combobox's active option (aria-activedescendant): ArrowDown and ArrowUp move it through the
// quick results (wrapping), Enter follows it, or 'view all' when none is active. Left, Right, Home
// and End move the caret in the field and so leave no option active (README, the WAI-ARIA combobox
// pattern). It belongs to one list for one query: typing, or a new answer, starts again with none.
import { useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { normaliseQuery } from './query.ts';
import type { SearchResult } from './results.ts';

/** Keys that move the caret within the field: visual focus is back in the field. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function useActiveOption(
  listId: string,
  results: readonly SearchResult[],
  query: string,
  panel: RefObject<HTMLElement | null>,
) {
  // [list, query, index]: an index set for another list or query reads as none.
  const [state, setState] = useState<[readonly SearchResult[], string, number]>([
    results,
    query,
    -1,
  ]);
  const indexIn = ([list, typed, index]: typeof state) =>
    list === results && typed === query ? index : -1;
  const active = indexIn(state);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = active >= 0 ? optionId(active) : undefined;

  // Keeps the active option in view in a long list.
  useLayoutEffect(() => {
    if (activeId)
      panel.current?.querySelector(`#${activeId}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, panel]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the latest state: key repeat can deliver several presses before a render.
      setState((now) => {
        const current = indexIn(now);
        return [
          results,
          query,
          current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count,
        ];
      });
    } else if (CARET_KEYS.has(event.key)) {
      setState((now) => (indexIn(now) === -1 ? now : [results, query, -1])); // the caret moves as usual: not prevented
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = activeId
        ? panel.current?.querySelector<HTMLAnchorElement>(`#${activeId}`)
        : null;
      if (target) target.click();
      else if (normaliseQuery(query) !== '')
        panel.current?.querySelector<HTMLAnchorElement>('[part~="view-all"]')?.click();
    }
  };

  return { active, activeId, optionId, onKeyDown };
}
