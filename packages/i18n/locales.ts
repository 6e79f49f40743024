// The languages the library speaks: English, carried by each block, and a built-in catalog for
// each of the others, one file each (`dist/locales/<locale>.js`), loaded on first use.
import type { Catalog } from './types.ts';

/** The locales with a built-in catalog; English is in the runtime, the others load on demand. */
export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'pt-br', 'pl', 'ru', 'hr', 'tr', 'ja', 'ko', 'zh-cn', 'id', 'ar', 'he', 'hi', 'th', 'vi', 'zh-tw', 'sk', 'hu', 'ro', 'uk', 'el', 'ca', 'nl', 'sv', 'da', 'nb', 'fi', 'cs'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each catalog's loader. */
export const CATALOG_LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalog }>> = {
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
  'pt-br': () => import('./locales/pt-br.ts'),
  pl: () => import('./locales/pl.ts'),
  ru: () => import('./locales/ru.ts'),
  hr: () => import('./locales/hr.ts'),
  tr: () => import('./locales/tr.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  'zh-cn': () => import('./locales/zh-cn.ts'),
  id: () => import('./locales/id.ts'),
  ar: () => import('./locales/ar.ts'),
  he: () => import('./locales/he.ts'),
  hi: () => import('./locales/hi.ts'),
  th: () => import('./locales/th.ts'),
  vi: () => import('./locales/vi.ts'),
  'zh-tw': () => import('./locales/zh-tw.ts'),
  sk: () => import('./locales/sk.ts'),
  hu: () => import('./locales/hu.ts'),
  ro: () => import('./locales/ro.ts'),
  uk: () => import('./locales/uk.ts'),
  el: () => import('./locales/el.ts'),
  ca: () => import('./locales/ca.ts'),
  nl: () => import('./locales/nl.ts'),
  sv: () => import('./locales/sv.ts'),
  da: () => import('./locales/da.ts'),
  nb: () => import('./locales/nb.ts'),
  fi: () => import('./locales/fi.ts'),
  cs: () => import('./locales/cs.ts'),
};
