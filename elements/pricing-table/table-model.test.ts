import { expect } from '@open-wc/testing';
import { cellLabels, columnLabels, filterGroups, groupRows } from './table-model.ts';

describe('pricing table model', () => {
  it('labels columns from header cells and their colspans', () => {
    const labels = columnLabels([
      { text: ' Country ', span: 1 },
      { text: 'SMS', span: 2 },
      { text: 'Voice', span: 0 },
    ]);
    expect(labels).to.deep.equal(['Country', 'SMS', 'SMS', 'Voice']);
    expect(cellLabels([1, 1, 1, 1], labels)).to.deep.equal(['Country', 'SMS', 'SMS', 'Voice']);
    expect(cellLabels([1, 2, 1, 1], labels)).to.deep.equal(['Country', 'SMS', 'Voice', '']);
  });

  it('pairs rows with the details row that follows them', () => {
    const groups = groupRows([
      { details: false, text: 'Germany' },
      { details: true, text: '' },
      { details: false, text: 'Côte d’Ivoire' },
      { details: false, text: 'France' },
      { details: true, text: '' },
    ]);
    expect(groups.map(({ row, details }) => [row, details])).to.deep.equal([
      [0, 1],
      [2, null],
      [3, 4],
    ]);
    expect(groups[1].key).to.equal('cote d’ivoire');
  });

  it('filters groups by every word, case- and accent-insensitively', () => {
    const groups = groupRows(
      ['United States', 'United Kingdom', 'Côte d’Ivoire'].map((text) => ({
        details: false,
        text,
      })),
    );
    expect(filterGroups(groups, 'COTE')).to.deep.equal({ visible: [false, false, true], count: 1 });
    expect(filterGroups(groups, 'united')).to.deep.equal({
      visible: [true, true, false],
      count: 2,
    });
    expect(filterGroups(groups, 'king united').count).to.equal(1);
    expect(filterGroups(groups, ' ').count).to.equal(3);
  });
});
