// The search constants (README, each tag's "Behaviour") and the resource types, in one place
// for the three tags.

/** A popover search (and a non-empty results-page search) needs at least this many characters. */
export const MIN_QUERY_LENGTH = 3;
/** Typing settles for this long before a request is sent. */
export const SEARCH_DEBOUNCE_MS = 100;
/** Results per page on the results page (`per_page`). */
export const PAGE_SIZE = 20;
/** Quick results the popover lists before pointing to 'view all'. */
export const POPOVER_LIMIT = 5;
/** Appended to the page data's `restBase`. */
export const SEARCH_PATH = 'infobip2024/v1/search';

/** What the 'resources' checkbox covers (README, in its order). */
export const RESOURCE_TYPES: readonly string[] = [
  'post',
  'customer',
  'product-updates',
  'downloads',
  'guides',
  'scaleup-and-up',
  'news',
  'glossary',
  'events',
  'faq',
  'podcast',
  'analyst-reports',
  'webinars',
];

export const isResourceType = (type: string | undefined): boolean =>
  type !== undefined && RESOURCE_TYPES.includes(type);
