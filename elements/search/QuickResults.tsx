// The popover's result list: a listbox whose options are links, so a click (or middle-click)
// follows them natively and Enter in the field follows the active one. Text only: titles and
// labels are strings, rendered as text nodes, each in a <bdi> (its own direction, as ResultList's).
import type { SearchResult } from './results.ts';

export interface QuickResultsProps {
  id: string;
  label: string;
  results: readonly SearchResult[];
  active: number;
  optionId: (index: number) => string;
  hidden: boolean;
}

export function QuickResults({ id, label, results, active, optionId, hidden }: QuickResultsProps) {
  return (
    <div
      part="listbox"
      className="listbox"
      role="listbox"
      id={id}
      aria-label={label}
      hidden={hidden}
    >
      {results.map((result, index) => (
        <a
          key={`${index}:${result.url}`}
          part={index === active ? 'option option-active' : 'option'}
          className="option"
          role="option"
          id={optionId(index)}
          href={result.url}
          tabIndex={-1}
          aria-selected={index === active ? 'true' : 'false'}
        >
          {/* The <bdi> inside the flex item, not as it: an isolated English title on an
              Arabic page then wraps onto lines that start at the right, as the others do. */}
          <span part="option-title" className="option-title">
            <bdi>{result.title}</bdi>
          </span>
          {result.typeLabel && (
            <>
              <span className="visually-hidden">, </span>
              <span part="option-type" className="option-type">
                <bdi>{result.typeLabel}</bdi>
              </span>
            </>
          )}
        </a>
      ))}
    </div>
  );
}
