// `npm run generate`: writes the files made from a single source: `ib-blocks/react` from the
// define files (scripts/lib/react-wrappers.mjs); each element README's attribute tables from the
// props specs (scripts/lib/attribute-tables.mjs); docs/translations.md and each element README's
// "Translations" section from packages/i18n (scripts/lib/translations.mjs). `--check` writes
// nothing and fails when a file is missing, stale or left over; test/node/generated.test.mjs
// runs it that way.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatted } from './lib/format.mjs';
import { readmeWithAttributeTables } from './lib/attribute-tables.mjs';
import { specAttributes } from './lib/manifest/spec-attributes.mjs';
import { reactWrapperFiles } from './lib/react-wrappers.mjs';
import {
  englishStrings,
  folderBlocks,
  blockUsers,
  keyAttributes,
  keyDescriptions,
  localeCatalogs,
  readmeWithKeys,
  translationsDoc,
  withKeyAttributes,
} from './lib/translations.mjs';

/**
 * docs/translations.md, and each element README: its attribute tables (from the props specs)
 * and, where its folder has strings, its "Translations" section.
 */
async function documentationFiles(root) {
  const [english, locales] = await Promise.all([englishStrings(root), localeCatalogs(root)]);
  const attributes = specAttributes(root, english);
  // A key's description names the attributes that set it, from the props specs.
  const keyDocs = keyDescriptions(root);
  const descriptions = withKeyAttributes(
    keyDocs,
    keyAttributes(attributes, blockUsers(root), new Set(Object.keys(keyDocs))),
  );
  const blocksOf = folderBlocks(root);
  const files = {
    'docs/translations.md': translationsDoc(english, descriptions, blockUsers(root), locales),
  };
  for (const folder of readdirSync(join(root, 'elements'))) {
    const path = `elements/${folder}/README.md`;
    if (!existsSync(join(root, path))) continue;
    let readme = readmeWithAttributeTables(
      readFileSync(join(root, path), 'utf8'),
      attributes,
      path,
    );
    if (blocksOf[folder]) readme = readmeWithKeys(readme, blocksOf[folder], english, descriptions);
    files[path] = readme;
  }
  return files;
}

const GENERATED_DIRS = ['react/elements'];

/** The generated files that differ from what is on disk, and the leftovers no element makes. */
export async function staleFiles(root) {
  const made = { ...reactWrapperFiles(root), ...(await documentationFiles(root)) };
  const files = Object.fromEntries(
    await Promise.all(
      Object.entries(made).map(async ([path, text]) => [path, await formatted(root, path, text)]),
    ),
  );
  const read = (path) =>
    existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined;
  const stale = Object.keys(files).filter((path) => read(path) !== files[path]);
  const leftover = GENERATED_DIRS.flatMap((dir) =>
    existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((name) => `${dir}/${name}`) : [],
  ).filter((path) => !(path in files));
  return { files, stale, leftover };
}

export async function generate(root) {
  const { files, stale, leftover } = await staleFiles(root);
  for (const path of stale) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), files[path]);
  }
  for (const path of leftover) rmSync(join(root, path));
  return { written: stale, removed: leftover };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  if (process.argv.includes('--check')) {
    const { stale, leftover } = await staleFiles(root);
    if (stale.length || leftover.length) {
      console.error(
        `generate: out of date (run \`npm run generate\`): ${[...stale, ...leftover].join(', ')}`,
      );
      process.exit(1);
    }
    console.log('generate: every generated file is up to date');
  } else {
    const { written, removed } = await generate(root);
    console.log(
      `generate: ${written.length} written, ${removed.length} removed${[...written, ...removed].map((path) => `\n  ${path}`).join('')}`,
    );
  }
}
