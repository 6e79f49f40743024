import { expect } from '@open-wc/testing';
import { containsAllWords, foldText, queryWords } from './fold-text.ts';

describe('fold-text', () => {
  it('folds case, accents, compatibility forms and white space', () => {
    expect(foldText('  Côte  d’Ivoire\tÉTÉ ')).to.equal('cote d’ivoire ete');
    expect(foldText('ÅNGSTRÖM')).to.equal(foldText('angstrom'));
    expect(foldText('ﬁle')).to.equal('file');
  });

  it('splits a query into folded words', () => {
    expect(queryWords('  Sender   ÍD ')).to.deep.equal(['sender', 'id']);
    expect(queryWords('   ')).to.deep.equal([]);
  });

  it('matches when every word appears, in any order', () => {
    expect(containsAllWords('united arab emirates', ['emir', 'arab'])).to.equal(true);
    expect(containsAllWords('united kingdom', ['united', 'states'])).to.equal(false);
    expect(containsAllWords('anything', [])).to.equal(true);
  });
});
