// ib-rive when the runtime's script cannot be fetched. Its own page: once loaded, a module is never
// fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import {
  blockRequests,
  blockedRequests,
  recordErrors,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { expect, firstEvent, fixtureCleanup } from '../../packages/test-utils/index.ts';
import './ib-rive.ts';
import type { IbRive } from './ib-rive.ts';

const RUNTIME = '/elements/rive/rive-runtime.ts';
const WASM = '/node_modules/@rive-app/canvas/rive.wasm';
const BOX = new URL('../../fixtures/animation/box.riv', import.meta.url).href;

const canvasOf = (el: IbRive) =>
  el.shadowRoot!.querySelector<HTMLCanvasElement>('[part="canvas"]')!;
const fallbackShown = (el: IbRive) =>
  Boolean(el.shadowRoot!.querySelector('[part="fallback"] slot')) && canvasOf(el).hidden;

function rive() {
  const el = document.createElement('ib-rive') as IbRive;
  el.setAttribute('src', BOX);
  el.setAttribute('wasm-url', WASM);
  el.style.cssText = 'display: block; width: 200px; height: 200px';
  const fallback = document.createElement('p');
  fallback.textContent = 'Our platform at a glance';
  el.append(fallback);
  return el;
}

/** What an element reports when its loading ends: the first of these it fires. */
const OUTCOME = ['ib-rive-load', 'ib-rive-error'];

let errors: ReturnType<typeof recordErrors> | undefined;
before(() => setViewport({ width: 800, height: 600 }));
afterEach(async () => {
  errors?.stop();
  fixtureCleanup();
  document.querySelectorAll('ib-rive').forEach((el) => el.remove());
  await unblockRequests();
});

describe('ib-rive when the runtime cannot load', () => {
  it('shows the fallback, reports one ChunkLoadError naming the file, and the next element loads the runtime', async function () {
    this.timeout(30000); // the second element fetches and starts the real runtime on a busy machine
    await blockRequests([RUNTIME]);
    errors = recordErrors();
    const first = rive();
    const outcome = firstEvent(first, OUTCOME);
    document.body.append(first);
    expect((await outcome).type).to.equal('ib-rive-error');
    await waitUntil(() => fallbackShown(first), 'the fallback did not show', { timeout: 5000 });
    expect(first.shadowRoot!.querySelector('slot')!.assignedElements()[0].textContent).to.equal(
      'Our platform at a glance',
    );
    expect(errors.calls.length).to.equal(1);
    expect(errors.calls[0][0]).to.equal('[ib-blocks] <ib-rive>');
    const [error] = errors.chunkErrors() as Array<Error & { request: string }>;
    expect(error.message).to.contain('Loading chunk rive failed.');
    expect(new URL(error.request).pathname).to.equal(RUNTIME);
    expect(await blockedRequests()).to.have.length(1);

    await unblockRequests();
    first.remove();
    const second = rive();
    const loaded = firstEvent(second, OUTCOME);
    document.body.append(second);
    expect((await loaded).type).to.equal('ib-rive-load');
    expect([canvasOf(second).hidden, fallbackShown(second)]).to.deep.equal([false, false]);
    expect(errors.calls.length).to.equal(1);
  });
});
