// What every consumer project of scripts/test-consumer.mjs shares: a command run to its end, the
// tarball installed with a framework's packages into a project of its own, the strict compiler
// options the typed projects compile with, and a page opened with a log of what went wrong.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs `file` with `args` in `cwd` (and `env`): `{ ok, output }` (stdout then stderr), never throws. */
export const run = (file, args, cwd, env = process.env) =>
  new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}${stderr}`.trim() }),
    );
  });

/** Installs the tarball with `packages` into `dir`, a project named `name`, in one npm install. */
export function installProject(dir, name, tarball, packages) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', private: true, type: 'module' }),
  );
  return run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...packages],
    dir,
  );
}

/** Strict TypeScript as a careful consumer sets it: nothing of the package goes unchecked. */
export const STRICT_COMPILER_OPTIONS = {
  strict: true,
  skipLibCheck: false,
  module: 'ESNext',
  moduleResolution: 'Bundler',
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  noEmit: true,
  types: [],
};

/** Opens `url` in a fresh context of `browser`, recording requests, failed responses and errors. */
export async function openLogged(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = { requests: [], bad: [], errors: [] };
  page.on('request', (request) => log.requests.push(new URL(request.url()).pathname));
  page.on(
    'response',
    (response) =>
      response.status() >= 400 && log.bad.push(`${response.status()} ${response.url()}`),
  );
  page.on('requestfailed', (request) =>
    log.bad.push(`${request.failure()?.errorText} ${request.url()}`),
  );
  page.on('console', (message) => message.type() === 'error' && log.errors.push(message.text()));
  page.on('pageerror', (error) => log.errors.push(error.message));
  await page.goto(url);
  return { context, page, log };
}
