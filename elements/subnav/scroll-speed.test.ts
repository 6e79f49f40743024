import { expect } from '../../packages/test-utils/index.ts';
import { scrollSpeedMeter } from './scroll-speed.ts';

/**
 * The speeds a meter reads over a steady scroll at `pxPerSecond`, with scroll events `gaps` ms
 * apart (repeated) for `duration` ms. Offsets are whole pixels, as the page reports them.
 */
function readings(pxPerSecond: number, gaps: number[], duration = 600): number[] {
  const meter = scrollSpeedMeter(2000, 0);
  const speeds: number[] = [];
  for (let time = 0, i = 0; time + gaps[i % gaps.length] <= duration; i += 1) {
    time += gaps[i % gaps.length];
    speeds.push(meter(Math.round(2000 + (pxPerSecond * time) / 1000), time));
  }
  return speeds;
}

const fastest = (speeds: number[]) => Math.max(...speeds);
const slowestAfter100ms = (speeds: number[], gaps: number[]) => {
  // Leave out the readings of the first 100 ms, before the meter has seen that much scrolling.
  let time = 0;
  return Math.min(...speeds.filter((_, i) => (time += gaps[i % gaps.length]) >= 100));
};

describe('scrollSpeedMeter', () => {
  for (const gaps of [[16], [1, 30], [1, 1, 1, 30], [8, 33]]) {
    describe(`events ${gaps.join(', ')} ms apart`, () => {
      it('reads a steady 300 or 480 px/s scroll as at most 500 px/s', () => {
        expect(fastest(readings(300, gaps))).to.be.at.most(500);
        expect(fastest(readings(480, gaps))).to.be.at.most(500);
      });

      it('reads a steady 520 or 2,000 px/s scroll as over 500 px/s once it has run 100 ms', () => {
        expect(slowestAfter100ms(readings(520, gaps), gaps)).to.be.above(500);
        expect(slowestAfter100ms(readings(2000, gaps), gaps)).to.be.above(500);
      });
    });
  }

  it('a single jump after a long pause is taken over the pause', () => {
    const meter = scrollSpeedMeter(2000, 0);
    expect(meter(2400, 1000)).to.equal(400);
    expect(meter(3000, 2000)).to.equal(600);
  });

  it('two events at the same instant with movement count as infinitely fast; no movement as 0', () => {
    const meter = scrollSpeedMeter(2000, 5);
    expect(meter(2000, 5)).to.equal(0);
    expect(meter(2010, 5)).to.equal(Infinity);
  });
});
