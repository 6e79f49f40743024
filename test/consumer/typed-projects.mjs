// The typed consumers of scripts/test-consumer.mjs: strict TypeScript projects (`strict`,
// `skipLibCheck: false`) compiled against the installed tarball, in the setups docs/build.md
// lists ("Declarations"): plain DOM (the root import alone, and every `ib-blocks/<tag>`), no
// React installed (the same project: the site installs ib-blocks and nothing else), React 19
// with `ib-blocks/react`, and Preact with `ib-blocks/jsx-preact`. The plain DOM project also compiles with the oldest
// TypeScript the README promises. React's types, Preact and that TypeScript come from ONE install;
// the five compilations run side by side, while the consumer test goes on with its pages.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRICT_COMPILER_OPTIONS, installProject, run } from './project.mjs';

const fixtures = fileURLToPath(new URL('typed/', import.meta.url));

/** The oldest TypeScript the typings support (README, "Package entry points"). */
export const OLDEST_TYPESCRIPT = '5.0.4';

// React and react-dom themselves for the server-rendered page (react-ssr-page.mjs).
export const FRAMEWORKS = [
  'react@19',
  'react-dom@19',
  '@types/react@19',
  'preact@11',
  `typescript@${OLDEST_TYPESCRIPT}`,
];

/**
 * Starts installing the tarball with React's types, Preact and the oldest TypeScript into a
 * project of their own (`dir`); resolves when npm is done. Started early, it runs beside the rest.
 */
export function installFrameworkApps(dir, tarball) {
  return installProject(dir, 'consumer-apps', tarball, FRAMEWORKS);
}

// What a declaration file imports: `from '…'`, `import('…')`, `import '…'`, `/// <reference types="…" />`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|<reference\s+types=)['"]([^'"]+)['"]/g;

/**
 * The packages the program's ib-blocks typings import (from `tsc --listFiles`): what a consumer
 * must have installed to compile them. Relative imports stay inside the package.
 */
function packagesNamed(output) {
  const files = output
    .split('\n')
    .filter((line) => /[\\/]node_modules[\\/]ib-blocks[\\/].*\.d\.ts$/.test(line.trim()));
  const named = new Set(files.flatMap((file) => packagesImportedBy(file.trim())));
  return { typings: files.length, packages: [...named].sort() };
}

/** The packages one declaration file imports (relative imports stay inside the package). */
export function packagesImportedBy(file) {
  // Comments out (`import type {} from 'ib-blocks/jsx'` is usage text in one), `///` references kept.
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/(?!\/).*$/gm, '');
  return [
    ...new Set(
      [...code.matchAll(SPECIFIER)]
        .map((match) => match[1])
        .filter((specifier) => !specifier.startsWith('.')),
    ),
  ];
}

/** A tsconfig.<name>.json over `files`, copied from test/consumer/typed/ unless already written. */
function project(dir, name, options, files, { copy = true } = {}) {
  if (copy) for (const file of files) copyFileSync(join(fixtures, file), join(dir, file));
  const config = `tsconfig.${name}.json`;
  writeFileSync(
    join(dir, config),
    JSON.stringify({ compilerOptions: { ...STRICT_COMPILER_OPTIONS, ...options }, files }),
  );
  return join(dir, config);
}

/**
 * Writes the typed projects and compiles them side by side. `typed`: a folder inside the site
 * (no React) holding `index.ts`, which imports every entry; `apps`: the installed framework project.
 * Resolves to `[{ name, ok, output, typings, packages, allowed }]`: `packages`, those the
 * program's ib-blocks typings import; `allowed`, the ones they may.
 */
export function compileTypedProjects({ typed, apps, repo }) {
  const current = join(repo, 'node_modules/typescript/bin/tsc');
  const oldest = join(apps, 'node_modules/typescript/bin/tsc');
  const entries = project(typed, 'entries', {}, ['index.ts'], { copy: false });
  const root = project(typed, 'root', {}, ['root-only.ts']);
  const react = project(apps, 'react', { jsx: 'react-jsx' }, ['react-app.tsx']);
  const preact = project(apps, 'preact', { jsx: 'react-jsx', jsxImportSource: 'preact' }, [
    'preact-app.tsx',
  ]);
  const runs = [
    // [name, compiler, project, the only packages its ib-blocks typings may import]
    ['every ib-blocks/<tag>, no React installed', current, entries, []],
    ["the root import alone (`import 'ib-blocks'`: tag map, classes, events)", current, root, []],
    [
      'React 19 with ib-blocks/react, ib-blocks/react/<tag> and ib-blocks/jsx (HTML props, typed event props and refs)',
      current,
      react,
      ['react'],
    ],
    [
      'Preact with ib-blocks/jsx-preact (intrinsic elements, typed attributes)',
      current,
      preact,
      ['preact'],
    ],
    // index.ts imports the root too: with it, the whole plain DOM surface.
    [
      `ib-blocks and every ib-blocks/<tag> with TypeScript ${OLDEST_TYPESCRIPT}`,
      oldest,
      entries,
      [],
    ],
  ];
  return Promise.all(
    runs.map(async ([name, tsc, config, allowed]) => {
      const { ok, output } = await run(process.execPath, [tsc, '-p', config, '--listFiles'], repo);
      const errors = output
        .split('\n')
        .filter((line) => !/\.d\.ts$|\.tsx?$/.test(line.trim()) || /error TS\d+/.test(line));
      return { name, ok, output: errors.join('\n'), allowed, ...packagesNamed(output) };
    }),
  );
}
