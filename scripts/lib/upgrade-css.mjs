// dist/themes/upgrade.css, assembled from packages/themes/upgrade.css (the shared rules, first)
// and each element folder's upgrade.css (its rules before it upgrades), in folder order. The
// rules an element keeps for `@media (scripting: enabled)` are gathered into one such block at
// the end: what they hide must win over the boxes given above (docs/architecture.md, "Adding a
// block"). A folder whose elements look before the upgrade as the light-DOM sheet they adopt
// makes them after names that sheet (`@import './form-fields.css';`): its rules come in, for the
// element before it is defined, instead of a copy. Served by the build and by the test runner's
// dev server alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SHARED = 'packages/themes/upgrade.css';
const SCRIPTING = '@media (scripting: enabled)';
/** What every rule here matches: the element before it is defined, or waiting for its first render. */
const BEFORE_UPGRADE = ':is(:not(:defined), [data-ib-deferred])';
const LIGHT_SHEET_IMPORT = /@import\s+(['"])\.\/([\w-]+\.css)\1\s*;/g;
/** An element's tag as a type selector (`ib-form`), not part of a longer name or a custom property. */
const TAG = /(?<![-\w])ib-[a-z0-9]+(?:-[a-z0-9]+)*(?![-\w])/g;

/** The element folders' upgrade.css files, sorted by folder. */
export const elementUpgradeFiles = (root = process.cwd()) =>
  readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `elements/${entry.name}/upgrade.css`)
    .filter((file) => existsSync(join(root, file)))
    .sort();

/**
 * The sheet's top-level statements: `{ text, prelude, body, comment }`. `text` is the statement
 * with the comments before it, `comment` those comments, `prelude` what comes before its brace
 * (`@media …`, a selector) and `body` what is between its braces (undefined for trailing comments).
 */
export function topLevelStatements(css) {
  const statements = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let at = 0; at < css.length; at += 1) {
    if (css.startsWith('/*', at)) {
      const end = css.indexOf('*/', at + 2);
      at = end < 0 ? css.length : end + 1;
    } else if (css[at] === '"' || css[at] === "'") {
      const quote = css[at];
      for (at += 1; at < css.length && css[at] !== quote; at += 1) if (css[at] === '\\') at += 1;
    } else if (css[at] === '{') {
      if (depth === 0) open = at;
      depth += 1;
    } else if (css[at] === '}') {
      depth -= 1;
      if (depth === 0) {
        const text = css.slice(start, at + 1).trim();
        const prelude = css
          .slice(start, open)
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .trim();
        statements.push({ text, prelude, body: css.slice(open + 1, at), comment: commentOf(text) });
        start = at + 1;
      }
    }
  }
  if (css.slice(start).trim()) statements.push({ text: css.slice(start).trim(), prelude: '' });
  return statements;
}

/** The comment before a statement's prelude, if any (it travels with the statement's rules). */
function commentOf(text) {
  const match = /^(\/\*[\s\S]*?\*\/\s*)+/.exec(text);
  return match ? match[0].trim() : '';
}

/**
 * A light-DOM sheet's rules for its elements before they upgrade: each tag it names matches the
 * element only while undefined or deferred. Its comments stay behind (the import's own says why).
 */
export const beforeUpgrade = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim()
    .replace(TAG, `$&${BEFORE_UPGRADE}`);

/**
 * A folder's upgrade.css with the light-DOM sheets it imports written in, for before the upgrade.
 * Any other `@import` would land mid-sheet, where the browser ignores it: the build stops instead.
 */
export function withLightSheets(css, file, root = process.cwd()) {
  const written = css.replace(LIGHT_SHEET_IMPORT, (_, quote, sheet) =>
    beforeUpgrade(readFileSync(join(root, dirname(file), sheet), 'utf8')),
  );
  if (/@import\b/.test(written.replace(/\/\*[\s\S]*?\*\//g, '')))
    throw new Error(`${file}: only a sheet beside it is imported, as @import './<sheet>.css';`);
  return written;
}

/** The assembled upgrade.css, unminified (the build minifies it). */
export function upgradeCss(root = process.cwd()) {
  const own = [];
  const scripted = [];
  for (const file of elementUpgradeFiles(root)) {
    const statements = topLevelStatements(
      withLightSheets(readFileSync(join(root, file), 'utf8'), file, root),
    );
    const kept = statements.filter((statement) => statement.prelude !== SCRIPTING);
    const hoisted = statements.filter((statement) => statement.prelude === SCRIPTING);
    if (kept.length) own.push(`/* ${file} */\n${kept.map(({ text }) => text).join('\n\n')}`);
    if (hoisted.length)
      scripted.push(
        `  /* ${file} */\n${hoisted
          .map(
            ({ comment, body }) =>
              `${comment ? `${comment.replace(/^/gm, '  ')}\n` : ''}${body.replace(/^\n+|\s+$/g, '')}`,
          )
          .join('\n\n')}`,
      );
  }
  return (
    [
      readFileSync(join(root, SHARED), 'utf8').trim(),
      ...own,
      `/*
 * Last: what the elements take out of the flow (a modal's body goes into a closed dialog) is
 * hidden up front, over the boxes above. \`scripting: enabled\` keeps it visible for visitors
 * without JavaScript, for whom the light DOM is the page.
 */
${SCRIPTING} {
${scripted.join('\n\n')}
}`,
    ].join('\n\n') + '\n'
  );
}

/** Plugin for @web/dev-server (test runner): the assembled sheet at /__ib/upgrade.css. */
export function upgradeCssDevServer() {
  const path = '/__ib/upgrade.css';
  return {
    name: 'ib-upgrade-css',
    serve: (context) => (context.path === path ? { body: upgradeCss(), type: 'css' } : undefined),
  };
}
