// The Vue, Svelte and Angular consumers of scripts/test-consumer.mjs: strict projects
// (`skipLibCheck: false`) checked against the installed tarball with each framework's own checker.
// Vue with `ib-blocks/vue` (vue-tsc) and Svelte 5 with `ib-blocks/svelte` (svelte-check): a file
// that uses the tags rightly passes, and in a second file each line marked `wrong` must be
// reported, and nothing else, which proves the types are active. Angular: the README's example
// (CUSTOM_ELEMENTS_SCHEMA, a typed element ref and event) compiles with @angular/core's typings.
// One install, started early; the three checks run side by side.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRICT_COMPILER_OPTIONS, installProject, run } from './project.mjs';

const fixtures = fileURLToPath(new URL('typed/', import.meta.url));

export const FRAMEWORK_TYPES = [
  'vue@3',
  'vue-tsc@3',
  'svelte@5',
  'svelte-check@4',
  '@angular/core@20',
  'rxjs@7',
  'typescript@6',
];

/** Starts installing the tarball with the three frameworks and their checkers into `dir`. */
export function installFrameworkTypes(dir, tarball) {
  return installProject(dir, 'consumer-frameworks', tarball, FRAMEWORK_TYPES);
}

/** A folder of `dir` holding copies of `files` and a strict tsconfig.json over `include`. */
function project(dir, name, files, options = {}, include = files) {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  for (const file of files) copyFileSync(join(fixtures, file), join(folder, file));
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { ...STRICT_COMPILER_OPTIONS, ...options }, include }),
  );
  return folder;
}

/** The 1-based numbers of the lines marked `<!-- wrong: … -->` (`// wrong: …` in script) in a fixture. */
const wrongLines = (file) =>
  readFileSync(join(fixtures, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (/(<!--|\/\/) wrong:/.test(line) ? [index + 1] : []));

/** Compares the lines the checker reported per file with the expected: none in `good`, the marked ones in `wrong`. */
function judge(errors, good, wrong, output) {
  const lines = (file) =>
    [
      ...new Set(errors.filter((error) => error.file.endsWith(file)).map((error) => error.line)),
    ].sort((a, b) => a - b);
  const expected = wrongLines(wrong);
  const detail = output.split('\n').slice(0, 20).join('\n    ');
  return [
    [
      `${good} passes`,
      lines(good).length === 0 &&
        errors.every((error) => [good, wrong].some((file) => error.file.endsWith(file))),
      detail,
    ],
    [
      `${wrong} fails on each line marked wrong (${expected.join(', ')}) and no other`,
      lines(wrong).join() === expected.join(),
      `reported: ${lines(wrong).join(', ') || 'none'}\n    ${detail}`,
    ],
  ];
}

/** Runs the three checks in the installed `dir`; resolves to `[[name, ok, detail]]`. */
export async function checkFrameworkTypes(dir) {
  const bin = (path) => join(dir, 'node_modules', path);
  const vue = project(dir, 'vue', ['vue-app.vue', 'vue-wrong.vue']);
  const svelte = project(dir, 'svelte', ['svelte-app.svelte', 'svelte-wrong.svelte'], {
    verbatimModuleSyntax: true,
  });
  const angular = project(dir, 'angular', ['angular-app.ts'], { experimentalDecorators: true });
  const [vueRun, svelteRun, angularRun] = await Promise.all([
    run(process.execPath, [bin('vue-tsc/bin/vue-tsc.js'), '-p', 'tsconfig.json'], vue),
    run(
      process.execPath,
      [
        bin('svelte-check/bin/svelte-check'),
        '--workspace',
        svelte,
        '--tsconfig',
        './tsconfig.json',
        '--output',
        'machine',
      ],
      svelte,
    ),
    run(process.execPath, [bin('typescript/bin/tsc'), '-p', 'tsconfig.json'], angular),
  ]);
  // vue-tsc: `file(line,col): error TS…`; svelte-check's machine output: `<time> ERROR "file" line:col "…"`.
  const vueErrors = [...vueRun.output.matchAll(/^(\S+)\((\d+),\d+\): error/gm)].map(
    ([, file, line]) => ({ file, line: Number(line) }),
  );
  const svelteErrors = [...svelteRun.output.matchAll(/ ERROR "([^"]+)" (\d+):\d+ /g)].map(
    ([, file, line]) => ({ file, line: Number(line) }),
  );
  return [
    ...judge(vueErrors, 'vue-app.vue', 'vue-wrong.vue', vueRun.output).map(([name, ...rest]) => [
      `Vue 3 with ib-blocks/vue, vue-tsc: ${name}`,
      ...rest,
    ]),
    ...judge(svelteErrors, 'svelte-app.svelte', 'svelte-wrong.svelte', svelteRun.output).map(
      ([name, ...rest]) => [`Svelte 5 with ib-blocks/svelte, svelte-check: ${name}`, ...rest],
    ),
    [
      'Angular: the README example (CUSTOM_ELEMENTS_SCHEMA, typed element ref and event) compiles with @angular/core',
      angularRun.ok,
      angularRun.output.split('\n').slice(0, 20).join('\n    '),
    ],
  ];
}
