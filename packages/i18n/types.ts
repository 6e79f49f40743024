// The shape every locale file has: the English catalog's blocks and keys, no more, no fewer; a
// counted text (plural forms in English) stays counted, with the forms its language needs.
import type { PluralForms } from '../core/translations.ts';
import type * as english from './en.ts';

type English = typeof english;

export type Translation = {
  [Block in keyof English]: { [Key in keyof English[Block]]: English[Block][Key] extends string ? string : PluralForms };
};
