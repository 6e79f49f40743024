// What the glossary reads from its light DOM: the entries, the letter headings and the search index
// built from them. Read again when entries or letter groups are added or removed.
import { useEffect, useMemo, useReducer } from 'react';
import { changesEntries, collectEntries, letterHeadingsOf } from './glossary-dom.ts';
import { indexEntries } from './glossary-index.ts';

export function useGlossaryContent(host: HTMLElement, letters: readonly string[]) {
  const [version, contentChanged] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const observer = new MutationObserver((records) => {
      if (changesEntries(records)) contentChanged();
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const entries = useMemo(() => collectEntries(host), [host, version]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const headings = useMemo(() => letterHeadingsOf(host, letters), [host, letters, version]);
  const index = useMemo(() => indexEntries(entries, letters), [entries, letters]);
  return [entries, headings, index] as const;
}
