// What the glossary reads from its light DOM: the entries, the letter headings and the search index
// built from them. A long glossary is read where the reader looks first and the rest in later tasks
// (glossary-reading.ts); `complete` says whether every entry is in. Read again, at once, when
// entries or letter groups are added or removed.
import { useEffect, useMemo, useReducer, useState } from 'react';
import {
  changesEntries,
  collectEntries,
  ENTRY_SELECTOR,
  letterHeadingsOf,
  type GlossaryEntry,
} from './glossary-dom.ts';
import { indexEntry, type IndexedEntry } from './glossary-index.ts';
import { isComplete, readFirst, readRest, type Reading } from './glossary-reading.ts';
import { hashTarget } from './hash-target.ts';

export function useGlossaryContent(host: HTMLElement, letters: readonly string[]) {
  const [version, contentChanged] = useReducer((count: number) => count + 1, 0);
  const [reading, setReading] = useState<Reading>(() =>
    readFirst([...host.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)], hashTarget(host)),
  );

  useEffect(() => {
    const observer = new MutationObserver((records) => {
      if (changesEntries(records)) contentChanged();
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);

  // The rest of the first reading, after the first paint (a change of content reads it all anyway).
  const [first] = useState(reading);
  useEffect(() => {
    if (isComplete(first) || version > 0) return;
    const stop = new AbortController();
    void readRest(first, setReading, stop.signal);
    return () => stop.abort();
  }, [first, version]);

  const entries = useMemo(
    () => (version > 0 ? collectEntries(host) : reading.entries),
    [host, version, reading],
  );
  const complete = version > 0 || isComplete(reading);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const headings = useMemo(() => letterHeadingsOf(host, letters), [host, letters, version]);
  // Each entry indexed once for the alphabet: a longer reading indexes only the entries it adds.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache for another alphabet: an entry's letter depends on it
  const indexed = useMemo(() => new WeakMap<GlossaryEntry, IndexedEntry>(), [letters]);
  const index = useMemo(
    () =>
      entries.map((entry) => {
        let item = indexed.get(entry);
        if (!item) indexed.set(entry, (item = indexEntry(entry, letters)));
        return item;
      }),
    [entries, indexed, letters],
  );
  return { entries, headings, index, complete };
}
