// Every counted label (a text with one form per plural category) in Polish, Czech, Arabic,
// Hebrew, Hindi, Slovak, Ukrainian, Romanian and Catalan, through the path the blocks take (the
// lazily loaded catalog, `translator`): each count gets the form of its category, with the number
// written as the language writes it. The counts are chosen by hand, one per category, so a catalog or a
// lookup that picks the wrong form fails.
import * as english from '../../packages/i18n/en.ts';
import { loadCatalog, resetTranslations, translator } from '../../packages/core/translations.ts';
import type { Strings } from '../../packages/i18n/types.ts';
import { fillLabel } from '../../packages/core/labels.ts';
import arabic from '../../packages/i18n/locales/ar.ts';
import czech from '../../packages/i18n/locales/cs.ts';
import hebrew from '../../packages/i18n/locales/he.ts';
import hindi from '../../packages/i18n/locales/hi.ts';
import polish from '../../packages/i18n/locales/pl.ts';
import slovak from '../../packages/i18n/locales/sk.ts';
import ukrainian from '../../packages/i18n/locales/uk.ts';
import romanian from '../../packages/i18n/locales/ro.ts';
import catalan from '../../packages/i18n/locales/ca.ts';
import { expect } from '../../packages/test-utils/index.ts';

type Forms = Record<string, string>;

// Polish: 1 one, 3 few, 5 many, 1.5 other. Czech: 1 one, 3 few, 1.5 many, 5 other.
// Arabic: 0 zero, 1 one, 2 two, 3 few, 11 many, 100 other.
// Hebrew: 1 one, 2 two, 20 other. Hindi: 0 and 1 one, 2 other.
const CASES = {
  pl: {
    catalog: polish,
    counts: { one: [1, '1'], few: [3, '3'], many: [5, '5'], other: [1.5, '1,5'] },
  },
  cs: {
    catalog: czech,
    counts: { one: [1, '1'], few: [3, '3'], many: [1.5, '1,5'], other: [5, '5'] },
  },
  // CLDR writes `ar` (without a region) with Latin digits.
  ar: {
    catalog: arabic,
    counts: {
      zero: [0, '0'],
      one: [1, '1'],
      two: [2, '2'],
      few: [3, '3'],
      many: [11, '11'],
      other: [100, '100'],
    },
  },
  he: { catalog: hebrew, counts: { one: [1, '1'], two: [2, '2'], other: [20, '20'] } },
  hi: { catalog: hindi, counts: { one: [0, '0'], other: [2, '2'] } },
  // Slovak: 1 one, 3 few, 1.5 many, 5 other. Ukrainian: 1 one, 3 few, 5 many, 1.5 other.
  sk: {
    catalog: slovak,
    counts: { one: [1, '1'], few: [3, '3'], many: [1.5, '1,5'], other: [5, '5'] },
  },
  uk: {
    catalog: ukrainian,
    counts: { one: [1, '1'], few: [3, '3'], many: [5, '5'], other: [1.5, '1,5'] },
  },
  // Romanian: 1 one, 3 few, 20 other. Catalan: 1 one, a million many, 5 other.
  ro: { catalog: romanian, counts: { one: [1, '1'], few: [3, '3'], other: [20, '20'] } },
  ca: {
    catalog: catalan,
    counts: { one: [1, '1'], many: [1000000, '1.000.000'], other: [5, '5'] },
  },
} as const;

/** [block, key, English forms] of every counted label. */
const counted = Object.entries(english as unknown as Record<string, Strings>).flatMap(
  ([block, strings]) =>
    Object.entries(strings)
      .filter(([, text]) => typeof text === 'object')
      .map(([key]) => [block, key, strings] as const),
);

after(() => resetTranslations());

describe('counted labels in Polish, Czech, Arabic, Hebrew, Hindi, Slovak, Ukrainian, Romanian and Catalan', () => {
  it('there are counted labels to check (search, glossary, pricing table)', () => {
    expect(counted.map(([block, key]) => `${block}.${key}`)).to.include.members([
      'search.suggestionCount',
      'search.resultCount',
      'glossary.count',
      'pricingTable.count',
    ]);
  });

  for (const [locale, { catalog, counts }] of Object.entries(CASES)) {
    it(`${locale}: each count takes its category's form, the number written as ${locale} writes it`, async () => {
      await loadCatalog(locale);
      for (const [block, key, strings] of counted) {
        const forms = (catalog as unknown as Record<string, Record<string, Forms>>)[block][key];
        const t = translator(locale, block, strings);
        for (const [category, [count, written]] of Object.entries(counts)) {
          const expected = fillLabel(forms[category], { count: written, total: '7' });
          expect(t(key, { count, total: '7' }), `${block}.${key}, ${category} (${count})`).to.equal(
            expected,
          );
        }
      }
    });
  }
});
