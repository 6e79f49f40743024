import { expect } from '@open-wc/testing';
import type { ChunkLoadError } from '../core/chunks.ts';
import { loadElement } from './load-element.ts';
import { fakeTimeouts, rejectionOf } from '../test-utils/index.ts';

declare global {
  interface Window {
    ibFixtureChunkRuns?: number;
  }
}

describe('loadElement', () => {
  it('imports the element file at the request URL', async () => {
    const module = (await loadElement(
      'ib-fixture',
      new URL('./test-fixtures/elements/ib-fixture.js', import.meta.url).href,
    )) as { loaded: string };
    expect(module.loaded).to.equal('ib-fixture');
    expect(window.ibFixtureChunkRuns).to.equal(1);
  });

  it('rejects a missing chunk with a ChunkLoadError naming the tag, cause and address', async () => {
    const request = new URL('/no-such-folder/elements/ib-missing.js', location.href).href;
    const error = await rejectionOf<ChunkLoadError>(loadElement('ib-missing', request));
    expect(error).to.be.instanceOf(Error);
    expect(error.name).to.equal('ChunkLoadError');
    expect(error.type).to.equal('missing');
    expect(error.request).to.equal(request);
    expect(error.message).to.equal(`Loading chunk ib-missing failed.\n(missing: ${request})`);
  });

  it('rejects with type "timeout" after 120000 ms when the chunk never arrives', async () => {
    const clock = fakeTimeouts();
    try {
      let settled: ChunkLoadError | undefined;
      loadElement(
        'ib-slow',
        'https://cdn.example/ib/elements/ib-slow.js',
        () => new Promise(() => {}),
      ).catch((error) => (settled = error));
      await clock.tickAsync(119999);
      expect(settled).to.equal(undefined);
      await clock.tickAsync(1);
      expect(settled?.name).to.equal('ChunkLoadError');
      expect(settled?.type).to.equal('timeout');
      expect(settled?.message).to.equal(
        'Loading chunk ib-slow failed.\n(timeout: https://cdn.example/ib/elements/ib-slow.js)',
      );
    } finally {
      clock.restore();
    }
  });

  it('counts a chunk whose own import cannot be fetched as missing', async () => {
    const request = new URL('./test-fixtures/elements/ib-broken-import.js', import.meta.url).href;
    const error = await rejectionOf<ChunkLoadError>(loadElement('ib-broken-import', request));
    expect(error.name).to.equal('ChunkLoadError');
    expect(error.type).to.equal('missing');
  });

  it('reports a TypeError thrown while the chunk runs as a TypeError, not as a missing chunk', async () => {
    const request = new URL('./test-fixtures/elements/ib-throws-type-error.js', import.meta.url)
      .href;
    const error = await rejectionOf<ChunkLoadError>(loadElement('ib-throws-type-error', request));
    expect(error.name).to.equal('ChunkLoadError');
    expect(error.type).to.equal('TypeError');
    expect(error.message).to.equal(
      `Loading chunk ib-throws-type-error failed.\n(TypeError: ${request})`,
    );
    // The original error rides along, its message and stack intact.
    expect(error.cause).to.be.instanceOf(TypeError);
    expect((error.cause as TypeError).message).to.match(/width/);
  });

  it('names the error a chunk threw while running', async () => {
    const error = await rejectionOf<ChunkLoadError>(
      loadElement('ib-bad', 'ib-blocks/ib-bad', () => Promise.reject(new SyntaxError('bad'))),
    );
    expect(error.type).to.equal('SyntaxError');
  });

  it('names a bundled element file by its module name', async () => {
    const error = await rejectionOf<ChunkLoadError>(
      loadElement('ib-gone', 'ib-blocks/ib-gone', () =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: https://shop.example/assets/ib-gone-1a2b.js',
          ),
        ),
      ),
    );
    expect(error.type).to.equal('missing');
    expect(error.request).to.equal('ib-blocks/ib-gone');
    expect(error.message).to.equal('Loading chunk ib-gone failed.\n(missing: ib-blocks/ib-gone)');
  });
});
