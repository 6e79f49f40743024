import { expect } from '../../packages/test-utils/index.ts';
import { HIDE_VELOCITY, nextScrolledAway, SHOW_PROGRESS } from './scroll-away.ts';

const sample = (over: Partial<Parameters<typeof nextScrolledAway>[1]> = {}) => ({
  step: 10,
  velocity: 600,
  progress: 0.5,
  focusInside: false,
  ...over,
});

describe('nextScrolledAway', () => {
  it('hides on a downward scroll faster than 500 px/s, not at or below it', () => {
    expect(HIDE_VELOCITY).to.equal(500);
    expect(nextScrolledAway(false, sample())).to.equal(true);
    expect(nextScrolledAway(false, sample({ velocity: 500 }))).to.equal(false);
    expect(nextScrolledAway(false, sample({ velocity: 499 }))).to.equal(false);
  });

  it('a slow downward scroll keeps the current state', () => {
    expect(nextScrolledAway(true, sample({ velocity: 100 }))).to.equal(true);
  });

  it('shows on any upward scroll, even while the recent speed is still downwards', () => {
    expect(nextScrolledAway(true, sample({ step: -1, velocity: 600 }))).to.equal(false);
  });

  it('an event that did not move keeps the current state', () => {
    expect(
      [true, false].map((current) => nextScrolledAway(current, sample({ step: 0, velocity: 600 }))),
    ).to.deep.equal([true, false]);
  });

  it('shows near the top (progress at most 0.15), however fast the scroll', () => {
    expect(SHOW_PROGRESS).to.equal(0.15);
    expect(nextScrolledAway(true, sample({ progress: 0.15 }))).to.equal(false);
    expect(nextScrolledAway(false, sample({ progress: 0.151 }))).to.equal(true);
  });

  it('never hides while focus is inside', () => {
    expect(nextScrolledAway(true, sample({ focusInside: true }))).to.equal(false);
  });
});
