import { expect } from '@open-wc/testing';
import { currentLetter, filterEntries, indexEntry, navLetters } from './glossary-index.ts';
import { DEFAULT_ALPHABET } from './glossary-text.ts';

const latin = [...DEFAULT_ALPHABET];
const entries = [
  { term: 'A2P messaging', definition: 'Application-to-person traffic.' },
  {
    term: 'Sender ID',
    keywords: 'originator, alphanumeric',
    definition: 'The name a message comes from.',
  },
  { term: 'Short code', definition: 'A five or six digit number for high volumes.' },
  { term: 'Émoji', definition: 'Pictographs in a message.' },
  { term: '2FA', definition: 'Two-factor authentication.' },
].map((source) => indexEntry(source, latin));

describe('glossary index', () => {
  it('indexes each entry with its letter', () => {
    expect(entries.map((entry) => entry.letter)).to.deep.equal(['A', 'S', 'S', 'E', '#']);
  });

  it('an empty query matches everything', () => {
    const result = filterEntries(entries, '  ');
    expect(result.visible).to.deep.equal([true, true, true, true, true]);
    expect(result.count).to.equal(5);
    expect(Object.fromEntries(result.letters)).to.deep.equal({ A: 1, S: 2, E: 1, '#': 1 });
  });

  it('matches terms case- and accent-insensitively, anywhere in the term', () => {
    expect(filterEntries(entries, 'EMO').visible).to.deep.equal([false, false, false, true, false]);
    expect(filterEntries(entries, 'émoji').count).to.equal(1);
    expect(filterEntries(entries, 'code').visible).to.deep.equal([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it('needs every word of the query', () => {
    expect(filterEntries(entries, 'short code').count).to.equal(1);
    expect(filterEntries(entries, 'short id').count).to.equal(0);
  });

  it('matches data-keywords as part of the term', () => {
    expect(filterEntries(entries, 'originator').visible).to.deep.equal([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('searches definitions only when asked', () => {
    expect(filterEntries(entries, 'pictographs').count).to.equal(0);
    expect(filterEntries(entries, 'pictographs', { definitions: true }).visible).to.deep.equal([
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('counts matches per letter', () => {
    expect(Object.fromEntries(filterEntries(entries, 's').letters)).to.deep.equal({ A: 1, S: 2 });
  });

  it('offers # only when some term needs it', () => {
    expect(navLetters(latin, entries).at(-1)).to.equal('#');
    expect(navLetters(latin, entries.slice(0, 4))).to.have.length(26);
  });

  describe('current letter', () => {
    const anchors = [
      { letter: 'A', top: -500 },
      { letter: 'B', top: 40 },
      { letter: 'C', top: 400 },
      { letter: 'D', top: 700 },
    ];
    const position = { line: 60, bottom: 2000, viewportHeight: 800, atEnd: false };

    it('is the last group whose anchor passed the line', () => {
      expect(currentLetter(anchors, position)).to.equal('B');
      expect(currentLetter(anchors, { ...position, line: 30 })).to.equal('A');
    });

    it('is none before the first group or after the glossary', () => {
      expect(
        currentLetter(
          anchors.map((a) => ({ ...a, top: a.top + 1000 })),
          position,
        ),
      ).to.equal(null);
      expect(currentLetter(anchors, { ...position, bottom: 50 })).to.equal(null);
    });

    it('at the end of the page, is the lowest group on screen', () => {
      expect(currentLetter(anchors, { ...position, atEnd: true })).to.equal('D');
      expect(currentLetter(anchors, { ...position, atEnd: true, viewportHeight: 500 })).to.equal(
        'C',
      );
    });
  });
});
