// The page's server-provided data as the page gave it (`window.ibPageData` or
// `<script type="application/json" id="ib-page-data">`), read once, and the readers of its
// values. Apart from page-data.ts, which normalises every field: every page's runtime chunk needs
// the page's language (locale.ts), not the analytics, auth and flags normaliser.
import { reportError } from './report.ts';

/** What a missing string value reads as (the analytics convention the spec asks for). */
export const NOT_SET = '(not set)';
export const DEFAULT_LANGUAGE = 'en';
export const PAGE_DATA_SCRIPT_ID = 'ib-page-data';

export type Raw = Record<string, unknown>;

let cached: { raw: Raw | undefined } | undefined;

/** The page data object as given, or undefined when the page has none (read once, then cached). */
export function rawPageData(): Raw | undefined {
  if (cached) return cached.raw;
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const raw = readRaw();
  // While the document is still parsing, a script further down may not exist yet: read again later.
  if (raw !== undefined || document.readyState !== 'loading') cached = { raw };
  return raw;
}

/** Forgets the cached page data (tests, or a page that replaces its data). */
export function resetRawPageData(): void {
  cached = undefined;
}

/** The page's language as page-data.ts normalises it (`analytics.siteMeta.language`, else `en`). */
export function pageDataLanguage(): string {
  return text(objectAt(objectAt(rawPageData() ?? {}, 'analytics'), 'siteMeta').language, DEFAULT_LANGUAGE);
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

export function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectAt(parent: Raw, key: string): Raw {
  const value = parent[key];
  return isObject(value) ? value : {};
}

// Empty strings count as missing: CMS templates print '' for unset fields.
export function text(value: unknown, fallback = NOT_SET): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim();
  return trimmed === '' ? fallback : trimmed;
}

