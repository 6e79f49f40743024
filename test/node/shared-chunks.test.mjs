import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedChunks } from '../../scripts/lib/shared-chunks.mjs';

test('keeps the chunks at least half of the elements import, most shared first', () => {
  const importsOf = new Map([
    ['ib-a', ['chunks/runtime-1', 'chunks/core-2']],
    ['ib-b', ['chunks/runtime-1', 'chunks/core-2', 'chunks/floating-3']],
    ['ib-c', ['chunks/runtime-1']],
    ['ib-d', ['chunks/runtime-1', 'chunks/vendor-4']],
  ]);
  assert.deepEqual(sharedChunks(importsOf), ['chunks/runtime-1', 'chunks/core-2']);
});

test('an empty build preloads nothing', () => {
  assert.deepEqual(sharedChunks(new Map()), []);
});
