// Where each letter of the navigation leads: its letter heading, else its first matching entry.
// An anchor without an id gets a generated one for the letter's link.
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
): ReadonlyMap<string, HTMLElement> {
  const generatedIds = useAddedAttribute('id');

  return useMemo(() => {
    const found = new Map<string, HTMLElement>();
    entries.forEach((entry, i) => {
      const letter = index[i].letter;
      if (!result.visible[i] || found.has(letter)) return;
      found.set(letter, headings.get(letter) ?? entry.article);
    });
    for (const element of found.values()) {
      if (!element.id) {
        element.id = uniqueId('ib-glossary-letter');
        generatedIds.add(element);
      }
    }
    return found;
  }, [entries, index, headings, result, generatedIds]);
}
