// `registerTranslation()` of the package root. The root stays free of the blocks' code: the
// strings wait on `window.ibTranslations`, and an `ib-translations` event says they are there.
// The blocks' translation module (packages/core/translations.ts) takes what waits when it loads
// and each later entry as it comes, so strings registered before any block has loaded count too.

/** Strings by block, for one language: `{ modal: { close: 'Sluiten' } }`. */
export type TranslationStrings = Record<string, Record<string, string | Record<string, string>>>;

/**
 * Adds or corrects the blocks' strings for a language (`'de'`, `'de-CH'`, or one without a
 * built-in catalog, `'et'`); elements on the page relabel at once. Keys: docs/translations.md.
 */
export function registerTranslation(language: string, strings: TranslationStrings): void {
  const waiting = ((
    window as { ibTranslations?: [string, TranslationStrings][] }
  ).ibTranslations ||= []);
  waiting.push([language, strings]);
  dispatchEvent(new Event('ib-translations'));
}
