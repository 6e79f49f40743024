// `npm run generate`: writes the source files made from the define files (elements/*/ib-*.ts),
// today `ib-blocks/react` (scripts/lib/react-wrappers.mjs). `--check` writes nothing and fails
// when a file is missing, stale or left over; test/node/generated.test.mjs runs it that way.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactWrapperFiles } from './lib/react-wrappers.mjs';

const GENERATED_DIRS = ['packages/react/elements'];

/** The generated files that differ from what is on disk, and the leftovers no element makes. */
export function staleFiles(root) {
  const files = reactWrapperFiles(root);
  const read = (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined);
  const stale = Object.keys(files).filter((path) => read(path) !== files[path]);
  const leftover = GENERATED_DIRS.flatMap((dir) =>
    existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((name) => `${dir}/${name}`) : [],
  ).filter((path) => !(path in files));
  return { files, stale, leftover };
}

export function generate(root) {
  const { files, stale, leftover } = staleFiles(root);
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
    const { stale, leftover } = staleFiles(root);
    if (stale.length || leftover.length) {
      console.error(`generate: out of date (run \`npm run generate\`): ${[...stale, ...leftover].join(', ')}`);
      process.exit(1);
    }
    console.log('generate: every generated file is up to date');
  } else {
    const { written, removed } = generate(root);
    console.log(`generate: ${written.length} written, ${removed.length} removed${[...written, ...removed].map((path) => `\n  ${path}`).join('')}`);
  }
}
