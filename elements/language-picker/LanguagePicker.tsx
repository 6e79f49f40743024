import { useLayoutEffect } from 'react';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { getPageData } from '../../packages/core/page-data.ts';
import { DisclosurePopover, POPOVER_OFFSETS } from '../../packages/core/popover.ts';
import { useEmit, useHost, useStrings } from '../../packages/element/index.ts';
import { languagePicker } from '../../packages/i18n/en.ts';
import { wirePicker } from './language-links.ts';
import { loadPositioning } from '../../packages/core/positioning.ts';
import chevronCss from '../../packages/ui/dropdown-chevron-light.css?inline';
import lightCss from './language-picker-light.css?inline';
import type { LanguagePickerProps } from './language-picker-props.ts';

export type { LanguagePickerProps };

const sheet = lazySheet(lightCss + chevronCss);

/** A button that opens the list of language links as a popover, 12 px below it. */
export function LanguagePicker({ current, label: labelProp }: LanguagePickerProps) {
  const host = useHost();
  const emit = useEmit();
  const { t } = useStrings('languagePicker', languagePicker);
  const language = current || getPageData().analytics.siteMeta.language;
  const label = labelProp || t('label');
  // "Language: {language}" in the element's language (French puts a space before the colon), the
  // placeholder left open for the button's text. A string: the wiring below sets `lang` on the
  // links, which makes `t` anew, and must not run again unless the text itself changed.
  const nameTemplate = t('named', { label });

  // A layout effect: removing the element restores the template's markup at once.
  useLayoutEffect(() => {
    const wiring = wirePicker(host, language, label, nameTemplate);
    if (!wiring) return;
    const releaseStyles = adoptIntoRoot(host, sheet());
    const popover = new DisclosurePopover({
      trigger: wiring.trigger,
      panel: wiring.panel,
      offset: POPOVER_OFFSETS.language,
      floatingUi: loadPositioning,
      placement: 'bottom-end',
      onToggle: (open) => emit('ib-language-picker-toggle', { open }),
    });
    return () => {
      popover.release();
      wiring.release();
      releaseStyles();
    };
  }, [host, language, label, nameTemplate, emit]);

  return <slot />;
}
