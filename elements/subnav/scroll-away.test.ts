import { expect } from '../../packages/test-utils/index.ts';
import { HIDE_VELOCITY, nextScrolledAway, SHOW_PROGRESS } from './scroll-away.ts';

const sample = (over: Partial<Parameters<typeof nextScrolledAway>[1]> = {}) => ({
  fromY: 2000,
  toY: 2600, // 600 px in 1 s
  elapsed: 1000,
  progress: 0.5,
  focusInside: false,
  ...over,
});

describe('nextScrolledAway', () => {
  it('hides on a downward scroll faster than 500 px/s, not at or below it', () => {
    expect(HIDE_VELOCITY).to.equal(500);
    expect(nextScrolledAway(false, sample())).to.equal(true);
    expect(nextScrolledAway(false, sample({ toY: 2500 }))).to.equal(false);
    expect(nextScrolledAway(false, sample({ toY: 2499 }))).to.equal(false);
  });

  it('a slow downward scroll keeps the current state', () => {
    expect(nextScrolledAway(true, sample({ toY: 2100 }))).to.equal(true);
  });

  it('shows on any upward scroll', () => {
    expect(nextScrolledAway(true, sample({ toY: 1999 }))).to.equal(false);
  });

  it('shows near the top (progress at most 0.15), however fast the scroll', () => {
    expect(SHOW_PROGRESS).to.equal(0.15);
    expect(nextScrolledAway(true, sample({ progress: 0.15 }))).to.equal(false);
    expect(nextScrolledAway(false, sample({ progress: 0.151 }))).to.equal(true);
  });

  it('never hides while focus is inside', () => {
    expect(nextScrolledAway(true, sample({ focusInside: true }))).to.equal(false);
  });

  it('two samples at the same instant count as infinitely fast', () => {
    expect(nextScrolledAway(false, sample({ elapsed: 0 }))).to.equal(true);
  });
});
