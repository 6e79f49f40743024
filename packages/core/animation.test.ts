import { expect } from '@open-wc/testing';
import { fakeAnimationClock, type FakeClock, releaseClock } from '../test-utils/index.ts';
import { checkAnimation, loadAnimate, type AnimationOptions } from './animation.ts';

let clock: FakeClock | undefined;
afterEach(async () => {
  await releaseClock(clock, 500); // popmotion's queued frames run before the real clock is back
  clock = undefined;
});

/** Runs a tween on the fake clock; returns the values seen at `checkpoints` ms and when it completed. */
async function run(options: AnimationOptions, checkpoints: number[]) {
  const animate = await loadAnimate(); // loaded on the real clock
  clock = fakeAnimationClock();
  let value = NaN;
  let completedAt: number | undefined;
  animate({
    ...options,
    onUpdate: (latest) => (value = latest),
    onComplete: () => (completedAt = performance.now()),
  });
  const seen: number[] = [];
  let now = 0;
  for (const at of checkpoints) {
    clock.tick(at - now);
    now = at;
    seen.push(value);
  }
  return { seen, completedAt };
}

describe("animation helper (popmotion with the library's defaults and checks)", () => {
  it('defaults: a tween of 0.3 s from 0 to 1, a spring of stiffness 500 and damping 25', () => {
    const tween = checkAnimation({});
    expect(tween).to.include({ type: 'tween', from: 0, to: 1, duration: 300, repeat: 0 });
    expect(checkAnimation({ type: 'spring' })).to.include({
      type: 'spring',
      stiffness: 500,
      damping: 25,
    });
    expect(checkAnimation({ type: 'spring', stiffness: 120, damping: 14 })).to.include({
      stiffness: 120,
      damping: 14,
    });
  });

  it('runs a tween for 300 ms when no duration is given', async () => {
    const { seen, completedAt } = await run({ ease: 'linear' }, [150, 290, 320]);
    expect(seen[0]).to.be.within(0.4, 0.6);
    expect(seen[1]).to.be.within(0.9, 1);
    expect(seen[2]).to.equal(1);
    expect(completedAt).to.be.within(300, 320);
  });

  it('accepts a repeat count of 19 and rejects 20, saying so', async () => {
    expect(checkAnimation({ repeat: 19 }).repeat).to.equal(19);
    expect(() => checkAnimation({ repeat: 20 })).to.throw(
      RangeError,
      'Animation repeat must be a whole number from 0 to 19, got 20',
    );
    const animate = await loadAnimate();
    expect(() => animate({ repeat: 20 })).to.throw(RangeError, 'got 20');
    expect(() => checkAnimation({ repeat: 1.5 })).to.throw(RangeError, 'got 1.5');
  });

  it('rejects an easing name popmotion does not have, naming it', async () => {
    expect(checkAnimation({ ease: 'easeInOut' }).type).to.equal('tween');
    const animate = await loadAnimate();
    expect(() => animate({ ease: 'bouncy' as never })).to.throw(
      RangeError,
      "Unknown easing 'bouncy'",
    );
  });

  it('rejects cubic-bezier arrays that do not hold four numbers', () => {
    expect(() => checkAnimation({ ease: [0.4, 0, 0.2] as never })).to.throw(
      TypeError,
      'A cubic-bezier easing needs four numbers, got [0.4,0,0.2]',
    );
    expect(() => checkAnimation({ ease: [0.4, 0, 'x', 1] as never })).to.throw(
      TypeError,
      'A cubic-bezier easing needs four numbers, got [0.4,0,"x",1]',
    );
    expect(checkAnimation({ ease: [0.4, 0, 0.2, 1] }).type).to.equal('tween');
  });

  it('eases by cubic-bezier points and by name', async () => {
    // ease-in (0.42, 0, 1, 1) is slow at first: well under half-way at half the time.
    const bezier = await run({ ease: [0.42, 0, 1, 1], duration: 400 }, [200, 420]);
    expect(bezier.seen[0]).to.be.within(0.2, 0.4);
    expect(bezier.seen[1]).to.equal(1);
    await releaseClock(clock, 100);
    const named = await run({ ease: 'easeOut', duration: 400 }, [200]);
    expect(named.seen[0]).to.be.above(0.6);
  });
});
