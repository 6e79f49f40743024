import { expect } from '@open-wc/testing';
import { nextSelection, resolveSelected, tooltipPosition, wireRegions } from './map-regions.ts';

describe('map regions', () => {
  it('pairs panels with regions by data-region value', () => {
    const wiring = wireRegions(
      [
        { id: 'europe', label: 'Europe' },
        { id: 'asia', label: ' Asia ' },
        { id: 'africa', label: null },
      ],
      ['asia', 'europe', 'europe', 'mars'],
    );
    expect(wiring.regions).to.deep.equal([
      { id: 'europe', name: 'Europe', panels: [1, 2] },
      { id: 'asia', name: 'Asia', panels: [0] },
      { id: 'africa', name: 'africa', panels: [] },
    ]);
    expect(wiring.unnamed).to.deep.equal(['africa']);
    expect(wiring.strayPanels).to.deep.equal([3]);
  });

  it('keeps the first of two shapes with the same region and reports the second', () => {
    const wiring = wireRegions(
      [
        { id: 'a', label: 'A' },
        { id: 'a', label: 'B' },
      ],
      [],
    );
    expect(wiring.regions.map((region) => region.name)).to.deep.equal(['A']);
    expect(wiring.duplicates).to.deep.equal(['a']);
  });

  it('resolves selected to an existing region or none', () => {
    expect(resolveSelected('asia', ['europe', 'asia'])).to.equal('asia');
    expect(resolveSelected(' asia ', ['asia'])).to.equal('asia');
    expect(resolveSelected('mars', ['asia'])).to.equal(null);
    expect(resolveSelected(undefined, ['asia'])).to.equal(null);
  });

  it('activating a region selects it; activating the selected one closes it', () => {
    expect(nextSelection(null, 'asia')).to.equal('asia');
    expect(nextSelection('europe', 'asia')).to.equal('asia');
    expect(nextSelection('asia', 'asia')).to.equal(null);
  });

  describe('tooltip position', () => {
    const container = { left: 100, top: 200, width: 600, height: 300 };
    const tip = { width: 80, height: 24 };

    it('centres above the region', () => {
      expect(
        tooltipPosition({ left: 300, top: 260, width: 100, height: 50 }, container, tip),
      ).to.deep.equal({ left: 250, top: 52, placement: 'top' });
    });

    it('goes below when there is no room above in the viewport', () => {
      expect(
        tooltipPosition(
          { left: 300, top: 10, width: 100, height: 50 },
          { ...container, top: 0 },
          tip,
        ),
      ).to.deep.equal({ left: 250, top: 68, placement: 'bottom' });
    });

    it('stays inside the container horizontally', () => {
      expect(
        tooltipPosition({ left: 100, top: 260, width: 10, height: 10 }, container, tip).left,
      ).to.equal(40);
      expect(
        tooltipPosition({ left: 690, top: 260, width: 10, height: 10 }, container, tip).left,
      ).to.equal(560);
      expect(
        tooltipPosition(
          { left: 100, top: 260, width: 10, height: 10 },
          { ...container, width: 50 },
          tip,
        ).left,
      ).to.equal(25);
    });
  });
});
