// The search answer made safe to show: titles and labels decoded to plain text, excerpts reduced
// to plain text (tags and script bodies dropped), links limited to http(s) and relative URLs.
// Components render these strings as text nodes only, so nothing in an answer can run.
import { decodeEntities } from './entities.ts';

export interface SearchResult {
  title: string;
  url: string;
  typeLabel: string;
  excerpt: string;
  /** ISO date as sent (`YYYY-MM-DD`), or '' when missing or unreadable. */
  date: string;
}

export interface SearchAnswer {
  results: SearchResult[];
  totalPages: number;
  /** Matches in all pages (`total`), when the answer says. */
  total?: number;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Plain text of an excerpt: script and style bodies, comments and tags removed, then references decoded. */
export function excerptText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<\/?[a-z][^>]*>?/gi, ' ');
  return collapse(decodeEntities(withoutTags));
}

/** A title as the visitor should read it: references decoded, any markup left visible as text. */
export function titleText(raw: string): string {
  return collapse(decodeEntities(raw));
}

/**
 * The URL when it is safe to put in an `href` (http, https, or relative to the page), else
 * undefined: `javascript:`, `data:` and the like would run or show content of the answer's choosing.
 */
export function safeHref(url: string, base: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  try {
    const { protocol } = new URL(trimmed, base);
    return protocol === 'http:' || protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Reads `{ results, totalPages, total? }`; anything malformed reads as no results. Results without a safe link are dropped. */
export function readAnswer(data: unknown, base: string): SearchAnswer {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const raw = Array.isArray(body.results) ? body.results : [];
  const results: SearchResult[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const fields = item as Record<string, unknown>;
    const url = safeHref(text(fields.url), base);
    if (!url) continue;
    const date = text(fields.date);
    results.push({
      title: titleText(text(fields.title)) || url,
      url,
      typeLabel: titleText(text(fields.post_type_label)),
      excerpt: excerptText(text(fields.excerpt)),
      date: ISO_DATE.test(date) ? date.slice(0, 10) : '',
    });
  }
  const pages = Number(body.totalPages);
  const totalPages =
    Number.isFinite(pages) && pages >= 0 ? Math.floor(pages) : results.length > 0 ? 1 : 0;
  const count = Number(body.total);
  return Number.isInteger(count) && count >= 0
    ? { results, totalPages, total: count }
    : { results, totalPages };
}

/** `2026-10-15` -> `15 Oct 2026` in English, `15.10.2026` in German (`lang`, the element's language); '' when the date cannot be read. */
export function formatDate(iso: string, lang: string): string {
  if (!iso) return '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
}
