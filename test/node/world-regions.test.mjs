// The committed world map (fixtures/map/world-regions.json, demo/pages/map.html) is what
// scripts/world-regions.mjs writes from the installed data packages today.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

test('the world map output is up to date with its generator', () => {
  const run = spawnSync(process.execPath, ['scripts/world-regions.mjs', '--check'], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr || run.stdout);
});
