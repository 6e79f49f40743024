// The README is what a newcomer reads first, on npm or in the repository: every file it links or
// names under docs/ must be there, and every in-page link must name one of its headings.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const readme = readFileSync('README.md', 'utf8');
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

test('the README links only to files in the repository and to its own headings', () => {
  const headings = new Set([...readme.matchAll(/^#+ (.+)$/gm)].map((match) => slug(match[1])));
  const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  assert.ok(targets.length > 0);
  for (const target of targets) {
    if (/^https?:/.test(target)) continue;
    if (target.startsWith('#'))
      assert.ok(headings.has(target.slice(1)), `no heading for ${target}`);
    else assert.ok(existsSync(target), `${target} is not in the repository`);
  }
});

test('every doc the README names is in the repository', () => {
  const named = [
    ...new Set(
      [
        ...readme.matchAll(/`((?:docs|elements|demo|wordpress)\/[^`*<>]+\.(?:md|js|jpg|png))`/g),
      ].map((match) => match[1]),
    ),
  ];
  assert.ok(named.includes('docs/build.md'));
  for (const path of named)
    assert.ok(existsSync(path), `${path} is named in the README but missing`);
});
