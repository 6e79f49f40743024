import { expect } from '@open-wc/testing';
import { captureErrors, rejectionOf } from '../test-utils/index.ts';
import { blockRequests, blockedRequests, unblockRequests } from '../test-utils/block-requests.ts';
import type { ChunkLoadError } from './chunks.ts';
import { loadVendor, onNextInteraction } from './vendor.ts';

const fixture = new URL('./fixtures/vendor-ok.js', import.meta.url).href;

/**
 * An importer counting its calls, each one request for the chunk. Each test imports its own
 * address: a module the page has loaded once is never fetched again.
 */
function importer(url: string) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return import(/* @vite-ignore */ url) as Promise<{ answer: number }>;
  };
  return { calls, load };
}

afterEach(() => unblockRequests());

describe('loadVendor', () => {
  it('loads once for every caller', async () => {
    const { calls, load } = importer(`${fixture}?case=once`);
    const first = loadVendor('vendor-once', load);
    const second = loadVendor('vendor-once', load);
    expect(second).to.equal(first);
    expect((await first).answer).to.equal(42);
    expect((await loadVendor('vendor-once', load)).answer).to.equal(42);
    expect(calls.count).to.equal(1);
  });

  it('rejects a blocked chunk with a ChunkLoadError naming the file, reports it once and retries on the next call', async () => {
    const source = document.createElement('ib-some-block');
    const url = `${fixture}?case=blocked`;
    const { calls, load } = importer(url);
    await blockRequests(['/packages/core/fixtures/vendor-ok.js?case=blocked']);
    let first!: ChunkLoadError;
    let second!: ChunkLoadError;
    const errors = await captureErrors(async () => {
      first = await rejectionOf<ChunkLoadError>(loadVendor('vendor-blocked', load, source));
      second = await rejectionOf<ChunkLoadError>(loadVendor('vendor-blocked', load, source));
    });
    expect([first.name, first.type, first.chunkId, first.request]).to.deep.equal([
      'ChunkLoadError',
      'missing',
      'vendor-blocked',
      url,
    ]);
    expect(first.message).to.equal(`Loading chunk vendor-blocked failed.\n(missing: ${url})`);
    // Each call asked the network again; the visitor's console says it once, naming the element.
    expect([calls.count, (await blockedRequests()).length]).to.deep.equal([2, 2]);
    expect(second.message).to.equal(first.message);
    expect(errors.length).to.equal(1);
    expect(errors[0][0]).to.equal('[ib-blocks] <ib-some-block>');
    expect((errors[0][1] as Error).name).to.equal('ChunkLoadError');

    await unblockRequests();
    expect((await loadVendor('vendor-blocked', load, source)).answer).to.equal(42);
    expect(calls.count).to.equal(3);
  });
});

describe('onNextInteraction', () => {
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown']) {
    it(`calls back once, on the first ${type} inside the target`, () => {
      const target = document.createElement('div');
      const inner = document.createElement('button');
      target.append(inner);
      let calls = 0;
      onNextInteraction(target, () => (calls += 1));
      inner.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      inner.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      expect(calls).to.equal(1);
    });
  }

  it('calls nothing once stopped', () => {
    const target = document.createElement('div');
    let calls = 0;
    onNextInteraction(target, () => (calls += 1))();
    target.dispatchEvent(new Event('pointerdown'));
    expect(calls).to.equal(0);
  });
});
