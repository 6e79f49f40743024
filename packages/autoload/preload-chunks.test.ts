import { expect } from '@open-wc/testing';
import { preloadSharedChunks } from './preload-chunks.ts';

describe('preloadSharedChunks', () => {
  const base = 'https://cdn.example/ib-blocks/dist/autoload.js';

  it('imports every shared chunk next to the autoloader', async () => {
    const imported: string[] = [];
    preloadSharedChunks(['chunks/runtime-AbC123', 'chunks/core-xYz789'], base, async (url) =>
      imported.push(url),
    );
    expect(imported).to.deep.equal([
      'https://cdn.example/ib-blocks/dist/chunks/runtime-AbC123.js',
      'https://cdn.example/ib-blocks/dist/chunks/core-xYz789.js',
    ]);
  });

  it('swallows a failed preload: the element import that needs the chunk reports it', async () => {
    let rejected = 0;
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => (
      unhandled.push(event.reason),
      event.preventDefault()
    );
    addEventListener('unhandledrejection', onUnhandled);
    try {
      preloadSharedChunks(
        ['chunks/gone'],
        base,
        () => (rejected++, Promise.reject(new TypeError('Failed to fetch'))),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      removeEventListener('unhandledrejection', onUnhandled);
    }
    expect(rejected).to.equal(1);
    expect(unhandled.length).to.equal(0);
  });

  it('really imports the chunk module through the default importer, and runs it once however often it is asked', async () => {
    window.ibFixtureChunkRuns = 0;
    const autoloader = new URL('./test-fixtures/autoload.js', import.meta.url);
    preloadSharedChunks(['elements/ib-fixture'], autoloader);
    preloadSharedChunks(['elements/ib-fixture'], autoloader);
    for (let i = 0; i < 50 && !window.ibFixtureChunkRuns; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.ibFixtureChunkRuns).to.equal(1);
  });
});
