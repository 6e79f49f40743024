// The languages the library speaks: English, carried by each block, and a built-in catalog for
// each of the others, one file each (`dist/locales/<locale>.js`), loaded on first use.
import type { Catalog } from './types.ts';

/** Each built-in catalog's loader, by locale (`LOCALES` below is read from its keys). */
export const CATALOG_LOADERS = {
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
} satisfies Record<string, () => Promise<{ default: Catalog }>>;

/** A locale the library speaks: English, in the runtime, or one with a built-in catalog. */
export type Locale = 'en' | keyof typeof CATALOG_LOADERS;

/** The locales the library speaks, English first; the others are the catalogs' (above). */
export const LOCALES: readonly Locale[] = ['en', ...(Object.keys(CATALOG_LOADERS) as Locale[])];
