// dist/themes/upgrade.css is assembled from the shared rules and each element folder's own
// (scripts/lib/upgrade-css.mjs): the shared ones first, the `scripting: enabled` block that hides
// what leaves the flow last, and each folder's rules only about its own elements.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { defineFiles } from '../../scripts/lib/define-files.mjs';
import {
  elementUpgradeFiles,
  topLevelStatements,
  upgradeCss,
} from '../../scripts/lib/upgrade-css.mjs';

const css = upgradeCss();
const statements = topLevelStatements(css);

test('the shared rules come first and one scripting block comes last', () => {
  assert.ok(css.startsWith(readFileSync('packages/themes/upgrade.css', 'utf8').trim()));
  assert.equal(statements.at(-1).prelude, '@media (scripting: enabled)');
  assert.equal(
    statements.filter(({ prelude }) => prelude === '@media (scripting: enabled)').length,
    1,
  );
  // The modal is a block, then hidden: the hiding rule must come after.
  assert.ok(
    css.indexOf('ib-modal:is(:not(:defined), [data-ib-deferred]) {\n  display: block;') <
      css.indexOf('ib-modal:is(:not(:defined), [data-ib-deferred]) {\n    display: none;'),
  );
});

test("every folder's rules are in the sheet", () => {
  const files = elementUpgradeFiles();
  assert.ok(files.length >= 20);
  for (const file of files) {
    assert.ok(css.includes(`/* ${file} */`), file);
    for (const { body } of topLevelStatements(readFileSync(file, 'utf8'))) {
      for (const line of (body ?? '').split('\n').filter((text) => text.trim()))
        assert.ok(css.includes(line.trim()), `${file}: ${line.trim()}`);
    }
  }
});

test("a folder's upgrade.css is only about the folder's own elements", () => {
  const strays = [];
  for (const file of elementUpgradeFiles()) {
    const folder = file.split('/')[1];
    const own = new Set(
      defineFiles()
        .filter((entry) => entry.file.split('/')[1] === folder)
        .map(({ tag }) => tag),
    );
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, tag] of text.matchAll(/(?<![-\w])(ib-[a-z-]+)(?=[:[\s.>,)])/g))
      if (!own.has(tag) && !tag.startsWith('ib-' + folder + '-')) strays.push(`${file}: ${tag}`);
  }
  assert.deepEqual(strays, []);
});
