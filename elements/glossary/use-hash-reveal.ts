// A URL hash naming an entry (or something inside one) opens and shows it, on load and on every
// hashchange. An entry the filter hides is shown by clearing the search first, then revealed once
// the cleared result is in the page: this hook runs after useGlossaryFilter, so its layout effect
// sees the entry unhidden.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLatest } from '../../packages/element/index.ts';
import { ENTRY_SELECTOR, type GlossaryEntry } from './glossary-dom.ts';
import type { Disclosure } from './glossary-disclosure.ts';
import type { FilterResult } from './glossary-index.ts';
import { scrollBelowNav } from './nav-position.ts';

export function useHashReveal(
  host: HTMLElement,
  nav: RefObject<HTMLElement | null>,
  entries: readonly GlossaryEntry[],
  result: FilterResult,
  disclosures: ReadonlyMap<HTMLElement, Disclosure>,
  clearSearch: () => void,
): void {
  const pending = useRef<HTMLElement | null>(null);

  const reveal = useLatest((article: HTMLElement) => {
    const i = entries.findIndex((entry) => entry.article === article);
    if (i < 0) return;
    if (!result.visible[i]) {
      pending.current = article;
      clearSearch();
      return;
    }
    disclosures.get(article)?.setOpen(true);
    scrollBelowNav(nav.current, article);
  });

  useLayoutEffect(() => {
    const article = pending.current;
    if (!article) return;
    pending.current = null;
    reveal.current(article);
  }, [result, reveal]);

  useEffect(() => {
    const followHash = () => {
      const raw = location.hash.slice(1);
      if (!raw) return;
      let id = raw;
      try {
        id = decodeURIComponent(raw);
      } catch {
        // A malformed escape: use the hash as written.
      }
      const root = host.getRootNode();
      if (!(root instanceof Document || root instanceof ShadowRoot)) return; // removed meanwhile
      const target = root.getElementById(id);
      const article = target && host.contains(target) ? target.closest<HTMLElement>(ENTRY_SELECTOR) : null;
      if (article) reveal.current(article);
    };
    // Not inside the effect itself: revealing may re-render, which must not happen during Preact's effect flush.
    let active = true;
    queueMicrotask(() => active && followHash());
    window.addEventListener('hashchange', followHash);
    return () => {
      active = false;
      window.removeEventListener('hashchange', followHash);
    };
  }, [host, reveal]);
}
