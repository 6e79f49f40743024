import { expect } from '@open-wc/testing';
import {
  DEFAULT_ALPHABET,
  foldText,
  initialOf,
  parseAlphabet,
  queryWords,
} from './glossary-text.ts';

const latin = [...DEFAULT_ALPHABET];

describe('glossary text rules', () => {
  it('folds case, accents and white space', () => {
    expect(foldText('  Ça  Va\tÉté ')).to.equal('ca va ete');
    expect(foldText('ÅNGSTRÖM')).to.equal(foldText('angstrom'));
    expect(foldText('ﬁle')).to.equal('file'); // compatibility ligature
  });

  it('splits a query into folded words', () => {
    expect(queryWords('  Sender   ÍD ')).to.deep.equal(['sender', 'id']);
    expect(queryWords('   ')).to.deep.equal([]);
  });

  it('files a term under its first letter without accents, else under #', () => {
    expect(initialOf('Élan', latin)).to.equal('E');
    expect(initialOf('  “A2P” messaging', latin)).to.equal('A'); // leading punctuation skipped
    expect(initialOf('2FA', latin)).to.equal('#');
    expect(initialOf('Ωmega', latin)).to.equal('#');
    expect(initialOf('', latin)).to.equal('#');
  });

  it('reads an alphabet attribute, falling back to A-Z', () => {
    expect(parseAlphabet('abc')).to.deep.equal(['A', 'B', 'C']);
    expect(parseAlphabet('A B A #')).to.deep.equal(['A', 'B']);
    expect(parseAlphabet(undefined)).to.deep.equal(latin);
    expect(parseAlphabet('  ')).to.deep.equal(latin);
    expect(initialOf('Ωmega', parseAlphabet('ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ'))).to.equal('Ω');
  });

  it('files a Thai term under its first consonant, past a vowel written before it, as Thai dictionaries do', () => {
    const thai = parseAlphabet('กขคงจฉชซดตถทนบปผพฟมยรลวสหอฮ');
    expect(initialOf('เว็บฮุก', thai)).to.equal('ว'); // webhook: the vowel เ is sounded after ว
    expect(initialOf('โทเค็น', thai)).to.equal('ท');
    expect(initialOf('ไลบรารี', thai)).to.equal('ล');
    expect(initialOf('แชทบอท', thai)).to.equal('ช');
    expect(initialOf('ใบแจ้งหนี้', thai)).to.equal('บ');
    expect(initialOf('ข้อความ', thai)).to.equal('ข');
  });
});
