import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { SearchPopover } from './SearchPopover.tsx';
import type { SearchPopoverProps } from './search-popover-props.ts';
import hiddenStyles from '../../packages/ui/visually-hidden.css?inline';
import fieldStyles from './search-field.css?inline';
import ownStyles from './search-popover.css?inline';

const Base = createIbElement<SearchPopoverProps>(SearchPopover, {
  props: {
    open: 'boolean',
    currentType: 'string',
    endpoint: 'string',
    resultsUrl: 'string',
    anchor: 'string',
    limit: 'number',
    label: 'string',
    placeholder: 'string',
    closeLabel: 'string',
    scopeLabel: 'string',
    allLabel: 'string',
    resourcesLabel: 'string',
    currentLabel: 'string',
    customLabel: 'string',
    resultsLabel: 'string',
    viewAllLabel: 'string',
    countLabel: 'string',
    countOneLabel: 'string',
    emptyLabel: 'string',
    loadingLabel: 'string',
    hintLabel: 'string',
  },
  styles: hiddenStyles + fieldStyles + ownStyles,
});

/**
 * The site search popover: full width below the navbar, a search field with quick results
 * (combobox and listbox), scope checkboxes and a 'view all' link to the results page. Opened by
 * any `<ib-search-trigger>`.
 *
 * @tag ib-search-popover
 * @summary Site search popover with quick results and scope checkboxes.
 * @attr {boolean} open - Whether the popover shows (reflects; set it to open or close).
 * @attr {string} current-type - The page's content type (the 'current' scope). Default: page data `analytics.contentGrouping.contentType`.
 * @attr {string} endpoint - Search endpoint. Default `{restBase}infobip2024/v1/search` (page data `restBase`, default `/wp-json/`).
 * @attr {string} results-url - The results page the 'view all' link points to. Default `/`.
 * @attr {string} anchor - id of the navbar to sit below. Default: the header or nav around the popover, else around the trigger.
 * @attr {number} limit - Quick results listed (default 5).
 * @attr {string} label - Accessible name of the field and the dialog. Default: the page language's `search.label`; English `Search`.
 * @attr {string} placeholder - Field placeholder. Default: the page language's `search.placeholder`; English `Search the site`.
 * @attr {string} close-label - Close button name. Default: the page language's `search.close`; English `Close search`.
 * @attr {string} scope-label - Legend of the scope checkboxes. Default: the page language's `search.scope`; English `Search in`.
 * @attr {string} all-label - 'all' checkbox. Default: the page language's `search.all`; English `All`.
 * @attr {string} resources-label - 'resources' checkbox. Default: the page language's `search.resources`; English `Resources`.
 * @attr {string} current-label - 'current' checkbox (default: the content type, humanised).
 * @attr {string} custom-label - 'custom' checkbox (default: the custom types, humanised).
 * @attr {string} results-label - Accessible name of the result list. Default: the page language's `search.suggestions`; English `Suggestions`.
 * @attr {string} view-all-label - The 'view all' link. Default: the page language's `search.viewAll`; English `View all results`.
 * @attr {string} count-label - Announced count, `{count}` placeholder; set, it serves every count `count-one-label` does not. Default: the page language's `search.suggestionCount`, a form per plural category; English `{count} results`.
 * @attr {string} count-one-label - Announced count where the language's plural rules say 'one'. Default: the page language's `search.suggestionCount`; English `{count} result`.
 * @attr {string} empty-label - No results, `{query}` placeholder. Default: the page language's `search.suggestionsEmpty`; English `No results for “{query}”`.
 * @attr {string} loading-label - Announced while searching. Default: the page language's `search.searching`; English `Searching…`.
 * @attr {string} hint-label - Shown for 1-2 characters. Default: the page language's `search.hint`; English `Type at least 3 characters to search.`
 * @fires ib-search-popover-open - The popover opened. `detail: { scope, customScope: string[], trigger: HTMLElement | null }`.
 * @fires ib-search-popover-close - The popover closed. `detail: { reason: 'escape' | 'focus-out' | 'close-button' | 'trigger' | 'property' }`.
 * @slot - Optional extra content at the end of the panel (popular links, tips).
 * @csspart panel - The fixed, full-width panel (`role="dialog"`).
 * @csspart inner - The centred column inside the panel.
 * @csspart field - The box around the icon, input, loader and close button.
 * @csspart input - The search field (`role="combobox"`).
 * @csspart label - The field's (visually hidden) label.
 * @csspart loader - The spinner shown while a request runs.
 * @csspart close - The close button.
 * @csspart hint - The 'type at least 3 characters' hint.
 * @csspart filters - The scope fieldset. Also `filters-legend`, `filter` (each label), `filter-input`.
 * @csspart listbox - The quick result list (`role="listbox"`).
 * @csspart option - One result link (`role="option"`); the active one also has `option-active`. Inside: `option-title`, `option-type`.
 * @csspart empty - The 'no results' message.
 * @csspart status - The polite live region (visually hidden).
 * @csspart view-all - The 'view all' link.
 * @cssprop --ib-search-popover-top - Set by the element: the navbar's bottom edge.
 * @cssprop --ib-search-popover-offset - Gap between the navbar and the panel. Default 0 (flush).
 * @cssprop --ib-search-popover-background - Panel background.
 * @cssprop --ib-search-popover-color - Panel text colour.
 * @cssprop --ib-search-popover-shadow - Panel shadow.
 * @cssprop --ib-search-popover-padding - Panel block padding.
 * @cssprop --ib-search-popover-max-width - Width of the centred column (default 60rem).
 * @cssprop --ib-search-popover-z-index - Stacking (default `--ib-z-popover`, 1000).
 * @cssprop --ib-search-popover-accent - Checkbox and active-option accent.
 * @cssprop --ib-search-popover-link - Link colour.
 * @cssprop --ib-search-popover-focus-color - Focus ring colour.
 */
export class IbSearchPopover extends Base {}

defineIbElement('ib-search-popover', IbSearchPopover);

declare global {
  interface HTMLElementTagNameMap {
    'ib-search-popover': IbSearchPopover;
  }
}
