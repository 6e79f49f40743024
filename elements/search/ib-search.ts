import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { SearchResults } from './SearchResults.tsx';
import { searchSpec, type SearchResultsProps } from './search-props.ts';
import hiddenStyles from '../../packages/ui/visually-hidden.css?inline';
import fieldStyles from './search-field.css?inline';
import ownStyles from './search-results.css?inline';

const Base = createIbElement<SearchResultsProps>(SearchResults, {
  props: searchSpec,
  styles: hiddenStyles + fieldStyles + ownStyles,
});

/**
 * The search results page: a field, 'all' / 'resources' / content-type checkboxes, and results
 * that load page by page as the last one scrolls into view (or with 'Load more'). Reads `s`,
 * `post_type` and `lang` from the URL and keeps the URL in step.
 *
 * @tag ib-search
 * @summary Search results page with filters and paging.
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
