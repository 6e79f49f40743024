// <ib-search-popover>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { Scope } from './popover-scope.ts';
import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { POPOVER_LIMIT, SEARCH_PATH } from './constants.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-search-popover-open': { scope: Scope; customScope: string[]; trigger: HTMLElement | null };
    'ib-search-popover-close': { reason: PopoverCloseReason };
  }
}

/** <ib-search-popover>'s attributes and properties (packages/element/prop-spec.ts). */
export const searchPopoverSpec = {
  /** Whether the popover shows (reflects; set it to open or close). */
  open: 'boolean',
  /**
   * The page's content type (the 'current' scope). Default: page data
   * `analytics.contentGrouping.contentType`.
   */
  currentType: 'string',
  /** Search endpoint; `{restBase}` is the page data `restBase` (`/wp-json/` when unset). */
  endpoint: 'string',
  /** The results page the 'view all' link points to. */
  resultsUrl: 'string',
  /**
   * id of the navbar to sit below (its top edge on the navbar's bottom edge, kept there on scroll
   * and resize; `--ib-search-popover-offset` adds a gap). Default: the header (or nav) around it,
   * else around the trigger.
   */
  anchor: 'string',
  /** Quick results listed. */
  limit: 'number',
  /**
   * Accessible name of the field and the dialog.
   * @catalog search.label
   */
  label: 'string',
  /**
   * Field placeholder.
   * @catalog search.placeholder
   */
  placeholder: 'string',
  /** Close button name. */
  closeLabel: 'string',
  /** Legend of the scope checkboxes. */
  scopeLabel: 'string',
  /** 'all' checkbox. */
  allLabel: 'string',
  /** 'resources' checkbox. */
  resourcesLabel: 'string',
  /** 'current' checkbox (default: the content type, humanised). */
  currentLabel: 'string',
  /** 'custom' checkbox (default: the custom types, humanised). */
  customLabel: 'string',
  /**
   * Accessible name of the result list.
   * @catalog search.suggestions
   */
  resultsLabel: 'string',
  /** The 'view all' link. */
  viewAllLabel: 'string',
  /**
   * Announced count, `{count}` placeholder; set, it serves every count `count-one-label` does
   * not; the catalog has a form per plural category.
   * @catalog search.suggestionCount
   */
  countLabel: 'string',
  /**
   * Announced count where the language's plural rules say 'one'.
   * @catalog search.suggestionCount.one
   */
  countOneLabel: 'string',
  /**
   * No results, `{query}` placeholder.
   * @catalog search.suggestionsEmpty
   */
  emptyLabel: 'string',
  /**
   * Announced while searching.
   * @catalog search.searching
   */
  loadingLabel: 'string',
  /** Shown for 1-2 characters. */
  hintLabel: 'string',
} satisfies PropSpec;

export interface SearchPopoverProps extends PropsOf<typeof searchPopoverSpec> {}

/** Where the 'view all' link points without `results-url` (SearchPopover.tsx reads it). */
export const RESULTS_URL = '/';

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const searchPopoverDefaults = {
  endpoint: `{restBase}${SEARCH_PATH}`,
  resultsUrl: RESULTS_URL,
  limit: POPOVER_LIMIT,
} as const satisfies SearchPopoverProps;

/** Why the popover closed. */
export type PopoverCloseReason = 'escape' | 'focus-out' | 'close-button' | 'trigger' | 'property';
