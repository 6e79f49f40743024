// Every entry as a disclosure (glossary-disclosure.ts): wired as entries come and go, all opened or
// closed when `open-all` changes later, toggled by its button or by find-in-page, and unwired on
// removal so the light DOM goes back to its no-script state.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useEmit } from '../../packages/element/index.ts';
import type { GlossaryEntry } from './glossary-dom.ts';
import { TOGGLE_ATTRIBUTE, wireDisclosure, type Disclosure } from './glossary-disclosure.ts';

/** Returns each wired entry's disclosure, by its article. */
export function useDisclosures(
  host: HTMLElement,
  entries: readonly GlossaryEntry[],
  openAll: boolean,
): ReadonlyMap<HTMLElement, Disclosure> {
  const emit = useEmit();
  const [byArticle] = useState(() => new Map<HTMLElement, Disclosure>());
  // By button and by definition: where a click and find-in-page land.
  const [byPart] = useState(() => new WeakMap<Element, Disclosure>());

  useLayoutEffect(() => {
    const present = new Set(entries.map((entry) => entry.article));
    for (const [article, disclosure] of byArticle) {
      if (present.has(article)) continue;
      disclosure.unwire();
      byArticle.delete(article);
    }
    for (const entry of entries) {
      if (byArticle.has(entry.article)) continue;
      // A new entry starts the way `open-all` reads now (its change alone wires nothing new).
      const disclosure = wireDisclosure(entry, openAll);
      if (!disclosure) continue;
      byArticle.set(entry.article, disclosure);
      byPart.set(disclosure.button, disclosure);
      for (const definition of entry.definitions) byPart.set(definition, disclosure);
    }
  }, [entries, openAll, byArticle, byPart]);

  // `open-all` set or removed later acts on every entry (the first wiring used it already).
  const appliedOpenAll = useRef(openAll);
  useLayoutEffect(() => {
    if (openAll === appliedOpenAll.current) return;
    appliedOpenAll.current = openAll;
    for (const disclosure of byArticle.values()) disclosure.setOpen(openAll);
  }, [openAll, byArticle]);

  useLayoutEffect(
    () => () => {
      for (const disclosure of byArticle.values()) disclosure.unwire();
      byArticle.clear();
    },
    [byArticle],
  );

  // Native listeners on the host: React drops events on slotted nodes.
  useEffect(() => {
    const toggle = (disclosure: Disclosure, open: boolean) => {
      disclosure.setOpen(open);
      emit('ib-glossary-toggle', {
        id: disclosure.entry.article.id,
        term: disclosure.entry.term,
        open,
      });
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`[${TOGGLE_ATTRIBUTE}]`);
      const disclosure = button && byPart.get(button);
      if (disclosure) toggle(disclosure, !disclosure.isOpen());
    };
    // Find-in-page reached a closed definition (`hidden="until-found"`).
    const onBeforeMatch = (event: Event) => {
      const disclosure = byPart.get(event.target as Element);
      if (disclosure && !disclosure.isOpen()) toggle(disclosure, true);
    };
    host.addEventListener('click', onClick);
    host.addEventListener('beforematch', onBeforeMatch, true);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('beforematch', onBeforeMatch, true);
    };
  }, [host, emit, byPart]);

  return byArticle;
}
