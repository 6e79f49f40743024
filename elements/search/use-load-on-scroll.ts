// Infinite scroll: the next page loads as the last result scrolls into view.
import { useEffect, useRef } from 'react';
import { observeVisibility } from '../../packages/core/visibility.ts';
import { useLatest } from '../../packages/element/index.ts';

/**
 * Returns the ref for the last result. `enabled`: a next page exists and may load now (none
 * loading, the last one did not fail). `results`: the list on show; the observer moves to its last
 * item when it changes.
 */
export function useLoadOnScroll(
  enabled: boolean,
  results: readonly unknown[],
  loadNext: () => void,
) {
  const last = useRef<HTMLLIElement>(null);
  const latest = useLatest(loadNext);
  useEffect(() => {
    const target = last.current;
    if (!target || !enabled) return;
    return observeVisibility(target, (entry) => {
      if (entry.isIntersecting) latest.current();
    });
  }, [enabled, results, latest]);
  return last;
}
