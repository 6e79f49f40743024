import { expect } from '@open-wc/testing';
import { Releases } from './releases.ts';

describe('Releases', () => {
  it('runs every release once, in the order added', () => {
    const calls: string[] = [];
    const releases = new Releases();
    releases.add(() => calls.push('observer'));
    releases.add(() => calls.push('player'));
    expect(releases.released).to.equal(false);
    releases.releaseAll();
    releases.releaseAll();
    expect(calls).to.deep.equal(['observer', 'player']);
    expect(releases.released).to.equal(true);
  });

  it('runs a release added after releaseAll at once', () => {
    const calls: string[] = [];
    const releases = new Releases();
    releases.releaseAll();
    releases.add(() => calls.push('late'));
    expect(calls).to.deep.equal(['late']);
  });

  it('runs the rest when one throws, then rethrows the first error', () => {
    const calls: string[] = [];
    const releases = new Releases();
    releases.add(() => {
      throw new Error('first');
    });
    releases.add(() => {
      throw new Error('second');
    });
    releases.add(() => calls.push('third'));
    expect(() => releases.releaseAll()).to.throw('first');
    expect(calls).to.deep.equal(['third']);
  });
});
