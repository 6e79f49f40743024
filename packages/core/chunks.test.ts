import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk, moduleNotFound } from './chunks.ts';
import { rejectionOf } from '../test-utils/index.ts';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).href;

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    const url = fixture('chunk-ok.js');
    const module = await loadChunk<{ answer: number }>(
      'ok',
      url,
      () => import(/* @vite-ignore */ url),
    );
    expect(module.answer).to.equal(42);
  });

  it('rejects a missing file with ChunkLoadError type "missing" and the address', async () => {
    const url = fixture('does-not-exist.js');
    const error = await rejectionOf<ChunkLoadError>(
      loadChunk('ib-nothing', url, () => import(/* @vite-ignore */ url)),
    );
    expect(error instanceof ChunkLoadError && error instanceof Error).to.equal(true);
    expect([error.name, error.type, error.request, error.message]).to.deep.equal([
      'ChunkLoadError',
      'missing',
      url,
      `Loading chunk ib-nothing failed.\n(missing: ${url})`,
    ]);
    expect((error.cause as Error).name).to.equal('TypeError');
  });

  it('rejects a module with a syntax error with type "SyntaxError"', async () => {
    const url = fixture('syntax-error.js');
    const error = await rejectionOf<ChunkLoadError>(
      loadChunk('broken', url, () => import(/* @vite-ignore */ url)),
    );
    expect([error.name, error.type, error.message]).to.deep.equal([
      'ChunkLoadError',
      'SyntaxError',
      `Loading chunk broken failed.\n(SyntaxError: ${url})`,
    ]);
    expect((error.cause as Error).name).to.equal('SyntaxError');
  });

  it('names an error thrown while the module runs by its type', async () => {
    const error = await rejectionOf<ChunkLoadError>(
      loadChunk('throws', '/x.js', () => Promise.reject(new RangeError('bad')) as Promise<unknown>),
    );
    expect(error.type).to.equal('RangeError');
  });

  it('turns an importer that throws synchronously into a rejection', async () => {
    const error = await rejectionOf<ChunkLoadError>(
      loadChunk('sync', '/x.js', () => {
        throw new ReferenceError('nope');
      }),
    );
    expect([error.name, error.type]).to.deep.equal(['ChunkLoadError', 'ReferenceError']);
  });

  describe('time-out', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    it('is 120000 ms by default and rejects even if the import never settles', async () => {
      let settled = '';
      loadChunk('slow', '/slow.js', () => new Promise(() => undefined)).then(
        () => (settled = 'resolved'),
        (error: ChunkLoadError) => (settled = `${error.name} ${error.type} ${error.message}`),
      );
      await clock.tickAsync(CHUNK_TIMEOUT_MS - 1);
      const before = settled;
      await clock.tickAsync(1);
      expect([CHUNK_TIMEOUT_MS, before, settled]).to.deep.equal([
        120000,
        '',
        'ChunkLoadError timeout Loading chunk slow failed.\n(timeout: /slow.js)',
      ]);
    });

    it('honours a custom time-out and clears its timer on success', async () => {
      const result = loadChunk('fast', '/fast.js', () => Promise.resolve('done'), 50);
      await clock.tickAsync(0);
      expect([await result, clock.countTimers()]).to.deep.equal(['done', 0]);
    });
  });
});

describe('moduleNotFound', () => {
  it('says Cannot find module with code MODULE_NOT_FOUND', () => {
    const error = moduleNotFound('ib-unknown');
    expect([error instanceof Error, error.message, error.code]).to.deep.equal([
      true,
      "Cannot find module 'ib-unknown'",
      'MODULE_NOT_FOUND',
    ]);
  });
});
