// Where each letter of the navigation leads: its letter heading, else its first matching entry.
// An anchor without an id gets a generated one for the letter's link. Until every entry is read,
// each letter heading stands in for the terms under it.
import { useMemo } from 'react';
import { uniqueId } from '../../packages/core/ids.ts';
import type { GlossaryEntry } from './glossary-dom.ts';
import type { FilterResult, IndexedEntry } from './glossary-index.ts';
import { useAddedAttribute } from './use-added-attribute.ts';

export function useLetterAnchors(
  entries: readonly GlossaryEntry[],
  index: readonly IndexedEntry[],
  headings: ReadonlyMap<string, HTMLElement>,
  result: FilterResult,
  complete: boolean,
): ReadonlyMap<string, HTMLElement> {
  const generatedIds = useAddedAttribute('id');

  return useMemo(() => {
    let found = new Map<string, HTMLElement>();
    entries.forEach((entry, i) => {
      const letter = index[i].letter;
      if (!result.visible[i] || found.has(letter)) return;
      found.set(letter, headings.get(letter) ?? entry.article);
    });
    if (!complete && headings.size > 0) {
      // In page order, as the current letter is worked out: the headings', then letters without one.
      const read = found;
      found = new Map([...headings, ...[...read].filter(([letter]) => !headings.has(letter))]);
      if (found.size > headings.size)
        found = new Map(
          [...found].sort(([, a], [, b]) =>
            a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
          ),
        );
    }
    for (const element of found.values()) {
      if (!element.id) {
        element.id = uniqueId('ib-glossary-letter');
        generatedIds.add(element);
      }
    }
    return found;
  }, [entries, index, headings, result, complete, generatedIds]);
}
