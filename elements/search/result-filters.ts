// The results page's checkboxes (README, "`<ib-search>` (results page)"): 'all' is forced on when
// nothing else is checked; checking 'resources' or a content type unchecks 'all'; 'all' sends
// post_type 'any'; 'resources' selects the thirteen resource types. Checking 'all' clears the
// others, as in the popover, so what is ticked is always what is searched.
import { RESOURCE_TYPES } from './constants.ts';
import { toPostType, type PostType } from './post-type.ts';

export interface ResultFilters {
  all: boolean;
  resources: boolean;
  /** Checked content types, in the order they were checked. */
  types: readonly string[];
}

export type FilterChange =
  | { box: 'all'; checked: boolean }
  | { box: 'resources'; checked: boolean }
  | { box: 'type'; type: string; checked: boolean };

export const ALL_TYPES: ResultFilters = { all: true, resources: false, types: [] };

export function toggleFilter(filters: ResultFilters, change: FilterChange): ResultFilters {
  let next: ResultFilters;
  if (change.box === 'all') {
    next = change.checked ? ALL_TYPES : filters;
  } else if (change.box === 'resources') {
    next = { all: false, resources: change.checked, types: filters.types };
  } else {
    const others = filters.types.filter((type) => type !== change.type);
    next = {
      all: false,
      resources: filters.resources,
      types: change.checked ? [...others, change.type] : others,
    };
  }
  return next.resources || next.types.length > 0 ? { ...next, all: false } : ALL_TYPES;
}

export function filtersPostType(filters: ResultFilters): PostType {
  if (filters.all) return 'any';
  return toPostType([...(filters.resources ? RESOURCE_TYPES : []), ...filters.types]);
}

/**
 * The checkboxes a URL's post_type list stands for: null is 'all'; a list holding every resource
 * type ticks 'resources' (what the popover's 'view all' sends for it) and the rest stay types.
 */
export function filtersFromTypes(types: readonly string[] | null): ResultFilters {
  if (!types || types.length === 0) return ALL_TYPES;
  const resources = RESOURCE_TYPES.every((type) => types.includes(type));
  const rest = resources ? types.filter((type) => !RESOURCE_TYPES.includes(type)) : [...types];
  return { all: false, resources, types: rest };
}
