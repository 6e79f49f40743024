// The English strings of the `search` block: `<ib-search-popover>` and `<ib-search>` (see ../en.ts).

export const search = {
  /** The search field's label, and the popover dialog's accessible name. */
  label: 'Search',
  /** The search field's placeholder. */
  placeholder: 'Search the site',
  /** The checkbox that searches all content. */
  all: 'All',
  /** The checkbox for the resource content types (blog posts, guides, webinars…). */
  resources: 'Resources',
  /** Shown and announced for a query of 1 or 2 characters, which runs no search. */
  hint: 'Type at least 3 characters to search.',
  /** The popover's close button. */
  close: 'Close search',
  /** The legend of the popover's scope checkboxes. */
  scope: 'Search in',
  /** The accessible name of the popover's quick result list. */
  suggestions: 'Suggestions',
  /** The popover's link to the results page. */
  viewAll: 'View all results',
  /** Announced when the popover's quick results arrive. */
  suggestionCount: { one: '{count} result', other: '{count} results' },
  /** The popover's message when nothing matches: {query} is what was searched. */
  suggestionsEmpty: 'No results for “{query}”',
  /** Announced while the popover searches. */
  searching: 'Searching…',
  /** The legend of the results page's content-type checkboxes. */
  contentType: 'Content type',
  /** The accessible name of the results page's list. */
  results: 'Search results',
  /** Announced while the results page loads. */
  loading: 'Loading results…',
  /** The results page's message when nothing matches: {query} is what was searched. */
  empty: 'No results for “{query}”.',
  /** Announced with the number of results shown so far on the results page. */
  resultCount: { one: '{count} result shown', other: '{count} results shown' },
  /** The results page's visible count above the list: {count} is the number of matches in all pages, {query} what was searched. */
  resultsFor: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
  /** The results page's button that loads the next page. */
  loadMore: 'Load more results',
  /** Shown and announced when the results page's request failed. */
  error: 'Could not load results. Please try again.',
};
