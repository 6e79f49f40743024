// Shared IntersectionObservers: one per rootMargin + threshold combination for the whole page,
// however many blocks watch elements with it (a page may hold dozens of videos and reveals).
import { reportError } from './report.ts';

export interface VisibilityOptions {
  rootMargin?: string;
  threshold?: number | number[];
}

type Callback = (entry: IntersectionObserverEntry) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  callbacks: Map<Element, Set<Callback>>;
  lastEntries: WeakMap<Element, IntersectionObserverEntry>;
}

const shared = new Map<string, SharedObserver>();

/**
 * Calls `callback` with each IntersectionObserverEntry for `el` (first right after observing).
 * Returns the function that stops watching; the observer is dropped when nobody uses it.
 */
export function observeVisibility(
  el: Element,
  callback: Callback,
  options: VisibilityOptions = {},
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const rootMargin = options.rootMargin ?? '0px';
  const threshold = options.threshold ?? 0;
  const key = `${rootMargin}|${JSON.stringify(threshold)}`;
  const group = shared.get(key) ?? createShared(key, rootMargin, threshold);

  const existing = group.callbacks.get(el);
  if (existing) {
    existing.add(callback);
    // The observer reports an element only when first observed: replay its state to a late joiner.
    const last = group.lastEntries.get(el);
    if (last) queueMicrotask(() => group.callbacks.get(el)?.has(callback) && callback(last));
  } else {
    group.callbacks.set(el, new Set([callback]));
    group.observer.observe(el);
  }

  let active = true;
  return () => {
    if (!active) return;
    active = false;
    const callbacks = group.callbacks.get(el);
    if (!callbacks) return;
    callbacks.delete(callback);
    if (callbacks.size > 0) return;
    group.callbacks.delete(el);
    group.lastEntries.delete(el);
    group.observer.unobserve(el);
    if (group.callbacks.size === 0) {
      group.observer.disconnect();
      shared.delete(key);
    }
  };
}

/**
 * Calls `callback` once, as soon as `el` comes within `margin` of the viewport (default one
 * viewport: '100%'), for loading heavy parts just before they are needed. Returns a cancel function.
 */
export function whenNearViewport(el: Element, callback: () => void, margin = '100%'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    // No observer (very old browser): load now rather than never.
    callback();
    return () => undefined;
  }
  const stop = observeVisibility(
    el,
    (entry) => {
      if (!entry.isIntersecting) return;
      stop();
      callback();
    },
    { rootMargin: margin },
  );
  return stop;
}

function createShared(
  key: string,
  rootMargin: string,
  threshold: number | number[],
): SharedObserver {
  const group: SharedObserver = {
    callbacks: new Map(),
    lastEntries: new WeakMap(),
    observer: new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          group.lastEntries.set(entry.target, entry);
          // Copy: a callback may stop watching (and so edit the set) while we iterate.
          for (const callback of [...(group.callbacks.get(entry.target) ?? [])]) {
            if (!group.callbacks.get(entry.target)?.has(callback)) continue;
            try {
              callback(entry);
            } catch (error) {
              // One broken block must not starve the others sharing this observer.
              reportError(entry.target, error);
            }
          }
        }
      },
      { rootMargin, threshold },
    ),
  };
  shared.set(key, group);
  return group;
}
