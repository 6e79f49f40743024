// The English strings of the `search` block: `<ib-search-popover>` and `<ib-search>` (see ../en.ts).

export const search = {
  /** The search field's label, and the popover dialog's accessible name; `label`. */
  label: 'Search',
  /** The search field's placeholder; `placeholder`. */
  placeholder: 'Search the site',
  /** The checkbox that searches all content; `all-label`. */
  all: 'All',
  /** The checkbox for the resource content types (blog posts, guides, webinars…); `resources-label`. */
  resources: 'Resources',
  /** Shown and announced for a query of 1 or 2 characters, which runs no search; `hint-label`. */
  hint: 'Type at least 3 characters to search.',
  /** The popover's close button; `close-label`. */
  close: 'Close search',
  /** The legend of the popover's scope checkboxes; `scope-label`. */
  scope: 'Search in',
  /** The accessible name of the popover's quick result list; `results-label` of `<ib-search-popover>`. */
  suggestions: 'Suggestions',
  /** The popover's link to the results page; `view-all-label`. */
  viewAll: 'View all results',
  /** Announced when the popover's quick results arrive; `count-label` and `count-one-label` of `<ib-search-popover>`. */
  suggestionCount: { one: '{count} result', other: '{count} results' },
  /** The popover's message when nothing matches: {query} is what was searched; `empty-label` of `<ib-search-popover>`. */
  suggestionsEmpty: 'No results for “{query}”',
  /** Announced while the popover searches; `loading-label` of `<ib-search-popover>`. */
  searching: 'Searching…',
  /** The legend of the results page's content-type checkboxes; `filters-label`. */
  contentType: 'Content type',
  /** The accessible name of the results page's list; `results-label` of `<ib-search>`. */
  results: 'Search results',
  /** Announced while the results page loads; `loading-label` of `<ib-search>`. */
  loading: 'Loading results…',
  /** The results page's message when nothing matches: {query} is what was searched; `empty-label` of `<ib-search>`. */
  empty: 'No results for “{query}”.',
  /** Announced with the number of results shown so far on the results page; `count-label` and `count-one-label` of `<ib-search>`. */
  resultCount: { one: '{count} result shown', other: '{count} results shown' },
  /** The results page's visible count above the list: {count} is the number of matches in all pages, {query} what was searched. */
  resultsFor: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
  /** The results page's button that loads the next page; `load-more-label`. */
  loadMore: 'Load more results',
  /** Shown and announced when the results page's request failed; `error-label`. */
  error: 'Could not load results. Please try again.',
};
