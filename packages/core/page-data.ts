// The page's server-provided data (analytics grouping, API bases, auth, flags), read once from
// `window.ibPageData` or `<script type="application/json" id="ib-page-data">` and normalised so
// every field exists: blocks never check for undefined, and bad input never breaks the page.
import { reportError } from './report.ts';

/** What a missing string value reads as (the analytics convention, README "Page data"). */
export const NOT_SET = '(not set)';
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_REST_BASE = '/wp-json/';
export const PAGE_DATA_SCRIPT_ID = 'ib-page-data';

export type DebugMode = 'loggedIn' | 'failedRequest';

export interface PageData {
  analytics: {
    siteMeta: { domain: string; language: string };
    contentGrouping: {
      contentType: string;
      contentSubType: string;
      intent: string;
      product: string;
      industry: string;
      solution: string;
      publishDate: string;
      republishDate: string;
    };
    contentMeta: { author: string };
  };
  apiBase: string;
  restBase: string;
  environment: string;
  auth: { state: string; helperEnabled: boolean; endpoint: string };
  debug: DebugMode | undefined;
  flags: { blockAnimationsDesktopSafari: boolean; blockAnimationsIOS: boolean };
}

type Raw = Record<string, unknown>;

let cached: PageData | undefined;

/** The page data, read and normalised on first call and cached afterwards. */
export function getPageData(): PageData {
  if (cached) return cached;
  if (typeof window === 'undefined' || typeof document === 'undefined')
    return normalisePageData({});
  const raw = readRaw();
  const data = normalisePageData(raw ?? {});
  // While the document is still parsing, a script further down may not exist yet: read again later.
  if (raw !== undefined || document.readyState !== 'loading') cached = data;
  return data;
}

/** Forgets the cached page data (tests, or a page that replaces its data). */
export function resetPageData(): void {
  cached = undefined;
}

/** True when a page-data string holds a real value rather than the `(not set)` default. */
export function isSet(value: string | undefined): value is string {
  return typeof value === 'string' && value !== NOT_SET && value.trim() !== '';
}

function readRaw(): Raw | undefined {
  const fromWindow = (window as unknown as { ibPageData?: unknown }).ibPageData;
  if (isObject(fromWindow)) return fromWindow;
  if (fromWindow !== undefined && fromWindow !== null) {
    reportError(null, new TypeError('window.ibPageData must be an object; ignoring it'));
  }
  const script = document.getElementById(PAGE_DATA_SCRIPT_ID);
  if (!script) return undefined;
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '');
    if (isObject(parsed)) return parsed;
    reportError(script, new TypeError(`#${PAGE_DATA_SCRIPT_ID} must hold a JSON object`));
  } catch (error) {
    reportError(script, error);
  }
  return {};
}

/** Fills every field of the page data with a value of the right type. Exported for tests and SSR. */
export function normalisePageData(raw: Raw): PageData {
  const analytics = objectAt(raw, 'analytics');
  const siteMeta = objectAt(analytics, 'siteMeta');
  const grouping = objectAt(analytics, 'contentGrouping');
  const contentMeta = objectAt(analytics, 'contentMeta');
  const auth = objectAt(raw, 'auth');
  const flags = objectAt(raw, 'flags');
  const debug = raw.debug === 'loggedIn' || raw.debug === 'failedRequest' ? raw.debug : undefined;
  const data: PageData = {
    analytics: {
      siteMeta: {
        domain: text(siteMeta.domain),
        language: text(siteMeta.language, DEFAULT_LANGUAGE),
      },
      contentGrouping: {
        contentType: text(grouping.contentType),
        contentSubType: text(grouping.contentSubType),
        intent: text(grouping.intent),
        product: text(grouping.product),
        industry: text(grouping.industry),
        solution: text(grouping.solution),
        publishDate: text(grouping.publishDate),
        republishDate: text(grouping.republishDate),
      },
      contentMeta: { author: text(contentMeta.author) },
    },
    apiBase: text(raw.apiBase),
    restBase: text(raw.restBase, DEFAULT_REST_BASE),
    environment: text(raw.environment),
    auth: {
      state: text(auth.state),
      helperEnabled: flag(auth.helperEnabled),
      endpoint: text(auth.endpoint),
    },
    debug,
    flags: {
      blockAnimationsDesktopSafari: flag(flags.blockAnimationsDesktopSafari),
      blockAnimationsIOS: flag(flags.blockAnimationsIOS),
    },
  };
  return deepFreeze(data);
}

/**
 * The flat object pushed to `dataLayer` for the page view: snake_case keys (the GA4 convention),
 * every value a string, `(not set)` where the page gave nothing. No `event` key: the caller
 * decides whether it is a bare variables push or part of an event.
 */
export interface AnalyticsPayload {
  site_domain: string;
  site_language: string;
  content_type: string;
  content_sub_type: string;
  content_intent: string;
  content_product: string;
  content_industry: string;
  content_solution: string;
  publish_date: string;
  republish_date: string;
  content_author: string;
  environment: string;
  login_state: string;
}

export function analyticsPayload(pageData: PageData = getPageData()): AnalyticsPayload {
  const { siteMeta, contentGrouping: g, contentMeta } = pageData.analytics;
  return {
    site_domain: siteMeta.domain,
    site_language: siteMeta.language,
    content_type: g.contentType,
    content_sub_type: g.contentSubType,
    content_intent: g.intent,
    content_product: g.product,
    content_industry: g.industry,
    content_solution: g.solution,
    publish_date: g.publishDate,
    republish_date: g.republishDate,
    content_author: contentMeta.author,
    environment: pageData.environment,
    login_state: pageData.auth.state,
  };
}

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(parent: Raw, key: string): Raw {
  const value = parent[key];
  return isObject(value) ? value : {};
}

// Empty strings count as missing: CMS templates print '' for unset fields.
function text(value: unknown, fallback = NOT_SET): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim();
  return trimmed === '' ? fallback : trimmed;
}

// WordPress' wp_localize_script turns booleans into '1' / '', so accept the usual spellings.
function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string')
    return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
  return false;
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) {
    if (typeof inner === 'object' && inner !== null) deepFreeze(inner);
  }
  return Object.freeze(value);
}
