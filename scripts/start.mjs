#!/usr/bin/env node
// `npm start`: build once, then run the demo site and Storybook side by side.
//   --no-storybook  serve only the demo site
//   --no-build      skip `npm run build` (dist/ is already fresh)
// Ports: PORT (demo, default 8080), STORYBOOK_PORT (default 6006). Ctrl-C stops both; if either
// exits on its own, the other is stopped and this script exits non-zero.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, get } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const withStorybook = !args.includes('--no-storybook');
const demoPort = process.env.PORT || '8080';
const storybookPort = process.env.STORYBOOK_PORT || '6006';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Resolves true when nothing listens on 127.0.0.1:`port` (we could bind it ourselves). */
function portIsFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(Number(port), '127.0.0.1', () => probe.close(() => done(true)));
  });
}

// Checked before the build, which takes a minute: a taken port should stop us at once.
const wanted = [
  ['PORT', demoPort, 'demo site'],
  ...(withStorybook ? [['STORYBOOK_PORT', storybookPort, 'Storybook']] : []),
];
const taken = [];
for (const [variable, port, what] of wanted)
  if (!(await portIsFree(port))) taken.push({ variable, port, what });
if (taken.length) {
  for (const { port, what } of taken)
    console.error(`Port ${port} (the ${what}) is already in use.`);
  console.error(
    `Choose other ports, e.g.: ${taken.map(({ variable }) => `${variable}=${variable === 'PORT' ? 8081 : 6007}`).join(' ')} npm start`,
  );
  process.exit(1);
}

if (!args.includes('--no-build')) {
  console.log('> npm run build');
  const build = spawnSync(npm, ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(
      `Build failed (${build.error?.message ?? `exit ${build.status ?? build.signal}`}); not starting the servers.`,
    );
    process.exit(build.status || 1);
  }
}

const children = [];
let stopping = false;

function startChild(name, command, commandArgs, env = {}) {
  // Own process group, so a signal reaches the child's children too (npx -> storybook -> vite).
  const child = spawn(command, commandArgs, {
    cwd: REPO,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: process.platform !== 'win32',
  });
  const entry = {
    name,
    child,
    exited: new Promise((done) => child.once('exit', (code, signal) => done({ code, signal }))),
  };
  child.once('error', (error) => {
    console.error(`${name} could not start: ${error.message}`);
    stopAll(1);
  });
  entry.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`${name} exited (${signal ?? `code ${code}`}); stopping the rest.`);
    stopAll(code || 1);
  });
  children.push(entry);
  return entry;
}

function signalChild({ child }, signal) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopAll(exitCode, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const entry of children) signalChild(entry, signal);
  // Whatever has not stopped after 5 s is killed.
  const force = setTimeout(() => children.forEach((entry) => signalChild(entry, 'SIGKILL')), 5000);
  force.unref();
  await Promise.all(children.map((entry) => entry.exited));
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0, signal));
// Last resort if this process dies some other way: no orphaned servers.
process.on('exit', () => children.forEach((entry) => signalChild(entry, 'SIGTERM')));

/** Resolves true once `url` answers at all, false after `timeoutMs`. */
function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done) => {
    const attempt = () => {
      if (stopping) return done(false);
      const request = get(url, (response) => {
        response.resume();
        done(true);
      });
      request.setTimeout(2000, () => request.destroy());
      request.on('error', () => (Date.now() > deadline ? done(false) : setTimeout(attempt, 500)));
    };
    attempt();
  });
}

const demoUrl = `http://127.0.0.1:${demoPort}/`;
const storybookUrl = `http://127.0.0.1:${storybookPort}/`;
startChild('Demo server', process.execPath, ['demo/server/serve.mjs'], { PORT: demoPort });
if (withStorybook) {
  startChild('Storybook', npx, [
    '--no-install',
    'storybook',
    'dev',
    '-p',
    storybookPort,
    '--host',
    '127.0.0.1',
    // Fail instead of silently moving to another port than the one printed below.
    '--exact-port',
    '--ci',
    '--no-version-updates',
  ]);
}

const ready = await Promise.all([
  waitForHttp(demoUrl, 30_000),
  withStorybook ? waitForHttp(storybookUrl, 180_000) : Promise.resolve(true),
]);
if (!stopping) {
  const line = (label, url, ok) =>
    `  ${label.padEnd(10)} ${url}${ok ? '' : '  (not answering yet)'}`;
  console.log(
    [
      '',
      'ib-blocks is running:',
      line('Demo', demoUrl, ready[0]),
      ...(withStorybook ? [line('Storybook', storybookUrl, ready[1])] : []),
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}
