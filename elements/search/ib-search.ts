import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { SearchResults } from './SearchResults.tsx';
import type { SearchResultsProps } from './search-props.ts';
import hiddenStyles from '../../packages/ui/visually-hidden.css?inline';
import fieldStyles from './search-field.css?inline';
import ownStyles from './search-results.css?inline';

const Base = createIbElement<SearchResultsProps>(SearchResults, {
  props: {
    endpoint: 'string',
    types: 'json',
    perPage: 'number',
    label: 'string',
    placeholder: 'string',
    filtersLabel: 'string',
    allLabel: 'string',
    resourcesLabel: 'string',
    resultsLabel: 'string',
    loadingLabel: 'string',
    emptyLabel: 'string',
    countLabel: 'string',
    countOneLabel: 'string',
    loadMoreLabel: 'string',
    hintLabel: 'string',
    errorLabel: 'string',
  },
  styles: hiddenStyles + fieldStyles + ownStyles,
});

/**
 * The search results page: a field, 'all' / 'resources' / content-type checkboxes, and results
 * that load page by page as the last one scrolls into view (or with 'Load more'). Reads `s`,
 * `post_type` and `lang` from the URL and keeps the URL in step.
 *
 * @tag ib-search
 * @summary Search results page with filters and paging.
 * @attr {string} endpoint - Search endpoint. Default `{restBase}infobip2024/v1/search` (page data `restBase`, default `/wp-json/`).
 * @attr {string} types - JSON `[{"value":"news","label":"News"}]`: the generic content-type checkboxes.
 * @attr {number} per-page - Results per request (`per_page`, default 20).
 * @attr {string} label - The field's label. Default: the page language's `search.label`; English `Search`.
 * @attr {string} placeholder - Field placeholder. Default: the page language's `search.placeholder`; English `Search the site`.
 * @attr {string} filters-label - Legend of the checkboxes. Default: the page language's `search.contentType`; English `Content type`.
 * @attr {string} all-label - 'all' checkbox. Default: the page language's `search.all`; English `All`.
 * @attr {string} resources-label - 'resources' checkbox. Default: the page language's `search.resources`; English `Resources`.
 * @attr {string} results-label - Accessible name of the list. Default: the page language's `search.results`; English `Search results`.
 * @attr {string} loading-label - Announced while a request runs. Default: the page language's `search.loading`; English `Loading results…`.
 * @attr {string} empty-label - Empty state, `{query}` placeholder. Default: the page language's `search.empty`; English `No results for “{query}”.`
 * @attr {string} count-label - Announced count, `{count}` placeholder; set, it serves every count `count-one-label` does not. Default: the page language's `search.resultCount`, a form per plural category; English `{count} results shown`.
 * @attr {string} count-one-label - Announced count where the language's plural rules say 'one'. Default: the page language's `search.resultCount`; English `{count} result shown`.
 * @attr {string} load-more-label - The 'Load more' button. Default: the page language's `search.loadMore`; English `Load more results`.
 * @attr {string} hint-label - Shown and announced for a 1-2 character query, which runs no search. Default: the page language's `search.hint`; English `Type at least 3 characters to search.`
 * @attr {string} error-label - Shown and announced when a request fails. Default: the page language's `search.error`; English `Could not load results. Please try again.`
 * @fires ib-search-results - A page of results arrived. `detail: { query, page, total (number of pages), count (results on this page) }`.
 * @slot - Optional content after the results.
 * @csspart base - Wrapper of everything.
 * @csspart search - The `role="search"` region (label, field, filters).
 * @csspart label - The field's label.
 * @csspart field - The box around the input and loader.
 * @csspart input - The search field.
 * @csspart loader - Spinner shown while a request runs.
 * @csspart filters - The checkbox fieldset. Also `filters-legend`, `filter` (each label), `filter-input`.
 * @csspart status - The polite live region (visually hidden).
 * @csspart count - The visible result count above the list ("12 results for “sms”").
 * @csspart results - The result list (`<ol>`).
 * @csspart result - One result (`<li>`). Inside: `result-link`, `result-meta`, `result-type`, `result-excerpt`, and `match` (each `<mark>` around a searched word).
 * @csspart empty - The empty-state message.
 * @csspart hint - The 'type at least 3 characters' message.
 * @csspart error - The 'could not load results' message.
 * @csspart load-more - The 'Load more' button.
 * @cssprop --ib-search-gap - Space between field, list and button.
 * @cssprop --ib-search-link - Link colour.
 * @cssprop --ib-search-match-background - Behind a marked word (falls back to --ib-color-highlight).
 * @cssprop --ib-search-match-color - A marked word's text (falls back to --ib-color-text).
 * @cssprop --ib-search-muted - Meta and empty-state colour.
 * @cssprop --ib-search-accent - Checkbox accent.
 * @cssprop --ib-search-border - Field border.
 * @cssprop --ib-search-radius - Field and button radius.
 * @cssprop --ib-search-focus-color - Focus ring colour.
 */
export class IbSearch extends Base {}

defineIbElement('ib-search', IbSearch);

declare global {
  interface HTMLElementTagNameMap {
    'ib-search': IbSearch;
  }
}
