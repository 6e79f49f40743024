// Infinite scroll: the next page loads as the last result scrolls into view.
import { useEffect, type RefObject } from 'react';
import { observeVisibility } from '../../packages/core/visibility.ts';
import { useLatest } from '../../packages/element/index.ts';

/**
 * `enabled`: a next page exists and may load now (none loading, the last one did not fail).
 * `results`: the list on show; the observer moves to its last item when it changes.
 */
export function useLoadOnScroll(
  last: RefObject<HTMLElement | null>,
  enabled: boolean,
  results: readonly unknown[],
  loadNext: () => void,
) {
  const latest = useLatest(loadNext);
  useEffect(() => {
    const target = last.current;
    if (!target || !enabled) return;
    return observeVisibility(target, (entry) => {
      if (entry.isIntersecting) latest.current();
    });
  }, [last, enabled, results, latest]);
}
