// A counted text a site can set by attribute over the catalog's: `count-label` for every count,
// `count-one-label` where the language's plural rules say 'one'. A count no set attribute covers
// keeps the catalog's text; the count is written as the language writes numbers either way.
import { formatText } from './translations.ts';

/** What the `count-label` and `count-one-label` attributes hold (blank: not set). */
export interface CountLabels {
  many?: string;
  one?: string;
}

/** The site's template for `count` when one applies, else `catalog` (the block's `t(key, { count })`). */
export function countedLabel(
  count: number,
  lang: string,
  { many, one }: CountLabels,
  catalog: string,
): string {
  // Only `one` set: the other categories come out blank and take the catalog's text.
  const text = one ? { one, other: many || '' } : many;
  return (text && formatText(text, lang, { count })) || catalog;
}
