// The toolbar's Language and Direction switches: `lang` and `dir` on <html> of the story canvas,
// as a multilingual site sets them, so the blocks speak that language (their built-in catalogs,
// packages/i18n) and mirror for right-to-left. "Auto" direction follows the language (Arabic and
// Hebrew are right-to-left).
import type { Decorator } from '@storybook/web-components-vite';
import type { GlobalTypes } from 'storybook/internal/types';

const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['pt-BR', 'Português (Brasil)'],
  ['pl', 'Polski'],
  ['ru', 'Русский'],
  ['hr', 'Hrvatski'],
  ['tr', 'Türkçe'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['zh-CN', '简体中文'],
  ['id', 'Bahasa Indonesia'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
  ['hi', 'हिन्दी'],
  ['th', 'ไทย'],
  ['vi', 'Tiếng Việt'],
  ['zh-TW', '繁體中文'],
  ['sk', 'Slovenčina'],
  ['hu', 'Magyar'],
  ['ro', 'Română'],
  ['uk', 'Українська'],
  ['el', 'Ελληνικά'],
  ['ca', 'Català'],
  ['nl', 'Nederlands'],
  ['sv', 'Svenska'],
  ['da', 'Dansk'],
  ['nb', 'Norsk bokmål'],
  ['fi', 'Suomi'],
  ['cs', 'Čeština'],
] as const;

const RIGHT_TO_LEFT = new Set(['ar', 'he']);

export const languageGlobalTypes: GlobalTypes = {
  lang: {
    description: 'Language of the page (the blocks follow <html lang>)',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: LANGUAGES.map(([value, title]) => ({ value, title })),
      dynamicTitle: true,
    },
  },
  dir: {
    description: 'Text direction of the page (<html dir>)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'auto', title: 'Direction of the language' },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
};

export const languageInitialGlobals = { lang: 'en', dir: 'auto' };

export const withLanguage: Decorator = (story, { globals }) => {
  const lang = String(globals.lang ?? 'en');
  const dir = String(globals.dir ?? 'auto');
  const root = document.documentElement;
  root.lang = lang;
  root.dir = dir === 'auto' ? (RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr') : dir;
  return story();
};
