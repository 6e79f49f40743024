// <ib-language-picker>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-language-picker-toggle': { open: boolean };
  }
}

export interface LanguagePickerProps {
  /** The page's language; defaults to the page data's `analytics.siteMeta.language`. */
  current?: string;
  /** What the button is for, prefixed to its text as its accessible name; wins over the catalog's `languagePicker.label`. */
  label?: string;
}
