import { expect } from '../../packages/test-utils/index.ts';
import { createFormatter, languageOf } from './format.ts';
import { resolveBounds } from './range-values.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const steps1 = resolveBounds(0, 10000, 1);

describe('createFormatter', () => {
  it('formats plain numbers in the page language (number is the default)', () => {
    expect(createFormatter(undefined, 'en', steps1).format(1234)).to.equal('1,234');
    expect(createFormatter('number', 'de', steps1).format(1234)).to.equal('1.234');
  });

  it('shows as many decimals as the step has, always the same number of them', () => {
    const halves = resolveBounds(0, 10, 0.5);
    expect([1, 1.5].map(createFormatter('number', 'en', halves).format)).to.deep.equal([
      '1.0',
      '1.5',
    ]);
    const any = resolveBounds(0, 1, undefined, 'any');
    expect(createFormatter('number', 'en', any).format(0.12345)).to.equal('0.12');
  });

  it('percent reads the value as a percentage', () => {
    expect(createFormatter('percent', 'en', steps1).format(40)).to.equal('40%');
    expect(createFormatter('percent', 'de', steps1).format(40)).to.equal(`40${NBSP}%`);
    expect(createFormatter('percent', 'en', resolveBounds(0, 100, 0.5)).format(12.5)).to.equal(
      '12.5%',
    );
  });

  it('currency:CODE formats money, without cents for whole steps', () => {
    expect(createFormatter('currency:EUR', 'en', steps1).format(1000)).to.equal('€1,000');
    expect(createFormatter('currency:eur', 'de', steps1).format(1000)).to.equal(`1.000${NBSP}€`);
    expect(
      createFormatter('currency:USD', 'en', resolveBounds(0, 100, 0.01)).format(9.99),
    ).to.equal('$9.99');
    expect(createFormatter('currency:USD', 'en', resolveBounds(0, 100, 0.5)).format(9.5)).to.equal(
      '$9.50',
    );
  });

  it('unit:NAME formats measures', () => {
    expect(createFormatter('unit:kilometer', 'en', steps1).format(5)).to.equal('5 km');
    expect(createFormatter('unit:gigabyte', 'fr', steps1).format(5)).to.be.oneOf([
      `5${NBSP}Go`,
      `5${NNBSP}Go`,
    ]);
  });

  it('falls back to plain numbers, and says why, for an unknown format', () => {
    const formatting = createFormatter('fancy', 'en', steps1);
    expect(formatting.format(1234)).to.equal('1,234');
    expect(formatting.problem).to.contain('Unknown format "fancy"');
  });

  it('falls back for a currency or unit the browser does not know', () => {
    const currency = createFormatter('currency:EURO', 'en', steps1);
    expect(currency.format(5)).to.equal('5');
    expect(currency.problem).to.contain('Unusable format');
    expect(createFormatter('unit:parsec-per-fortnight', 'en', steps1).problem).to.contain(
      'Unusable format',
    );
  });

  it('falls back to English for an invalid language tag', () => {
    const formatting = createFormatter('number', 'en_US', steps1);
    expect(formatting.format(1234)).to.equal('1,234');
    expect(formatting.problem).to.contain('Unknown language "en_US"');
  });

  it('is quiet when everything is valid', () => {
    expect(createFormatter('currency:EUR', 'de-AT', steps1).problem).to.equal(undefined);
  });
});

describe('languageOf', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes the nearest lang attribute, then the page language, then English', () => {
    const section = document.createElement('section');
    section.lang = 'fr';
    const inner = document.createElement('span');
    section.append(inner);
    document.body.append(section);
    expect(languageOf(inner, 'de')).to.equal('fr');
    const loose = document.createElement('div');
    // The test page's <html lang="en"> is the nearest: only an element outside a document has none.
    expect(languageOf(loose, 'de')).to.equal('de');
    expect(languageOf(loose)).to.equal('en');
  });
});
