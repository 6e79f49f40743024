// The text of every block in the element's language: the English strings each block carries,
// the built-in catalog of its locale (a file fetched the first time a page needs it), and what
// the site adds (`registerTranslation()`, `<script type="application/json" id="ib-translations">`).
// Counts pick their form with Intl.PluralRules and are written with Intl.NumberFormat.
import { CATALOG_LOADERS } from '../i18n/locales.ts';
import type { Catalog, Strings, Text } from '../i18n/types.ts';
import { fillLabel } from './labels.ts';
import { supportedLocale } from './locale.ts';
import { reportError } from './report.ts';

export const TRANSLATIONS_SCRIPT_ID = 'ib-translations';

const builtIn = new Map<string, Catalog>();
const loads = new Map<string, Promise<void>>();
// What the site added, per lower-case language tag, in the order added (a later one wins).
const added = new Map<string, Catalog[]>();
let pageScriptRead = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

type Waiting = [string, Catalog][];

/** Takes the strings the package root's `registerTranslation` left on `window.ibTranslations`. */
function takeWaiting(): void {
  const waiting =
    typeof window === 'undefined'
      ? undefined
      : (window as { ibTranslations?: Waiting }).ibTranslations;
  if (!waiting?.length) return;
  for (const [language, strings] of waiting.splice(0)) registerTranslation(language, strings);
}

/** Calls `listener` when a catalog arrives or the site adds strings; returns the unsubscribe. */
export function onTranslationsChange(listener: () => void): () => void {
  if (!listeners.size) addEventListener('ib-translations', takeWaiting);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) removeEventListener('ib-translations', takeWaiting);
  };
}

/**
 * Adds or corrects strings for a language (`'de'`, `'de-CH'`, or one without a built-in catalog,
 * `'et'`): `{ modal: { close: 'Schliessen' } }`. Elements on the page relabel at once. The
 * package root's `registerTranslation` (packages/autoload/register-translation.ts) ends here.
 */
export function registerTranslation(language: string, strings: Catalog): void {
  const key = language.trim().toLowerCase();
  if (!key || !strings || typeof strings !== 'object') {
    reportError(
      null,
      new TypeError(
        'registerTranslation(language, strings) needs a language tag and an object of strings by block',
      ),
    );
    return;
  }
  added.set(key, [...(added.get(key) ?? []), strings]);
  notify();
}

/** The page's `#ib-translations` script, read once: `{ "de": { "modal": { "close": "…" } } }`. */
function readPageScript(): void {
  if (pageScriptRead || typeof document === 'undefined') return;
  const script = document.getElementById(TRANSLATIONS_SCRIPT_ID);
  if (!script && document.readyState === 'loading') return; // it may be further down: read again later
  pageScriptRead = true;
  if (!script) return;
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new TypeError('it must hold an object of languages');
    for (const [language, strings] of Object.entries(parsed as Record<string, Catalog>)) {
      added.set(language.toLowerCase(), [strings, ...(added.get(language.toLowerCase()) ?? [])]);
    }
  } catch (error) {
    reportError(
      script,
      new SyntaxError(
        `#${TRANSLATIONS_SCRIPT_ID}: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}

/**
 * The tags to look a string up under, most specific first: `de-AT` -> `de-at`, `de`;
 * `pt` -> `pt`, `pt-br`. English is the block's own strings, after all of them.
 */
export function lookupOrder(language: string): string[] {
  const lower = language.trim().toLowerCase().replace(/_/g, '-');
  return [...new Set([lower, lower.split('-')[0], supportedLocale(lower)])].filter(
    (tag) => tag && tag !== 'en',
  );
}

/** Starts loading the built-in catalog `language` falls back to; resolves once it is there. */
export function loadCatalog(language: string): Promise<void> {
  const locale = supportedLocale(language);
  if (locale === 'en' || builtIn.has(locale)) return Promise.resolve();
  let load = loads.get(locale);
  if (!load) {
    load = CATALOG_LOADERS[locale]().then(
      (module) => {
        builtIn.set(locale, module.default);
        notify();
      },
      (error: unknown) => {
        loads.delete(locale); // the next element asks again
        reportError(null, error);
      },
    );
    loads.set(locale, load);
  }
  return load;
}

/** Whether the built-in catalog for `language` is loaded (or not needed). */
const isCatalogReady = (language: string) =>
  supportedLocale(language) === 'en' || builtIn.has(supportedLocale(language));

/**
 * Runs `run` once the built-in catalog for `language` is there: synchronously when it already is
 * (English always), else when it has loaded (or failed to: the text is English then). Returns
 * whether it ran now.
 */
export function whenCatalogReady(language: string, run: () => void): boolean {
  if (!isCatalogReady(language)) {
    void loadCatalog(language).then(run);
    return false;
  }
  run();
  return true;
}

/** The text for `key` of block `namespace` in `language`, before English. */
function lookUp(language: string, namespace: string, key: string): Text | undefined {
  readPageScript();
  takeWaiting();
  for (const tag of lookupOrder(language)) {
    const fromSite = added.get(tag);
    for (let i = (fromSite?.length ?? 0) - 1; i >= 0; i -= 1) {
      const text = fromSite![i][namespace]?.[key];
      if (text !== undefined) return text;
    }
    const text = builtIn.get(tag)?.[namespace]?.[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Fills a text: a counted one takes the form for `values.count`, written as the language writes numbers. */
export function formatText(
  text: Text,
  language: string,
  values: Record<string, string | number> = {},
): string {
  const count = values.count;
  const filled = { ...values };
  if (typeof count === 'number') filled.count = formatNumber(count, language);
  if (typeof text === 'string') return fillLabel(text, filled);
  const category =
    typeof count === 'number'
      ? cachedIntl(pluralRules, Intl.PluralRules, language).select(count)
      : 'other';
  return fillLabel(text[category] ?? text.other, filled);
}

/** `value` as `language` writes numbers ("1.234" in German, Arabic-Indic digits in Egyptian Arabic). */
export function formatNumber(value: number, language: string): string {
  if (isPlainDigits(value, language)) return String(value);
  return cachedIntl(numberFormats, Intl.NumberFormat, language).format(value);
}

// A page's first Intl.NumberFormat loads the engine's number data, a long task on a slow phone
// inside the first carousel's render (docs/performance.md, "24 carousels"). Whole numbers
// under 1,000 are written with plain digits in the built-in catalogs' languages but Arabic (no
// grouping below 1,000, Latin digits unless a `-u-nu-` extension asks otherwise), so they skip it.
const LATIN_DIGIT_LANGUAGES =
  /^(en|de|es|fr|it|pt|pl|ru|hr|tr|ja|ko|zh|id|he|iw|hi|th|vi|sk|hu|ro|uk|el|ca|nl|sv|da|nb|no|fi|cs)(-|$)/i;

const isPlainDigits = (value: number, language: string) =>
  Number.isInteger(value) &&
  value >= 0 &&
  value < 1000 &&
  LATIN_DIGIT_LANGUAGES.test(language) &&
  !/-u-/i.test(language);

// One formatter per language: creating one costs far more than using it (24 carousels labelling
// their slides spent ~130 ms at 4x CPU creating NumberFormats, docs/performance.md).
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cachedIntl<T>(
  cache: Map<string, T>,
  Formatter: new (locale: string) => T,
  language: string,
): T {
  let formatter = cache.get(language);
  if (!formatter) cache.set(language, (formatter = new Formatter(intlLocale(language))));
  return formatter;
}

/** A tag Intl accepts (`xx-yy!` is not one): the language's own, else its catalog's locale. */
function intlLocale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en';
  } catch {
    return supportedLocale(language);
  }
}

export type Translate<S extends Strings> = (
  key: keyof S & string,
  values?: Record<string, string | number>,
) => string;

/** `t(key, values)` for block `namespace` in `language`, English (`english`) where nothing else has the key. */
export function translator<S extends Strings>(
  language: string,
  namespace: string,
  english: S,
): Translate<S> {
  return (key, values) => {
    const text = lookUp(language, namespace, key);
    return text !== undefined
      ? formatText(text, language, values)
      : formatText(english[key], 'en', values);
  };
}

/** For tests: forget loaded catalogs, what the site added and the page script. */
export function resetTranslations(): void {
  builtIn.clear();
  loads.clear();
  added.clear();
  pageScriptRead = false;
}
