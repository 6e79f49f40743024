// The catalogs as data for Node: the English strings (packages/i18n/en/*.ts, with each key's doc
// comment), every locale file, and which elements use each block's strings. For the generated
// docs/translations.md, the README sections and the catalog tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { defineFiles } from './define-files.mjs';

const I18N = 'packages/i18n';

/** Imports a TypeScript module with no imports of its own (esbuild strips the types). */
async function importTs(root, file) {
  const [output] = buildSync({
    entryPoints: [join(root, file)],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  }).outputFiles;
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`);
}

/** `{ modal: { close: 'Close' }, ... }` */
export async function englishStrings(root) {
  return { ...(await importTs(root, `${I18N}/en.ts`)) };
}

/** `{ de: { modal: { close: 'Schließen' } }, ... }` */
export async function localeCatalogs(root) {
  const files = readdirSync(join(root, I18N, 'locales')).filter((name) => name.endsWith('.ts'));
  const entries = await Promise.all(
    files.map(async (name) => [
      name.slice(0, -3),
      (await importTs(root, `${I18N}/locales/${name}`)).default,
    ]),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The doc comment above each English key (en/*.ts): `{ 'modal.close': "The close button's accessible name." }`. */
export function keyDescriptions(root) {
  const descriptions = {};
  let block = '';
  const files = [
    `${I18N}/en.ts`,
    ...readdirSync(join(root, I18N, 'en'))
      .sort()
      .map((name) => `${I18N}/en/${name}`),
  ];
  const source = files.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  for (const match of source.matchAll(/export const (\w+) = \{|\/\*\* (.*?) \*\/\s*\n\s*(\w+):/g)) {
    if (match[1]) block = match[1];
    else descriptions[`${block}.${match[3]}`] = match[2];
  }
  return descriptions;
}

/** The blocks whose strings each element folder imports: `{ modal: ['modal'], search: ['search'] }`. */
export function folderBlocks(root) {
  const blocks = {};
  for (const folder of readdirSync(join(root, 'elements'))) {
    const dir = join(root, 'elements', folder);
    const sources = readdirSync(dir).filter(
      (name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.ts$/.test(name),
    );
    const found = sources.flatMap((name) => {
      const imported = /import \{([^}]*)\} from '\.\.\/\.\.\/packages\/i18n\/en\.ts'/.exec(
        readFileSync(join(dir, name), 'utf8'),
      )?.[1];
      return (
        imported
          ?.split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0])
          .filter(Boolean) ?? []
      );
    });
    if (found.length) blocks[folder] = [...new Set(found)].sort();
  }
  return blocks;
}

/** The tags that use each block's strings: `{ modal: ['ib-modal'] }`. */
export function blockUsers(root) {
  const users = {};
  for (const [folder, blocks] of Object.entries(folderBlocks(root))) {
    const tags = defineFiles(root)
      .filter(({ file }) => file.startsWith(`elements/${folder}/`))
      .map(({ tag }) => tag);
    for (const block of blocks)
      users[block] = [...new Set([...(users[block] ?? []), ...tags])].sort();
  }
  return users;
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const english = (text) =>
  typeof text === 'string'
    ? text
    : Object.entries(text)
        .map(([form, value]) => `${form}: ${value}`)
        .join('; ');

/**
 * `{ 'video.play': '`play-label`' }`: the attributes whose text each key is, from the props
 * specs (`attributes`, spec-attributes.mjs: the keys an attribute's description names as its
 * default) rather than from comments in the catalog, so a label attribute's name is written
 * once. A name another tag of the block gives a different text says whose:
 * `` `results-label` of `<ib-search>` ``.
 */
export function keyAttributes(attributes, users, keys) {
  const byKey = {};
  for (const [tag, entries] of Object.entries(attributes))
    for (const { name, description = '' } of entries) {
      const fallback = description
        .split(/\bdefault\b/i)
        .slice(1)
        .join(' ');
      for (const [, key] of fallback.matchAll(/`(\w+\.\w+)(?:\.\w+)?`/g))
        if (keys.has(key)) ((byKey[key] ??= {})[name] ??= new Set()).add(tag);
    }
  return Object.fromEntries(
    Object.entries(byKey).map(([key, byName]) => {
      const block = key.split('.')[0];
      // `count-label` and `count-one-label` of `<ib-search>`: the names of one owner together.
      const byOwner = new Map();
      for (const [name, tags] of Object.entries(byName)) {
        const elsewhere = (users[block] ?? []).some(
          (other) => !tags.has(other) && attributes[other]?.some((entry) => entry.name === name),
        );
        const owner = elsewhere ? [...tags].map((tag) => `\`<${tag}>\``).join(', ') : '';
        byOwner.set(owner, [...(byOwner.get(owner) ?? []), `\`${name}\``]);
      }
      const groups = [...byOwner].map(([owner, names]) =>
        owner ? `${names.join(' and ')} of ${owner}` : names.join(' and '),
      );
      return [key, groups.join('; ')];
    }),
  );
}

/** Each key's description with the attributes that set it: `Plyr's play buttons; \`play-label\`.` */
export function withKeyAttributes(descriptions, setBy) {
  const keys = new Set([...Object.keys(descriptions), ...Object.keys(setBy)]);
  return Object.fromEntries(
    [...keys].map((key) => {
      const description = descriptions[key] ?? '';
      return [key, setBy[key] ? `${description.replace(/\.$/, '')}; ${setBy[key]}.` : description];
    }),
  );
}

/** The rows of one block's keys: key, English, what it is. */
function keyRows(block, strings, descriptions) {
  return Object.entries(strings).map(
    ([key, text]) =>
      `| \`${block}.${key}\` | ${cell(english(text))} | ${cell(descriptions[`${block}.${key}`] ?? '')} |`,
  );
}

/** docs/translations.md */
export function translationsDoc(englishByBlock, descriptions, users, locales) {
  const blocks = Object.keys(englishByBlock).sort();
  return `<!-- Generated by \`npm run generate\` (scripts/lib/translations.mjs) from packages/i18n/en.ts. Do not edit. -->
# Translations

Every visitor-facing string of the blocks, by key. Each block uses the language of its nearest
\`lang\` (its own included; usually \`<html lang>\`), else the page data's \`siteMeta.language\`,
else English; \`de-AT\` reads German, \`pt\` Brazilian Portuguese, \`zh\` Simplified Chinese,
\`zh-Hant\`, \`zh-TW\`, \`zh-HK\` and \`zh-MO\` Traditional Chinese, the legacy \`iw\` Hebrew, \`no\`
Norwegian Bokmål, and a language without a catalog English. Built-in catalogs: ${Object.keys(
    locales,
  )
    .map((locale) => `\`${locale}\``)
    .join(', ')}
(\`dist/locales/<locale>.js\`, fetched the first time a page needs one; English is built in).

A block's \`*-label\` attribute wins over every catalog. To add or correct strings without a
build, put them in the page, by language and block:

\`\`\`html
<script type="application/json" id="ib-translations">
  { "de": { "modal": { "close": "Zumachen" } }, "et": { "modal": { "close": "Sulge" } } }
</script>
\`\`\`

or call \`registerTranslation('et', { modal: { close: 'Sulge' } })\` (exported by \`ib-blocks\`, and by \`ib-blocks/helpers\` without starting the autoloader).
A counted text takes one template per plural category of its language (\`Intl.PluralRules\`:
\`zero\`, \`one\`, \`two\`, \`few\`, \`many\`, \`other\`), with \`{count}\` written as the language
writes numbers.

| Key | English | What it is |
| --- | --- | --- |
${blocks.flatMap((block) => keyRows(block, englishByBlock[block], descriptions)).join('\n')}

| Block | Used by |
| --- | --- |
${blocks.map((block) => `| \`${block}\` | ${(users[block] ?? []).map((tag) => `\`<${tag}>\``).join(', ')} |`).join('\n')}

## Not yet translated

A new key needs no change to the catalogs: until a catalog has it, that language shows the
English text. What each catalog still lacks:

| Catalog | Keys shown in English |
| --- | --- |
${Object.entries(locales)
  .map(
    ([locale, catalog]) =>
      `| \`${locale}\` | ${
        untranslated(englishByBlock, catalog)
          .map((key) => `\`${key}\``)
          .join(', ') || 'none'
      } |`,
  )
  .join('\n')}
`;
}

/** `block.key` of every English string `catalog` does not have. */
function untranslated(englishByBlock, catalog) {
  return Object.entries(englishByBlock).flatMap(([block, strings]) =>
    Object.keys(strings)
      .filter((key) => catalog[block]?.[key] === undefined)
      .map((key) => `${block}.${key}`),
  );
}

export const README_START = '<!-- translations:start (generated by `npm run generate`) -->';
export const README_END = '<!-- translations:end -->';

/** An element README with its "Translations" section (the keys of the blocks its folder uses) written in. */
export function readmeWithKeys(readme, blocks, englishByBlock, descriptions) {
  const section = `${README_START}
## Translations

Its text follows the page language (docs/translations.md); a \`*-label\` attribute wins.

| Key | English | What it is |
| --- | --- | --- |
${blocks.flatMap((block) => keyRows(block, englishByBlock[block], descriptions)).join('\n')}
${README_END}`;
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start >= 0 && end > start)
    return readme.slice(0, start) + section + readme.slice(end + README_END.length);
  return `${readme.trimEnd()}\n\n${section}\n`;
}
