// A block's visitor-facing text in the language of its element (packages/core/locale.ts): the
// built-in catalog of that language once loaded, what the site added, else the block's English.
// The component renders again when a `lang` changes or new strings arrive.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { elementLanguage, onLanguageChange } from '../core/locale.ts';
import {
  loadCatalog,
  onTranslationsChange,
  translator,
  type Translate,
} from '../core/translations.ts';
import type { Strings } from '../i18n/types.ts';
import { useHost } from './host-context.ts';

export interface BlockStrings<S extends Strings> {
  /** `t('close')`, `t('results', { count: 3 })`. */
  t: Translate<S>;
  /** The element's language tag as the page wrote it (`de-AT`), for Intl formatting. */
  lang: string;
}

/** `useStrings('modal', modal)` with the block's English strings from packages/i18n/en.ts. */
export function useStrings<S extends Strings>(namespace: string, english: S): BlockStrings<S> {
  const host = useHost();
  const [version, setVersion] = useState(0);
  const lang = elementLanguage(host);

  // At commit, not after paint: a `lang` set right after the first render is not missed.
  useLayoutEffect(() => {
    const relabel = () => setVersion((count) => count + 1);
    const stopLanguage = onLanguageChange(relabel);
    const stopTranslations = onTranslationsChange(relabel);
    return () => {
      stopLanguage();
      stopTranslations();
    };
  }, []);

  useEffect(() => {
    void loadCatalog(lang);
  }, [lang]);

  // `version`: the same language may have new strings (a catalog arrived, the site added some).
  const t = useMemo(
    () => translator(lang, namespace, english),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the reason to rebuild
    [lang, namespace, english, version],
  );
  return { t, lang };
}
