// <ib-search-popover>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { Scope } from './popover-scope.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-search-popover-open': { scope: Scope; customScope: string[]; trigger: HTMLElement | null };
    'ib-search-popover-close': { reason: PopoverCloseReason };
  }
}

export interface SearchPopoverProps {
  /** Whether the popover shows; reflects to the `open` attribute. */
  open?: boolean;
  /** The page's content type (the 'current' scope); defaults to the page data's contentType. */
  currentType?: string;
  /** Search endpoint; defaults to `{restBase}infobip2024/v1/search`. */
  endpoint?: string;
  /** The results page the 'view all' link points to; `/` by default. */
  resultsUrl?: string;
  /** id of the navbar to sit below; by default the header (or nav) around the popover or trigger. */
  anchor?: string;
  /** How many quick results to list (5 by default). */
  limit?: number;
  /** The texts below win over the catalog's `search.*` ones. */
  label?: string;
  placeholder?: string;
  closeLabel?: string;
  scopeLabel?: string;
  allLabel?: string;
  resourcesLabel?: string;
  currentLabel?: string;
  customLabel?: string;
  resultsLabel?: string;
  viewAllLabel?: string;
  countLabel?: string;
  countOneLabel?: string;
  emptyLabel?: string;
  loadingLabel?: string;
  hintLabel?: string;
}

/** Why the popover closed. */
export type PopoverCloseReason = 'escape' | 'focus-out' | 'close-button' | 'trigger' | 'property';
