import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { languagePickerSpec, type LanguagePickerProps } from './language-picker-props.ts';
import styles from './language-picker.css?inline';

const Base = createIbElement<LanguagePickerProps>(LanguagePicker, {
  props: languagePickerSpec,
  styles,
  readyAt: 'commit',
});

/**
 * A language picker: a button that opens the list of language links as a popover 12 px below it
 * (Escape or focus leaving closes it). The link for the page's language (page data
 * `analytics.siteMeta.language`, or `current`) gets `aria-current="true"`; every link gets both
 * `hreflang` and `lang` from whichever of `hreflang`, `lang`, `data-lang` it has.
 *
 * @tag ib-language-picker
 * @summary Button and popover list of language links; marks the current language.
 * @fires ib-language-picker-toggle - The list opened or closed. `detail: { open: boolean }`.
 * @slot - A `<button>` (optional: one is created from the current language's name when missing) and the list of links: a child `ul`, `ol`, `nav` or `[data-dropdown]`.
 * @cssprop [--ib-language-picker-background=#fff] - Background of the list.
 * @cssprop [--ib-language-picker-color=#1a1a1a] - Text colour of the list.
 * @cssprop [--ib-language-picker-shadow=0 12px 32px rgb(0 0 0 / 0.18)] - Shadow of the list.
 * @cssprop [--ib-language-picker-radius=8px] - Corner radius of the list.
 * @cssprop [--ib-popover-z-index=1100] - Stacking order of the list.
 */
export class IbLanguagePicker extends Base {}

defineIbElement('ib-language-picker', IbLanguagePicker);

declare global {
  interface HTMLElementTagNameMap {
    'ib-language-picker': IbLanguagePicker;
  }
}
