// The language links of the picker: each link's language (hreflang, lang or data-lang), and
// which one is the page's current language.

/** The language a link leads to, from `hreflang`, `lang` or `data-lang`; '' when none. */
export function linkLanguage(link: Element): string {
  return (
    link.getAttribute('hreflang') ||
    link.getAttribute('lang') ||
    link.getAttribute('data-lang') ||
    ''
  ).trim();
}

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * The index of the link for `current`: an exact (case-insensitive) tag match first, else the same
 * primary language (`en` for `en-GB`); -1 when none.
 */
export function currentLanguageIndex(languages: readonly string[], current: string): number {
  const wanted = current.trim().toLowerCase().replace('_', '-');
  if (!wanted) return -1;
  const exact = languages.findIndex((language) => language.toLowerCase() === wanted);
  if (exact >= 0) return exact;
  return languages.findIndex(
    (language) => language !== '' && primary(language) === primary(wanted),
  );
}
