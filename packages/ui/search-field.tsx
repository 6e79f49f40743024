// The search field of blocks that filter their own content (ib-glossary, ib-pricing-table): a
// label, a search input that applies what was typed after the debounce (Enter at once), and a
// polite status line. The block lays out the row in its own CSS (class names and parts follow
// `name`) and adds `searchFieldStyles`, the status line's, to its shadow root's styles.
import { useEffect, useMemo, useState, type Ref } from 'react';
import { debounce, type Debounced } from '../core/debounce.ts';
import hiddenStyles from './visually-hidden.css?inline';
import statusStyles from './search-field.css?inline';

/** The CSS a block using SearchField adds to its styles: the status line's, shown or only said. */
export const searchFieldStyles = hiddenStyles + statusStyles;

/** What a SearchField applies: the query after the debounce, and whether anything was searched yet. */
export function useDebouncedQuery() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState(false);
  const search = useMemo(
    () =>
      debounce((value: string) => {
        setQuery(value);
        setSearched(true);
      }),
    [],
  );
  useEffect(() => () => search.cancel(), [search]);
  return { query, setQuery, searched, search };
}

export interface SearchFieldProps {
  /** Class and part of the wrapper; the label's are `<name>-label`, the input's and status's `input` and `count`. */
  name: string;
  /** The input's id (the label points at it). */
  id: string;
  label: string;
  /** The status line, announced politely. */
  status: string;
  /** False: the status is announced but not shown (the block shows the same words elsewhere). */
  showStatus?: boolean;
  /** `search` from useDebouncedQuery. */
  search: Debounced<[string]>;
  inputRef?: Ref<HTMLInputElement>;
  /** `search` makes the wrapper a search landmark. */
  role?: 'search';
}

export function SearchField({
  name,
  id,
  label,
  status,
  showStatus = true,
  search,
  inputRef,
  role,
}: SearchFieldProps) {
  return (
    <div className={name} part={name} role={role}>
      <label className={`${name}-label`} part={`${name}-label`} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        part="input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        onInput={(event) => search((event.currentTarget as HTMLInputElement).value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.flush();
        }}
      />
      <p className={showStatus ? 'count' : 'count visually-hidden'} part="count" role="status">
        {status}
      </p>
    </div>
  );
}
