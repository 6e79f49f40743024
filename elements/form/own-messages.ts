// The element's own wording for each failed constraint, from the `form` catalog in the page
// language: one voice for the whole form, where the browser's messages speak its own language
// and style (README, Validation). The template's `data-error-*` attributes still win.
import type { Translate } from '../../packages/core/translations.ts';
import type { form as formStrings } from '../../packages/i18n/en.ts';
import type { Field, OwnMessage } from './field-messages.ts';

const isInput = (field: Field, ...types: string[]): field is HTMLInputElement =>
  field instanceof HTMLInputElement && types.includes(field.type);

/** `own` for `messageFor`, speaking through the element's translator `t`. */
export const ownMessages =
  (t: Translate<typeof formStrings>): OwnMessage =>
  (field, kind) => {
    switch (kind) {
      case 'valueMissing':
        return isInput(field, 'radio')
          ? t('choose')
          : isInput(field, 'checkbox')
            ? t('agree')
            : t('required');
      case 'typeMismatch':
        return isInput(field, 'email') ? t('email') : isInput(field, 'url') ? t('url') : t('check');
      case 'patternMismatch':
        return t('format');
      case 'tooShort':
        return 'minLength' in field ? t('tooShort', { count: field.minLength }) : t('check');
      case 'rangeUnderflow':
        return field instanceof HTMLInputElement ? t('min', { min: field.min }) : t('check');
      case 'rangeOverflow':
        return field instanceof HTMLInputElement ? t('max', { max: field.max }) : t('check');
      default:
        return t('check');
    }
  };
