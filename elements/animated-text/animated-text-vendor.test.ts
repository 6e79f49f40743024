// ib-animated-text when popmotion's file cannot be fetched. Its own page: once loaded, a module is
// never fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import {
  blockRequests,
  blockedRequests,
  recordErrors,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { expect, fakeAnimationClock, type FakeClock } from '../../packages/test-utils/index.ts';
import './ib-animated-text.ts';
import type { IbAnimatedText } from './ib-animated-text.ts';

const POPMOTION = '/packages/popmotion/popmotion.ts'; // through core's animation helper
/** One phrase's turn, as the README states it: held 1.1 s, exit 0.4 s, entry of the next 0.3 s. */
const CYCLE_MS = 1800;
const opacities = (spans: HTMLElement[]) => spans.map((span) => Number(span.style.opacity));

let errors: ReturnType<typeof recordErrors> | undefined;
let clock: FakeClock | undefined;
afterEach(async () => {
  document.querySelectorAll('ib-animated-text, #text-toggle').forEach((el) => el.remove());
  await clock?.tickAsync(500); // popmotion's queued frames run before the real clock is back
  clock?.restore();
  clock = undefined;
  errors?.stop();
  await unblockRequests();
});

describe('ib-animated-text when popmotion cannot load', () => {
  it('keeps the first phrase, reports one ChunkLoadError, and animates once played again', async () => {
    await blockRequests([POPMOTION]);
    errors = recordErrors();
    const button = document.createElement('button');
    button.id = 'text-toggle';
    button.type = 'button';
    const el = document.createElement('ib-animated-text') as IbAnimatedText;
    el.setAttribute('toggle', 'text-toggle');
    el.innerHTML = '<span>SMS</span><span>WhatsApp</span><span>email</span>';
    document.body.append(button, el);
    const spans = [...el.querySelectorAll('span')];

    await waitUntil(() => errors!.chunkErrors().length === 1, 'no ChunkLoadError reported', {
      timeout: 5000,
    });
    expect(errors.calls.length).to.equal(1);
    expect(errors.calls[0][0]).to.equal('[ib-blocks] <ib-animated-text>');
    expect(await blockedRequests()).to.have.length(1);
    expect(opacities(spans)).to.deep.equal([1, 0, 0]);

    await unblockRequests();
    button.click(); // pause
    await Promise.resolve();
    // The fake clock first: the element's phrase timers and popmotion's frames run on it.
    clock = fakeAnimationClock();
    button.click(); // play: popmotion is asked for again
    await clock.tickAsync(0);
    await import('../../packages/popmotion/popmotion.ts'); // the same module the element's retry is fetching
    await clock.tickAsync(0);
    expect(await blockedRequests()).to.have.length(1); // the retry went through
    await clock.tickAsync(CYCLE_MS + 60);
    expect(opacities(spans)).to.deep.equal([0, 1, 0]);
    expect(errors.calls.length).to.equal(1);
  });
});
