// The results page's address: `?s=…&lang=…&post_type=…` (plus a bare `custom` flag when the
// types came from a trigger's custom scope). Read on start, rewritten as the search changes, and
// built by the popover's 'view all' link.
import { parsePostTypeParam, postTypeParam, type PostType } from './post-type.ts';

export interface SearchParams {
  /** The query; '' when absent. */
  query: string;
  /** Whether the address carries `s` at all. */
  hasQuery: boolean;
  /** Types asked for; null means every type ('any' or absent). */
  types: string[] | null;
  /** `lang`, when given. */
  lang?: string;
  /** The bare `custom` flag. */
  custom: boolean;
}

export interface SearchAddress {
  query: string;
  lang: string;
  postType: PostType;
  custom?: boolean;
}

const OWN_PARAMS = ['s', 'lang', 'post_type', 'post_type[]', 'custom'];

/** Reads the search fields from a URL's query string (`location.search` or a full URL). */
export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(
    search.includes('?') ? search.slice(search.indexOf('?')) : search,
  );
  const lang = params.get('lang')?.trim();
  return {
    query: params.get('s') ?? '',
    hasQuery: params.has('s'),
    types: parsePostTypeParam([...params.getAll('post_type'), ...params.getAll('post_type[]')]),
    lang: lang || undefined,
    custom: params.has('custom'),
  };
}

/** `s`, `lang`, `post_type` and the bare `custom` flag as a query string (without `?`). */
export function searchQueryString({ query, lang, postType, custom }: SearchAddress): string {
  const parts = [
    `s=${encodeURIComponent(query)}`,
    `lang=${encodeURIComponent(lang)}`,
    `post_type=${postTypeParam(postType)}`,
  ];
  if (custom) parts.push('custom');
  return parts.join('&');
}

/** The popover's 'view all' link: `{resultsUrl}?s=…&lang=…&post_type=…[&custom]`. */
export function viewAllUrl(resultsUrl: string, address: SearchAddress): string {
  const hashAt = resultsUrl.indexOf('#');
  const base = hashAt === -1 ? resultsUrl : resultsUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : resultsUrl.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${searchQueryString(address)}${hash}`;
}

/**
 * The current address with the search fields replaced (other parameters and the hash kept), as a
 * path for `history.replaceState`.
 */
export function syncedAddress(href: string, address: SearchAddress): string {
  const url = new URL(href);
  const others = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !OWN_PARAMS.includes(paramName(pair)));
  const search = [...others, searchQueryString(address)].join('&');
  return `${url.pathname}?${search}${url.hash}`;
}

function paramName(pair: string): string {
  const raw = pair.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // a malformed escape is kept as it is, never dropped or thrown on
  }
}
