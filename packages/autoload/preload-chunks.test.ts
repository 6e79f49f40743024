import { expect } from '@open-wc/testing';
import { sharedChunkPreloader } from './preload-chunks.ts';

describe('sharedChunkPreloader', () => {
  const base = 'https://cdn.example/ib-blocks/dist/autoload.js';

  it('imports every shared chunk next to the autoloader on the first call only', async () => {
    const imported: string[] = [];
    const preload = sharedChunkPreloader(['chunks/runtime-AbC123', 'chunks/core-xYz789'], base, async (url) => imported.push(url));
    expect(imported.length, 'nothing before an element is requested').to.equal(0);
    preload();
    preload();
    preload();
    expect(imported).to.deep.equal([
      'https://cdn.example/ib-blocks/dist/chunks/runtime-AbC123.js',
      'https://cdn.example/ib-blocks/dist/chunks/core-xYz789.js',
    ]);
  });

  it('swallows a failed preload: the element import that needs the chunk reports it', async () => {
    let rejected = 0;
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => (unhandled.push(event.reason), event.preventDefault());
    addEventListener('unhandledrejection', onUnhandled);
    try {
      sharedChunkPreloader(['chunks/gone'], base, () => (rejected++, Promise.reject(new TypeError('Failed to fetch'))))();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      removeEventListener('unhandledrejection', onUnhandled);
    }
    expect(rejected).to.equal(1);
    expect(unhandled.length).to.equal(0);
  });

  it('really imports the chunk module through the default importer', async () => {
    window.ibFixtureChunkRuns = 0;
    sharedChunkPreloader(['elements/ib-fixture'], new URL('./test-fixtures/autoload.js', import.meta.url))();
    for (let i = 0; i < 50 && !window.ibFixtureChunkRuns; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(window.ibFixtureChunkRuns).to.equal(1);
  });
});
