// <ib-language-picker>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-language-picker-toggle': { open: boolean };
  }
}

/** <ib-language-picker>'s attributes and properties (packages/element/prop-spec.ts). */
export const languagePickerSpec = {
  /** The page's language tag; defaults to the page data's language (`en` when none). */
  current: 'string',
  /**
   * What the button is for; its accessible name becomes "label: button text" (the page language's
   * `languagePicker.named`).
   * @catalog languagePicker.label
   */
  label: 'string',
} satisfies PropSpec;

export interface LanguagePickerProps extends PropsOf<typeof languagePickerSpec> {}
