// `npm run test:new-element`: the whole `npm run new-element -- countdown` flow in a scratch copy
// of the repository (scripts/lib/scratch-copy.mjs): the command itself, then the checks a block
// must pass as written: both type checks, ESLint and Prettier over its files, the node tests that
// hold the lists, its own browser tests, the React smoke group and the integration group (the
// leak test and the language check take its case). test/node/new-element.test.mjs checks where
// each file lands, quickly; this runs what takes minutes. `--keep` leaves the copy for a look.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchCopy } from './lib/scratch-copy.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'countdown';
const copy = scratchCopy(root, { hardLinks: true });
const run = (command, ...args) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { cwd: copy, stdio: 'inherit' });
};

try {
  run('node', 'scripts/new-element.mjs', NAME);
  const files = [
    `elements/${NAME}`,
    `stories/${NAME}.stories.ts`,
    `react/elements/ib-${NAME}.ts`,
    'react/index.ts',
  ];
  run('npx', 'tsc', '--noEmit', '-p', '.');
  run('npx', 'tsc', '--noEmit', '-p', '.storybook');
  run('npx', 'eslint', ...files);
  run('npx', 'prettier', '--check', ...files);
  run('node', 'scripts/generate.mjs', '--check');
  run(
    'node',
    '--test',
    'test/node/every-tag-listed.test.mjs',
    'test/node/attribute-drift.test.mjs',
    'test/node/upgrade-css.test.mjs',
    'test/node/behaviour-docs.test.mjs',
    'demo/pages.test.mjs',
  );
  run('npx', 'wtr', '--group', NAME);
  run('npx', 'wtr', '--group', 'react');
  run('npx', 'wtr', '--group', 'integration');
  console.log(`\ncheck-new-element: <ib-${NAME}> passes as written (${copy})`);
} finally {
  if (!process.argv.includes('--keep')) rmSync(copy, { recursive: true, force: true });
}
