import { expect } from '@open-wc/testing';
import { uniqueId } from './ids.ts';

describe('uniqueId', () => {
  it('gives a different id on every call, with the prefix', () => {
    const ids = [uniqueId(), uniqueId(), uniqueId('ib-tooltip')];
    expect(new Set(ids).size).to.equal(3);
    expect([ids[0].startsWith('ib-'), ids[2].startsWith('ib-tooltip-')]).to.deep.equal([
      true,
      true,
    ]);
  });

  it('skips ids the document already uses', () => {
    const probe = uniqueId('taken');
    const next = Number(probe.split('-').pop()) + 1;
    const clash = document.createElement('div');
    clash.id = `taken-${next}`;
    document.body.append(clash);
    const id = uniqueId('taken');
    clash.remove();
    expect(id).to.equal(`taken-${next + 1}`);
  });
});
