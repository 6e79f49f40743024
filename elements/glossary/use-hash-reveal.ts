// A URL hash naming an entry (or something inside one) opens and shows it, on load and on every
// hashchange. An entry the filter hides is shown by clearing the search first, then revealed once
// the cleared result is in the page: this hook runs after useGlossaryFilter, so its layout effect
// sees the entry unhidden.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLatest } from '../../packages/element/index.ts';
import type { GlossaryEntry } from './glossary-dom.ts';
import type { Disclosure } from './glossary-disclosure.ts';
import type { FilterResult } from './glossary-index.ts';
import { hashTarget } from './hash-target.ts';
import { scrollBelowNav } from './nav-position.ts';

export function useHashReveal(
  host: HTMLElement,
  nav: RefObject<HTMLElement | null>,
  entries: readonly GlossaryEntry[],
  result: FilterResult,
  disclosures: ReadonlyMap<HTMLElement, Disclosure>,
  clearSearch: () => void,
  complete: boolean,
): void {
  const pending = useRef<HTMLElement | null>(null);

  const reveal = useLatest((article: HTMLElement, instant = false) => {
    const i = entries.findIndex((entry) => entry.article === article);
    if (i < 0) {
      // Not read yet (a hashchange while a long glossary is read): revealed once it is.
      if (!complete) pending.current = article;
      return;
    }
    if (!result.visible[i]) {
      pending.current = article;
      clearSearch();
      return;
    }
    disclosures.get(article)?.setOpen(true);
    scrollBelowNav(nav.current, article, { instant });
  });

  useLayoutEffect(() => {
    const article = pending.current;
    if (!article) return;
    pending.current = null;
    reveal.current(article);
  }, [result, reveal]);

  useEffect(() => {
    const followHash = () => {
      const article = hashTarget(host);
      if (article) reveal.current(article);
    };
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, [host, reveal]);

  // On load, at once and before the first frame is painted (its animation-frame callbacks run first;
  // not in the effect, where revealing may re-render during Preact's effect flush): no frame shows
  // where the page was scrolled, whose entries a long glossary has not read yet (glossary-reading.ts)
  // and would collapse on screen, nor a smooth scroll passing them.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const article = hashTarget(host);
      if (article) reveal.current(article, true);
    });
    return () => cancelAnimationFrame(frame);
  }, [host, reveal]);
}
