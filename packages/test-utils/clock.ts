// Fake clocks (sinon's), the two kinds the tests use. Both are sinon's default sandbox's, so a
// test file's `sinon.restore()` restores them too.
import sinon from 'sinon';

export type FakeClock = sinon.SinonFakeTimers;

/**
 * Fakes `setTimeout` and `clearTimeout` only: animation frames, tasks, promises and `Date` stay
 * real, so renders and observers go on while the test steps delays with `tick`/`tickAsync`.
 * `clearNative` also drops the page's real timeouts pending from before.
 */
export function fakeTimeouts({ clearNative = false } = {}): FakeClock {
  return sinon.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout'],
    shouldClearNativeTimers: clearNative,
  });
}

/**
 * Fakes timeouts, animation frames and `performance.now()`: an animation advances only with the
 * clock. Real timeouts pending from before are dropped.
 */
export function fakeAnimationClock(): FakeClock {
  return sinon.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
    shouldClearNativeTimers: true,
  });
}

/**
 * Runs what `clock` still holds (Preact runs effects after paint through a `setTimeout`: left on a
 * restored fake clock, they would never run), then restores it. Nothing when there is no clock.
 */
export async function releaseClock(clock: FakeClock | undefined, ms = 100): Promise<void> {
  if (!clock) return;
  await clock.tickAsync(ms);
  clock.restore();
}
