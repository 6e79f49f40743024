// ib-lottie when lottie-web's script cannot be fetched. Its own page: once loaded, a module is never
// fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import {
  blockRequests,
  blockedRequests,
  recordErrors,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { expect, firstEvent } from '../../packages/test-utils/index.ts';
import './ib-lottie.ts';
import type { IbLottie } from './ib-lottie.ts';

const PLAYER = '/elements/lottie/lottie-svg.ts';
const BOX = new URL('../../fixtures/animation/box.json', import.meta.url).href;

const box = (el: IbLottie) => el.shadowRoot!.querySelector<HTMLElement>('[part="animation"]')!;
const fallbackShown = (el: IbLottie) =>
  Boolean(el.shadowRoot!.querySelector('[part="fallback"] slot')) && box(el).hidden;

function lottie() {
  const el = document.createElement('ib-lottie') as IbLottie;
  el.setAttribute('src', BOX);
  el.style.cssText = 'display: block; width: 200px; height: 200px';
  const fallback = document.createElement('p');
  fallback.textContent = 'A blue square';
  el.append(fallback);
  return el;
}

/** What an element reports when its loading ends: the first of these it fires. */
const OUTCOME = ['ib-lottie-load', 'ib-lottie-error'];

let errors: ReturnType<typeof recordErrors> | undefined;
before(() => setViewport({ width: 800, height: 600 }));
afterEach(async () => {
  errors?.stop();
  document.querySelectorAll('ib-lottie').forEach((el) => el.remove());
  await unblockRequests();
});

describe('ib-lottie when the player cannot load', () => {
  it('shows the fallback, reports one ChunkLoadError naming the file, and the next element loads the player', async function () {
    this.timeout(30000); // the second element fetches and starts the real player on a busy machine
    await blockRequests([PLAYER]);
    errors = recordErrors();
    const first = lottie();
    const outcome = firstEvent(first, OUTCOME);
    document.body.append(first);
    expect((await outcome).type).to.equal('ib-lottie-error');
    await waitUntil(() => fallbackShown(first), 'the fallback did not show', { timeout: 5000 });
    expect(errors.calls.length).to.equal(1);
    expect(errors.calls[0][0]).to.equal('[ib-blocks] <ib-lottie>');
    const [error] = errors.chunkErrors() as Array<Error & { request: string }>;
    expect(error.message).to.contain('Loading chunk lottie-svg failed.');
    expect(new URL(error.request).pathname).to.equal(PLAYER);
    expect(await blockedRequests()).to.have.length(1);

    await unblockRequests();
    first.remove();
    const second = lottie();
    const loaded = firstEvent(second, OUTCOME);
    document.body.append(second);
    expect((await loaded).type).to.equal('ib-lottie-load');
    expect([box(second).hidden, fallbackShown(second), Boolean(second.animation)]).to.deep.equal([
      false,
      false,
      true,
    ]);
    expect(errors.calls.length).to.equal(1);
  });
});
