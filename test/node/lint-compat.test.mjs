import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintSource, readyAtCommitFolders } from '../../scripts/lint-compat.mjs';

const lint = (code, file = 'elements/video/Video.tsx') => lintSource(file, code);

test('rejects React APIs that preact/compat lacks, named or through a namespace', () => {
  assert.equal(lint(`import { useActionState, useState } from 'react';`).length, 1);
  assert.equal(lint(`import { useOptimistic as opt } from 'react';`).length, 1);
  assert.equal(lint(`import * as React from 'react'; React.useFormStatus();`).length, 1);
  assert.equal(lint(`import React from 'react'; React.cache(() => 1);`).length, 1);
  assert.equal(lint(`import { preload } from 'react-dom';`).length, 1);
  assert.deepEqual(lint(`import { useState, useEffect } from 'react';`), []);
});

test('rejects an import of another element folder, allows packages and own files', () => {
  assert.equal(lint(`import { x } from '../search/scope.ts';`).length, 1);
  assert.deepEqual(
    lint(`import { x } from './captions.ts'; import { y } from '../../packages/core/index.ts';`),
    [],
  );
});

test('rejects an import from packages/ up into elements/ or the React wrappers', () => {
  const file = 'packages/core/scope.ts';
  assert.equal(lintSource(file, `import { x } from '../../elements/search/scope.ts';`).length, 1);
  assert.equal(lintSource(file, `import type { X } from '../../react/index.ts';`).length, 1);
  assert.deepEqual(lintSource(file, `import { y } from '../element/index.ts';`), []);
  assert.deepEqual(
    lintSource(
      'react/elements/ib-tabs.ts',
      `import { IbTabs } from '../../elements/tabs/ib-tabs.ts';`,
    ),
    [],
  );
});

test('rejects eval, new Function, string timers and raw HTML sinks', () => {
  assert.equal(lint(`eval('1');`).length, 1);
  assert.equal(lint(`new Function('return 1');`).length, 1);
  assert.equal(lint(`setTimeout('alert(1)', 1);`).length, 1);
  assert.equal(lint(`el.innerHTML = title;`).length, 1);
  assert.equal(lint(`el.insertAdjacentHTML('beforeend', title);`).length, 1);
  assert.equal(lint(`document.write(title);`).length, 1);
  assert.equal(lint(`const a = <div dangerouslySetInnerHTML={{ __html: x }} />;`).length, 1);
  assert.deepEqual(lint(`el.textContent = title; const h = el.innerHTML; stream.write(x);`), []);
});

test('the Trusted Types module is the one place allowed to create HTML', () => {
  assert.deepEqual(
    lint(`el.innerHTML = policy.createHTML(x);`, 'packages/core/trusted-html.ts'),
    [],
  );
});

test('rejects useEffect in an element folder whose element is ready at commit', () => {
  const readyAtCommit = new Set(['elements/tooltip']);
  const code = `import { useEffect, useLayoutEffect } from 'react';`;
  assert.equal(lintSource('elements/tooltip/Tooltip.tsx', code, { readyAtCommit }).length, 1);
  assert.equal(
    lintSource(
      'elements/tooltip/Tooltip.tsx',
      `import * as React from 'react'; React.useEffect(f);`,
      { readyAtCommit },
    ).length,
    1,
  );
  assert.deepEqual(lintSource('elements/video/Video.tsx', code, { readyAtCommit }), []);
});

test('finds the element folders that declare readyAt: commit', () => {
  const folders = readyAtCommitFolders();
  assert.ok(folders.has('elements/tooltip'));
  assert.ok(!folders.has('elements/video'));
});
