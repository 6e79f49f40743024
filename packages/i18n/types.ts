// The shape every locale file has: the English catalog's blocks and keys, no others; a key not
// yet translated is left out and shows in English (docs/translations.md lists them). A counted
// text (plural forms in English) stays counted, with the forms its language needs.
import type * as english from './en.ts';

/** A counted text: one template per plural category of the language (`other` always). */
export type PluralForms = { [Category in Intl.LDMLPluralRule]?: string } & { other: string };
export type Text = string | PluralForms;
/** One block's strings, by key. */
export type Strings = Record<string, Text>;
/** Strings by block (namespace): what a locale file and `registerTranslation` hold. */
export type Catalog = Record<string, Strings>;

type English = typeof english;

export type Translation = {
  [Block in keyof English]?: {
    [Key in keyof English[Block]]?: English[Block][Key] extends string ? string : PluralForms;
  };
};
