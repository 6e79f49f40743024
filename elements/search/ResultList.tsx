// The results page's list: each result a heading link, its type label, date and excerpt, the
// searched words marked. Text only: every string is rendered as text nodes (some inside <mark>s),
// so nothing in an answer becomes markup. Each string sits in a <bdi>: a title in another script
// keeps its own order ("…SMS?" not "?…SMS" on a right-to-left page) while the list stays aligned
// with the page.
import type { Ref } from 'react';
import { Marked } from './Marked.tsx';
import { formatDate, type SearchResult } from './results.ts';

export interface ResultListProps {
  results: readonly SearchResult[];
  /** The element's language: dates are written as it writes them. */
  lang: string;
  label: string;
  /** The query the results answer: its words are marked in titles and excerpts. */
  query: string;
  /** The last item, watched to load the next page as it scrolls into view. */
  lastRef: Ref<HTMLLIElement>;
  /** Index of the first result of the latest page (focus goes there after 'Load more'). */
  firstNew: number;
}

export function ResultList({ results, lang, label, query, lastRef, firstNew }: ResultListProps) {
  return (
    <ol part="results" className="results" aria-label={label} hidden={results.length === 0}>
      {results.map((result, index) => {
        const date = formatDate(result.date, lang);
        return (
          <li
            key={`${index}:${result.url}`}
            part="result"
            className="result"
            ref={index === results.length - 1 ? lastRef : undefined}
            data-first-new={index === firstNew ? '' : undefined}
          >
            <a part="result-link" className="result-link" href={result.url}>
              <bdi>
                <Marked text={result.title} query={query} />
              </bdi>
            </a>
            {(result.typeLabel || date) && (
              <p part="result-meta" className="result-meta">
                {result.typeLabel && <bdi part="result-type">{result.typeLabel}</bdi>}
                {result.typeLabel && date && <span aria-hidden="true"> · </span>}
                {date && (
                  <bdi>
                    <time dateTime={result.date}>{date}</time>
                  </bdi>
                )}
              </p>
            )}
            {result.excerpt && (
              <p part="result-excerpt" className="result-excerpt">
                <bdi>
                  <Marked text={result.excerpt} query={query} />
                </bdi>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
