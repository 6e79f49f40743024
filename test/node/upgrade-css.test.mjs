// dist/themes/upgrade.css is assembled from the shared rules and each element folder's own
// (scripts/lib/upgrade-css.mjs): the shared ones first, the `scripting: enabled` block that hides
// what leaves the flow last, each folder's rules only about its own elements, and a light-DOM
// sheet's rules taken in by `@import`, never copied.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { defineFiles } from '../../scripts/lib/define-files.mjs';
import {
  beforeUpgrade,
  elementUpgradeFiles,
  topLevelStatements,
  upgradeCss,
  withLightSheets,
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
    const text = withLightSheets(readFileSync(file, 'utf8'), file).replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, tag] of text.matchAll(/(?<![-\w])(ib-[a-z-]+)(?=[:[\s.>,)])/g))
      if (!own.has(tag) && !tag.startsWith('ib-' + folder + '-')) strays.push(`${file}: ${tag}`);
  }
  assert.deepEqual(strays, []);
});

test("an imported light-DOM sheet's rules match the element before it is defined", () => {
  assert.equal(
    beforeUpgrade(
      '/* why */\n:where(ib-share) :where(ul, ol) {\n  gap: var(--ib-share-gap, 1rem);\n}\n',
    ),
    ':where(ib-share:is(:not(:defined), [data-ib-deferred])) :where(ul, ol) {\n  gap: var(--ib-share-gap, 1rem);\n}',
  );
  assert.equal(
    beforeUpgrade('ib-navbar:where([menu-open]) [data-ib-close-icon] { margin: 0; }'),
    'ib-navbar:is(:not(:defined), [data-ib-deferred]):where([menu-open]) [data-ib-close-icon] { margin: 0; }',
  );
  const form = withLightSheets(
    readFileSync('elements/form/upgrade.css', 'utf8'),
    'elements/form/upgrade.css',
  );
  assert.ok(!form.includes('@import'));
  assert.throws(
    () => withLightSheets("@import url('../form/form-fields.css');", 'elements/share/upgrade.css'),
    /elements\/share\/upgrade.css: only a sheet beside it is imported/,
  );
  assert.ok(
    form.includes(
      ':where(ib-form:is(:not(:defined), [data-ib-deferred])) :where(textarea) {\n  min-block-size: 6rem;',
    ),
  );
});

test("no folder's upgrade.css copies a rule of a light-DOM sheet beside it", () => {
  const rule = ({ prelude, body }) =>
    `${prelude}{${body}}`.replace(/\s+/g, ' ').replace(/([(,]) /g, '$1');
  const copies = [];
  for (const file of elementUpgradeFiles()) {
    const folder = file.slice(0, -'upgrade.css'.length);
    const own = new Set(
      topLevelStatements(readFileSync(file, 'utf8'))
        .filter(({ body }) => body !== undefined)
        .map(rule),
    );
    for (const sheet of readdirSync(folder).filter((name) => name.endsWith('.css'))) {
      if (sheet === 'upgrade.css') continue;
      for (const statement of topLevelStatements(
        beforeUpgrade(readFileSync(folder + sheet, 'utf8')),
      ))
        if (statement.body !== undefined && own.has(rule(statement)))
          copies.push(`${file}: ${rule(statement).slice(0, 80)}`);
    }
  }
  assert.deepEqual(copies, []);
});
