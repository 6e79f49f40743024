import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { describePackage, packageRoot } from '../../scripts/lib/third-party-notices.mjs';

test('packageRoot finds the innermost package of a module id, scoped or not', () => {
  assert.deepEqual(packageRoot('/app/node_modules/hls.js/dist/hls.mjs'), {
    dir: '/app/node_modules/hls.js',
    name: 'hls.js',
  });
  assert.deepEqual(packageRoot('/app/node_modules/@floating-ui/dom/dist/x.mjs'), {
    dir: '/app/node_modules/@floating-ui/dom',
    name: '@floating-ui/dom',
  });
  assert.deepEqual(packageRoot('/app/node_modules/popmotion/node_modules/tslib/tslib.es6.js'), {
    dir: '/app/node_modules/popmotion/node_modules/tslib',
    name: 'tslib',
  });
  assert.equal(packageRoot('/app/elements/video/Video.tsx'), undefined);
});

test('describePackage takes the licence file the package ships, else the MIT text its package.json names', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notices-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ version: '1.2.3', license: 'MIT', author: { name: 'Ada' } }),
  );
  const withoutFile = describePackage(dir, 'lib');
  assert.equal(withoutFile.version, '1.2.3');
  assert.match(withoutFile.text, /^MIT License\n\nCopyright \(c\) Ada\n/);
  assert.match(withoutFile.text, /ships no licence file/);
  writeFileSync(join(dir, 'LICENSE.md'), 'Own text');
  assert.equal(describePackage(dir, 'lib').text, 'Own text');
});
