// Each block's README states its own behaviour rules under a "Behaviour" heading (numbers, states,
// requests, messages), so that no reader needs anything outside the repository (docs/behaviour.md).
// What a machine can keep true: every element's README has that section; every figure with a unit
// in it (ms, s, px, %) is a literal in the element's own source or in the shared packages it
// builds on, so a changed constant cannot leave a stale number in the docs (the same for the
// shared packages' own READMEs); and every message the element reports for bad input is written in
// its README.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const elements = readdirSync('elements').filter((name) =>
  statSync(join('elements', name)).isDirectory(),
);
const SHARED = ['packages/core', 'packages/element', 'packages/ui'];

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : filesUnder(path);
    return [path];
  });

/** Source a block ships (scripts and styles), not its tests, stories or test helpers. */
const sourceOf = (dir) =>
  filesUnder(dir)
    .filter((path) => /\.(ts|tsx|css)$/.test(path) && !/\.(test|stories)\.|test-support/.test(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');

/** Every number written in the source: `500`, `0.15`, `350px`, `1e3` is not one. */
const numbersIn = (text) =>
  new Set(
    [...text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)(?![\d.])/g)].map((match) => Number(match[1])),
  );

/** The README's "Behaviour" sections (`## Behaviour…`, or `### Behaviour…` under a tag's heading). */
function behaviourSections(readme) {
  const sections = [];
  const lines = readme.split('\n');
  lines.forEach((line, start) => {
    const heading = /^(#{2,3}) Behaviour\b/.exec(line);
    if (!heading) return;
    const level = heading[1].length;
    let end = start + 1;
    while (end < lines.length && !new RegExp(`^#{1,${level}} `).test(lines[end])) end++;
    sections.push(lines.slice(start, end).join('\n'));
  });
  return sections;
}

const shared = numbersIn(SHARED.map(sourceOf).join('\n'));

test('every element README has a Behaviour section', () => {
  assert.ok(elements.length > 30);
  for (const element of elements) {
    const readme = readFileSync(join('elements', element, 'README.md'), 'utf8');
    assert.ok(
      behaviourSections(readme).length > 0,
      `elements/${element}/README.md: no "## Behaviour"`,
    );
  }
});

/**
 * The figures with a unit in `prose` (code spans left out) that are not literals in `numbers`.
 * "about 180 px" describes a typical case rather than stating a rule: not checked.
 */
function figuresNotIn(prose, numbers) {
  const missing = [];
  const text = prose.replace(/`[^`]*`/g, '');
  for (const [figure, value, unit] of text.matchAll(
    /(?<![\w.,-]|about )(\d+(?:\.\d+)?) ?(ms|s|px|%)(?!\w)/g,
  )) {
    const n = Number(value);
    // 1.1 s may be written 1100 (ms), 25 % as 0.25, 44 px as 2.75 (rem).
    const forms = (unit === 's' ? [n, n * 1000] : unit === '%' ? [n, n / 100] : [n, n / 16]).map(
      (form) => Math.round(form * 1e6) / 1e6,
    );
    if (!forms.some((form) => numbers.has(form))) missing.push(figure);
  }
  return missing;
}

test("every figure in a Behaviour section is a literal in the element's code", () => {
  const stale = [];
  for (const element of elements) {
    const readme = readFileSync(join('elements', element, 'README.md'), 'utf8');
    const numbers = new Set([...numbersIn(sourceOf(join('elements', element))), ...shared]);
    for (const figure of figuresNotIn(behaviourSections(readme).join('\n'), numbers))
      stale.push(`${element}: ${figure}`);
  }
  assert.deepEqual(stale, [], 'README figures that no source file holds');
});

test("every figure in the shared packages' READMEs is a literal in their code", () => {
  const stale = SHARED.filter((dir) => existsSync(join(dir, 'README.md'))).flatMap((dir) =>
    figuresNotIn(readFileSync(join(dir, 'README.md'), 'utf8'), shared).map(
      (figure) => `${dir}: ${figure}`,
    ),
  );
  assert.deepEqual(stale, [], 'README figures that no source file holds');
});

/** The messages a source writes: `new Error('…')`, `problem: '…'`, `problems.push('…')`. */
const messagesIn = (text) =>
  [
    ...text.matchAll(
      /(?:new (?:Range|Type)?Error\(|problem: |problems\.push\()\s*(['`])((?:(?!\1)[^\\]|\\.)*)\1/g,
    ),
  ].map((match) => match[2]);

/** A message as a pattern: its fixed text, any `${…}` standing for what the README writes there. */
const messagePattern = (message) =>
  new RegExp(
    message
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
      .join('[^`]*?'),
  );

test('every message an element reports is written in its README', () => {
  const unwritten = [];
  let count = 0;
  for (const element of elements) {
    const readme = readFileSync(join('elements', element, 'README.md'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    const messages = messagesIn(sourceOf(join('elements', element)));
    count += messages.length;
    for (const message of messages)
      if (!messagePattern(message).test(readme)) unwritten.push(`${element}: ${message}`);
  }
  assert.ok(count > 50, `only ${count} messages found: has the pattern stopped matching?`);
  assert.deepEqual(unwritten, [], 'messages missing from the READMEs');
});
