// The popover's quick search: what is typed, the request it sends (3 characters, 100 ms after typing
// stops; a newer one aborts the older, and the one on show is not sent again: search-on-show.ts)
// and the results it shows.
import { useLayoutEffect, useMemo, useState } from 'react';
import { debounce } from '../../packages/core/debounce.ts';
import { useLatest } from '../../packages/element/index.ts';
import { SEARCH_DEBOUNCE_MS } from './constants.ts';
import type { PostType } from './post-type.ts';
import { normaliseQuery, popoverMaySearch } from './query.ts';
import { popoverRequestBody } from './request-body.ts';
import { readAnswer, type SearchResult } from './results.ts';
import { createSearchOnShow, requestKey } from './search-on-show.ts';

export type Phase = 'idle' | 'loading' | 'done';

/** `postType`: what the scope boxes search, as last rendered. */
export function useQuickSearch(endpoint: string, lang: string, limit: number, postType: PostType) {
  const [query, setQuery] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  /** The query the results answer. */
  const [searched, setSearched] = useState('');
  // Read when a debounced request goes out, after renders it outlived.
  const settings = useLatest({ endpoint, lang, limit, postType });

  const searches = useMemo(createSearchOnShow, []);
  const send = useMemo(
    () =>
      // `boxes`: scopes changed since the last render (a click searches before the next render).
      debounce(async (raw: string, boxes?: PostType) => {
        const sent = normaliseQuery(raw);
        const { endpoint, lang, postType } = settings.current;
        const body = popoverRequestBody(sent, lang, boxes ?? postType);
        const key = requestKey(endpoint, body);
        if (searches.isUpcoming(key)) return;
        setPhase('loading');
        const outcome = await searches.send(endpoint, body, key);
        if (outcome.kind === 'superseded') return; // a newer search (or closing) took over: never shown
        const answer =
          outcome.kind === 'answer' ? readAnswer(outcome.data, location.href) : { results: [] };
        setResults(answer.results.slice(0, settings.current.limit));
        setSearched(sent);
        setPhase(outcome.kind === 'answer' ? 'done' : 'idle'); // a failure is swallowed: no list, no message
      }, SEARCH_DEBOUNCE_MS),
    [searches, settings],
  );

  const stop = () => {
    send.cancel();
    searches.abort();
  };
  // Released synchronously on removal (Preact runs plain effect clean-ups after paint).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- stop cancels this send and aborts these searches: it changes with them
  useLayoutEffect(() => stop, [send, searches]);

  /** Takes what is typed and searches for it when it may; '' clears the field and its results. */
  const type = (value: string) => {
    setQuery(value);
    if (popoverMaySearch(value)) return send(value);
    stop();
    searches.cleared();
    setResults([]);
    setSearched('');
    setPhase('idle');
  };

  /** Searches the query again for the scopes just chosen; `now` skips the debounce. */
  const refresh = (boxes: PostType, now = false) => {
    if (!popoverMaySearch(query)) return;
    send(query, boxes);
    if (now) send.flush();
  };

  return { query, phase, results, searched, type, refresh };
}
