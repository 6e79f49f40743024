import { expect } from '@open-wc/testing';
import { countLabel, fillLabel } from './labels.ts';

describe('labels', () => {
  it('fills placeholders as text and keeps unknown ones as written', () => {
    expect(fillLabel('{count} of {total} <b>', { count: 2, total: 40 })).to.equal('2 of 40 <b>');
    expect(fillLabel('{count} terms for {query}', { count: 3, query: '<b>' })).to.equal('3 terms for <b>');
    expect(fillLabel('{other}', {})).to.equal('{other}');
  });

  it('picks the singular template by the language’s plural rules', () => {
    expect(countLabel(1, 'en', '{count} results', '{count} result')).to.equal('1 result');
    expect(countLabel(0, 'en', '{count} results', '{count} result')).to.equal('0 results');
    // French counts 0 and 1 as singular.
    expect(countLabel(0, 'fr', '{count} résultats', '{count} résultat')).to.equal('0 résultat');
    expect(countLabel(2, 'fr', '{count} résultats', '{count} résultat')).to.equal('2 résultats');
    // An unknown language tag keeps the English rule.
    expect(countLabel(1, 'not a tag!', '{count} results', '{count} result')).to.equal('1 result');
  });
});
