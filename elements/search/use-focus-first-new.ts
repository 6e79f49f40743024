// After 'Load more', focus moves to the first new result so keyboard users continue there (README).
import { useLayoutEffect, useRef } from 'react';

/** Returns `focusAfterLoad(wanted)`: whether the next page loaded takes focus. */
export function useFocusFirstNew(host: HTMLElement, firstNew: number, results: readonly unknown[]) {
  const wanted = useRef(false);
  useLayoutEffect(() => {
    if (!wanted.current || firstNew < 0) return;
    wanted.current = false;
    host.shadowRoot?.querySelector<HTMLElement>('[data-first-new] a')?.focus();
  }, [firstNew, results, host]);
  return (focus: boolean) => {
    wanted.current = focus;
  };
}
