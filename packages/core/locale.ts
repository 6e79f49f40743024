// Which language an element speaks: the `lang` of its nearest ancestor (its own included, across
// shadow roots), else the page data's `siteMeta.language`, else English; then the closest locale
// the library has a catalog for. One observer tells the elements when a `lang` changes.
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { getPageData } from './page-data.ts';

const isLocale = (tag: string): tag is Locale => (LOCALES as readonly string[]).includes(tag);

// A bare language whose catalog is a regional one, `iw`, Hebrew's code before 1989, and `no`
// (Norwegian), which reads Bokmål, what most Norwegians write.
const LANGUAGE_DEFAULTS: Record<string, Locale> = { pt: 'pt-br', zh: 'zh-cn', iw: 'he', no: 'nb' };

/** `de-AT` -> `de`, `pt` -> `pt-br`, `zh-Hans-CN` -> `zh-cn`, `zh-HK` -> `zh-tw`, `no-NO` -> `nb`, `xx` -> `en`: never throws. */
export function supportedLocale(tag: string | null | undefined): Locale {
  const lower = (tag ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (isLocale(lower)) return lower;
  const language = lower.split('-')[0];
  if (language === 'zh' && /-(hant|tw|hk|mo)\b/.test(lower)) return 'zh-tw'; // the traditional script
  return LANGUAGE_DEFAULTS[language] ?? (isLocale(language) ? language : 'en');
}

/** The `lang` in force at `element`: its own or its nearest ancestor's, through shadow roots. */
export function languageOf(element: Element): string | undefined {
  for (let node: Element | null = element; node;) {
    const lang = node.getAttribute('lang');
    if (lang?.trim()) return lang.trim();
    const parent: Element | null = node.parentElement;
    node = parent ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return undefined;
}

/** The language tag an element's text is in: its `lang` in force, else the page data's. */
export function elementLanguage(element: Element): string {
  return languageOf(element) ?? getPageData().analytics.siteMeta.language;
}

// One observer for the page, started by the first listener: a `lang` attribute changed anywhere.
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

/** Calls `listener` whenever a `lang` attribute changes in the document; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(() => listeners.forEach((notify) => notify()));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}
