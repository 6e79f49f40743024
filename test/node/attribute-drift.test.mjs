// One declaration per attribute (docs/architecture.md, "Adding a block"): the props spec in the
// element's *-props.ts is the only hand-written place of an attribute. The manifest's attributes
// are the spec's entries, each README's attribute tables are generated from them (their text is
// checked by generated.test.mjs), and an attribute's allowed values are written once, as the
// union its entry is typed with: no description, README line or story lists them all again. A
// default is a constant the code reads, named by the spec's defaults object (no `@default`, no
// second literal), and a label attribute's name is not written again beside its catalog key.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { buildManifest } from '../../scripts/manifest.mjs';
import { TABLE_END, tableStart } from '../../scripts/lib/attribute-tables.mjs';
import { defineFiles } from '../../scripts/lib/define-files.mjs';
import { literalValues } from '../../scripts/lib/manifest/elements.mjs';
import { propsMap } from '../../scripts/lib/manifest/props-map.mjs';
import { specAttributes } from '../../scripts/lib/manifest/spec-attributes.mjs';
import { kebabCase } from '../../scripts/lib/names.mjs';
import {
  blockUsers,
  englishStrings,
  keyAttributes,
  keyDescriptions,
} from '../../scripts/lib/translations.mjs';

const root = process.cwd();
const read = (path) => readFileSync(join(root, path), 'utf8');
const files = defineFiles(root);
const folderOf = (file) => file.split('/')[1];
/** `{ 'ib-tooltip': ['content', 'placement'] }`: the attribute of each spec entry (not `object` ones). */
const specNames = Object.fromEntries(
  files.map(({ tag, file }) => [
    tag,
    propsMap(root, file)
      .entries.filter((entry) => entry.kind !== 'object')
      .map((entry) => kebabCase(entry.name)),
  ]),
);
/** The @attr lines left on a define file: attributes that are no prop (state the element sets). */
const ownAttributes = (file) =>
  [...read(file).matchAll(/@attr \{[^}]*\} ([\w-]+)/g)].map((m) => m[1]);

let manifestAttributes;
before(
  async () => {
    const manifest = await buildManifest({
      outdir: mkdtempSync(join(tmpdir(), 'ib-drift-')),
      quiet: true,
    });
    manifestAttributes = Object.fromEntries(
      manifest.modules
        .flatMap((module) => module.declarations ?? [])
        .filter((declaration) => declaration.tagName)
        .map((declaration) => [declaration.tagName, declaration.attributes ?? []]),
    );
  },
  { timeout: 120000 },
);

test('each spec entry is a manifest attribute, and each manifest attribute a spec entry', () => {
  let checked = 0;
  for (const { tag, file } of files) {
    const own = ownAttributes(file);
    for (const name of own)
      assert.ok(!specNames[tag].includes(name), `${file}: @attr ${name} repeats a spec entry`);
    assert.deepEqual(
      manifestAttributes[tag].map((attribute) => attribute.name),
      [...specNames[tag], ...own],
      tag,
    );
    checked += specNames[tag].length;
  }
  assert.ok(checked > 200, `only ${checked} attributes`);
});

/** A README without its generated attribute tables. */
function handWritten(readme) {
  return readme.replace(/<!-- attributes:start [\s\S]*?<!-- attributes:end -->/g, '');
}

/** The first cells of the rows of tables about attributes (headed `Attribute`, `Theme's name`). */
function attributeCells(markdown) {
  const cells = [];
  let header;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ')) {
      header = undefined;
      continue;
    }
    const first = line.split(/(?<!\\)\|/)[1].trim();
    if (header === undefined) header = first;
    else if (/attribute|name/i.test(header)) cells.push(first);
  }
  return cells;
}

test("each element's README table is generated; no README lists an attribute by hand", () => {
  const problems = [];
  for (const { tag, file } of files) {
    if (!specNames[tag].length) continue;
    const path = `elements/${folderOf(file)}/README.md`;
    const readme = read(path);
    if (!readme.includes(tableStart(tag)) || !readme.includes(TABLE_END))
      problems.push(`${path} has no generated table for ${tag}`);
    const firstCells = attributeCells(handWritten(readme));
    for (const name of specNames[tag])
      if (firstCells.includes(`\`${name}\``))
        problems.push(`${path}: a hand-written table row for ${tag}'s ${name}`);
  }
  assert.deepEqual(problems, []);
});

test("an attribute's allowed values are written once, as its union", () => {
  let unions = 0;
  const problems = [];
  for (const { tag, file } of files) {
    const stories = storiesOf(tag);
    const readme = handWritten(read(`elements/${folderOf(file)}/README.md`));
    for (const attribute of manifestAttributes[tag]) {
      const values = literalValues(attribute.type?.text ?? '');
      if (values.length < 2) continue;
      unions += 1;
      const listsAll = (text, quote) => {
        // A run of quoted values joined by commas, "or", "and" or bars: `a`, `b` or `c`.
        const token = `${quote}[^${quote}\\s]+${quote}`;
        const runs =
          text.match(
            new RegExp(`${token}(?:(?:,\\s*|\\s+or\\s+|\\s+and\\s+|\\s*\\|\\s*)${token})+`, 'g'),
          ) ?? [];
        return runs.some((run) =>
          values.every((value) => run.includes(`${quote}${value}${quote}`)),
        );
      };
      if (listsAll(attribute.description ?? '', '`'))
        problems.push(`${tag} ${attribute.name}: its spec entry's description lists every value`);
      if (readme.split('\n').some((line) => listsAll(line, '`')))
        problems.push(`${file}'s README lists every ${attribute.name} value`);
      // A story may use each value; a list of them all (an `options` array) is a copy.
      for (const [path, text] of stories)
        if (listsAll(text, "'"))
          problems.push(`${path} lists every ${tag} ${attribute.name} value (an options array)`);
    }
  }
  assert.deepEqual(
    problems,
    [],
    'the union is shown from the type: the manifest, README and controls',
  );
  assert.ok(unions >= 7, `only ${unions} enumerated attributes`);
});

/** The story files whose `component` is `tag`, as `[path, text]`. */
function storiesOf(tag) {
  return readdirSync(join(root, 'stories'))
    .filter((name) => name.endsWith('.stories.ts'))
    .map((name) => [`stories/${name}`, read(`stories/${name}`)])
    .filter(([, text]) => text.includes(`component: '${tag}'`));
}

/** The element folder's code: its sources but the tests and the file that declares `beside`. */
function folderCode(folder, beside) {
  return readdirSync(join(root, 'elements', folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|cases|stories)\.ts$/.test(name))
    .map((name) => `elements/${folder}/${name}`)
    .filter((path) => path !== beside)
    .map((path) => [path, read(path)]);
}

/** `'top'` / `5` as the code writes the manifest's `"top"` / `5`, for a pattern. */
const sourceLiteral = (json) => {
  const value = JSON.parse(json);
  const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return typeof value === 'string' ? `['"\`]${escaped}['"\`]` : `${escaped}(?![\\w.])`;
};

/** Where `text` writes `name`'s default again: `{ name = 'top' }`, `name ?? 'top'`, `const X = 'top';`. */
function repeats(text, name, json) {
  if (!json || json === '[]') return [];
  const literal = sourceLiteral(json);
  const patterns = [
    new RegExp(`\\b${name}\\s*(?:=|\\?\\?|\\|\\|)\\s*${literal}`, 'g'),
    new RegExp(`\\bconst\\s+[A-Z][A-Z0-9_]*(?:\\s*:[^=;]+)?\\s*=\\s*${literal}\\s*;`, 'g'),
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => `\`${m[0]}\``));
}

/** Whether `text` reads `identifier` (more than declaring, importing or exporting it). */
function reads(text, identifier) {
  const used = text
    .replace(/^\s*(?:import|export)\s+(?:type\s+)?\{[^}]*\}[^;]*;/gm, '')
    .replace(new RegExp(`\\bconst\\s+${identifier}\\b`, 'g'), '');
  return new RegExp(`\\b${identifier}\\b`).test(used);
}

test('each default is written once: the defaults object names the constant the code reads', () => {
  const problems = [];
  let defaults = 0;
  for (const { tag, file } of files) {
    for (const entry of propsMap(root, file).entries) {
      if (entry.default === undefined) continue;
      defaults += 1;
      const source = entry.defaultSource;
      if (!source?.constant) {
        problems.push(`${tag} ${entry.name}: its default names no constant the code reads`);
        continue;
      }
      const code = folderCode(folderOf(file), source.file);
      const declaring = [source.constantFile, read(source.constantFile)];
      if (![...code, declaring].some(([, text]) => reads(text, source.constant)))
        problems.push(`${tag} ${entry.name}: no code reads ${source.constant}`);
      for (const [path, text] of code)
        for (const repeat of repeats(text, entry.name, entry.default))
          if (!repeat.includes(source.constant))
            problems.push(`${path}: ${repeat} writes ${tag}'s default of ${entry.name} again`);
    }
  }
  // A `@default` in a props spec is a second, hand-written site (the manifest reads the object).
  for (const folder of new Set(files.map(({ file }) => folderOf(file))))
    for (const [path, text] of folderCode(folder))
      if (/export const \w+Spec = \{/.test(text) && /@default\b/.test(text))
        problems.push(`${path}: a \`@default\` in a props spec; name the constant in its defaults`);
  assert.deepEqual(problems, []);
  assert.ok(defaults >= 25, `only ${defaults} defaults`);
});

test('no catalog comment names the attribute that sets its key (the tables add it from the spec)', async () => {
  const docs = keyDescriptions(root);
  const setBy = keyAttributes(
    specAttributes(root, await englishStrings(root)),
    blockUsers(root),
    new Set(Object.keys(docs)),
  );
  const problems = [];
  for (const [key, doc] of Object.entries(docs)) {
    const setters = [...(setBy[key] ?? '').matchAll(/`([a-z][\w-]*)`/g)].map((m) => m[1]);
    for (const [, name] of doc.matchAll(/`([\w-]+)`/g))
      if (
        setters.includes(name) ||
        (/^(data-)?[a-z-]+-label$/.test(name) && !name.startsWith('aria-'))
      )
        problems.push(`packages/i18n/en: the comment of ${key} names \`${name}\``);
  }
  assert.deepEqual(problems, []);
  assert.ok(
    Object.keys(setBy).length > 80,
    `only ${Object.keys(setBy).length} keys set by attributes`,
  );
});

/** The tags a story file shows: its `component` and its `subcomponents`. */
function storyTags(text) {
  const component = /component: '([\w-]+)'/.exec(text)?.[1];
  const subcomponents = /subcomponents: \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return [component, ...[...subcomponents.matchAll(/'(ib-[\w-]+)'/g)].map((m) => m[1])].filter(
    Boolean,
  );
}

/** The text inside each `args: { … }` of a story file (braces in quoted text skipped). */
function argsBlocks(text) {
  const blocks = [];
  for (const start of text.matchAll(/\bargs: \{/g)) {
    let depth = 0;
    let quote;
    for (let i = start.index + start[0].length - 1; i < text.length; i += 1) {
      const char = text[i];
      if (quote) {
        if (char === '\\') i += 1;
        else if (char === quote) quote = undefined;
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if (char === '{') depth += 1;
      else if (char === '}' && --depth === 0) {
        blocks.push(text.slice(start.index + start[0].length, i));
        break;
      }
    }
  }
  return blocks;
}

/** `[name, value]` of each arg an args block sets to a string or number literal. */
const literalArgs = (block) =>
  [
    ...block.matchAll(
      /(?:^|[\s{,])'?([\w-]+)'?:\s*('(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?)(?=\s*[,}]|\s*$)/g,
    ),
  ].map(([, name, literal]) => [
    name,
    literal.startsWith("'") ? literal.slice(1, -1).replace(/\\(.)/g, '$1') : Number(literal),
  ]);

/** The member names of the interfaces and object types a story file declares. */
const declaredMembers = (text) =>
  [...text.matchAll(/(?:\binterface\s+\w+[^{]*|\btype\s+\w+\s*=[^{;]*)\{([^{}]*)\}/g)].flatMap(
    ([, body]) => [...body.matchAll(/^\s*'?([\w-]+)'?\??\s*:/gm)].map((m) => m[1]),
  );

test("stories take each attribute's default, English text and type from the manifest", async () => {
  const attributes = specAttributes(root, await englishStrings(root));
  const problems = [];
  let checked = 0;
  for (const name of readdirSync(join(root, 'stories')).filter((file) =>
    file.endsWith('.stories.ts'),
  )) {
    const path = `stories/${name}`;
    const text = read(path);
    const own = storyTags(text).flatMap((tag) => attributes[tag] ?? []);
    if (!own.length) continue;
    checked += 1;
    const byName = new Map(own.map((attribute) => [attribute.name, attribute]));
    for (const block of argsBlocks(text))
      for (const [arg, value] of literalArgs(block)) {
        const attribute = byName.get(arg);
        if (!attribute) continue;
        if (attribute.default !== undefined && JSON.parse(attribute.default) === value)
          problems.push(
            `${path}: ${arg}: ${JSON.stringify(value)} is its default (the manifest's)`,
          );
        if (attribute.english !== undefined && attribute.english === value)
          problems.push(
            `${path}: ${arg}: ${JSON.stringify(value)} is ${attribute.catalog}'s English`,
          );
      }
    for (const member of declaredMembers(text))
      if (byName.has(member))
        problems.push(`${path} declares the attribute ${member} again (AttributeArgs has it)`);
  }
  assert.deepEqual(problems, [], 'a story keeps only the args its purpose changes');
  assert.ok(checked >= 30, `only ${checked} story files`);
});
