// Shows a filter result in the light DOM: entries that do not match, and letter groups left empty,
// get `hidden` (the light-DOM sheet enforces it). Only changes are written, so a keystroke over
// 1,000 entries touches just the entries whose state flips. Everything it set is undone on removal.
import { useLayoutEffect, useRef } from 'react';
import { useEmit } from '../../packages/element/index.ts';
import { ENTRY_SELECTOR, HEADING_SELECTOR, type GlossaryEntry } from './glossary-dom.ts';
import type { FilterResult } from './glossary-index.ts';
import { useAddedAttribute } from './use-added-attribute.ts';

/** Matching entries in a letter group, for the group's size estimate while it is not rendered. */
const GROUP_ENTRIES_PROPERTY = '--ib-glossary-group-entries';
/** A letter group (a `data-letter` container), as opposed to a bare letter heading. */
const isGroup = (element: HTMLElement) =>
  element.hasAttribute('data-letter') && !element.matches(HEADING_SELECTOR);

/**
 * `headings`: letter groups or headings by letter; `query`: the applied query, `result` its matches;
 * `complete`: every entry is read (until then the query is empty).
 */
export function useGlossaryFilter(
  entries: readonly GlossaryEntry[],
  headings: ReadonlyMap<string, HTMLElement>,
  query: string,
  result: FilterResult,
  complete: boolean,
): void {
  const emit = useEmit();
  const hiddenByUs = useAddedAttribute('hidden');
  const sizedGroups = useRef(new Map<HTMLElement, number>());
  const emittedQuery = useRef(query);

  useLayoutEffect(() => {
    const setHidden = (element: HTMLElement, hidden: boolean) => {
      if (hidden === hiddenByUs.has(element)) return;
      if (hidden) {
        element.setAttribute('hidden', '');
        hiddenByUs.add(element);
      } else {
        element.removeAttribute('hidden');
        hiddenByUs.delete(element);
      }
    };
    entries.forEach((entry, i) => setHidden(entry.article, !result.visible[i]));
    for (const [letter, heading] of headings) {
      // Until every entry is read, a group counts the entries it holds (the empty query's count).
      const matches = complete
        ? (result.letters.get(letter) ?? 0)
        : heading.querySelectorAll(ENTRY_SELECTOR).length;
      setHidden(heading, query !== '' && matches === 0);
      // Groups skip rendering off screen (content-visibility); their size estimate follows the count.
      if (isGroup(heading) && sizedGroups.current.get(heading) !== matches) {
        heading.style.setProperty(GROUP_ENTRIES_PROPERTY, String(matches));
        sizedGroups.current.set(heading, matches);
      }
    }
    // Tell the page a search ran (analytics), once its result is in the page.
    if (query === emittedQuery.current) return;
    emittedQuery.current = query;
    emit('ib-glossary-filter', { query, count: result.count });
  }, [entries, headings, query, result, complete, hiddenByUs, emit]);

  useLayoutEffect(() => {
    const sized = sizedGroups.current;
    return () => {
      for (const group of sized.keys()) {
        group.style.removeProperty(GROUP_ENTRIES_PROPERTY);
        if (group.getAttribute('style') === '') group.removeAttribute('style');
      }
    };
  }, []);
}
