import { expect } from '../../packages/test-utils/index.ts';
import {
  fillCount,
  filtersOf,
  firstRevealedIndex,
  resolvePageSize,
  visibilityOf,
  type CardInfo,
} from './featured-filter.ts';

const cards: CardInfo[] = [
  { type: 'webinar', typeLabel: 'Webinar' },
  { type: 'report' },
  { type: null },
  { type: 'webinar' },
  { type: 'report', typeLabel: 'Analyst report' },
  { type: ' case-study ' },
  { type: 'webinar' },
];

describe('filtersOf', () => {
  it('lists each type once, in order of first appearance, labelled by data-type-label where given', () => {
    expect(filtersOf(cards)).to.deep.equal([
      { value: 'webinar', label: 'Webinar' },
      { value: 'report', label: 'Analyst report' },
      { value: 'case-study', label: 'case-study' },
    ]);
  });

  it('has no filters for cards without types', () => {
    expect(filtersOf([{ type: null }, { type: '  ' }])).to.deep.equal([]);
  });
});

describe('visibilityOf', () => {
  it('shows all cards up to the limit for "All" (null)', () => {
    expect(visibilityOf(cards, null, 3)).to.deep.equal({
      visible: [true, true, true, false, false, false, false],
      total: 7,
      shown: 3,
    });
  });

  it('shows only the matching cards, up to the limit', () => {
    expect(visibilityOf(cards, 'webinar', 2)).to.deep.equal({
      visible: [true, false, false, true, false, false, false],
      total: 3,
      shown: 2,
    });
    expect(visibilityOf(cards, 'case-study', 6).visible.filter(Boolean)).to.have.length(1);
  });

  it('shown never exceeds the total', () => {
    expect(visibilityOf(cards, 'report', 6)).to.include({ total: 2, shown: 2 });
  });
});

describe('firstRevealedIndex', () => {
  it('is the first card the next page reveals', () => {
    expect(firstRevealedIndex(cards, null, 3)).to.equal(3);
    expect(firstRevealedIndex(cards, 'webinar', 2)).to.equal(6);
    expect(firstRevealedIndex(cards, 'webinar', 3)).to.equal(-1);
  });
});

describe('resolvePageSize', () => {
  it('defaults to 6 and accepts whole numbers from 1', () => {
    expect([undefined, 1, 4.8].map((size) => resolvePageSize(size).pageSize)).to.deep.equal([
      6, 1, 4,
    ]);
  });

  it('rejects zero, negative and non-numbers', () => {
    expect([0, -3, Number.NaN].map(resolvePageSize)).to.deep.equal([
      { pageSize: 6, valid: false },
      { pageSize: 6, valid: false },
      { pageSize: 6, valid: false },
    ]);
  });
});

describe('fillCount', () => {
  it('fills {shown} and {total}, as often as they appear', () => {
    expect(fillCount('Showing {shown} of {total}', { shown: 6, total: 14 })).to.equal(
      'Showing 6 of 14',
    );
    expect(
      fillCount('{total} Ergebnisse ({shown} sichtbar, {shown})', { shown: 2, total: 3 }),
    ).to.equal('3 Ergebnisse (2 sichtbar, 2)');
  });
});
