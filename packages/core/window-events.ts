// Some blocks react to events the page dispatches on `window` (a captcha result, a consent
// change). The page may dispatch them before the block's code has loaded: the autoloader keeps
// the latest of each kind in `window.ibMissedEvents` while no block listens
// (packages/autoload/keep-missed-events.ts), and a block that starts listening takes it from there.

interface MissedEventsWindow {
  /** Type -> the latest event no block heard; `0` while a block listens (nothing to keep then). */
  ibMissedEvents?: Record<string, Event | 0>;
}

const listening: Record<string, number> = {};
const missedEvents = () => (window as MissedEventsWindow).ibMissedEvents;

/**
 * Listens on `window` for `type` and first hands `listener` the latest such event dispatched
 * while no block listened (kept by the autoloader). Returns the function that stops listening;
 * once no block listens for `type`, the autoloader keeps its events again.
 */
export function listenOnWindow(type: string, listener: (event: Event) => void): () => void {
  const missed = missedEvents()?.[type];
  listening[type] = (listening[type] ?? 0) + 1;
  const kept = missedEvents();
  if (kept) kept[type] = 0;
  window.addEventListener(type, listener);
  if (missed) listener(missed);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    window.removeEventListener(type, listener);
    if (--listening[type] === 0) delete missedEvents()?.[type];
  };
}
