// `npm start` checks its ports before the minute-long build: a taken port stops it at once, with
// the variables that choose others (README: PORT, STORYBOOK_PORT).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { test } from 'node:test';

/** Runs scripts/start.mjs with `env` (stopped after 20 s: it should stop itself long before); resolves its exit code and output. */
function start(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, ...env },
      detached: true,
    });
    const stop = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 20000);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(stop);
      resolve({ code, output });
    });
  });
}

test('a taken port stops npm start before the build, naming it and how to choose others', async () => {
  const busy = createServer();
  await new Promise((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const { port } = busy.address();
  try {
    const free = createServer();
    await new Promise((resolve) => free.listen(0, '127.0.0.1', resolve));
    const storybookPort = free.address().port;
    await new Promise((resolve) => free.close(resolve));

    const { code, output } = await start({
      PORT: String(port),
      STORYBOOK_PORT: String(storybookPort),
    });
    assert.equal(code, 1);
    assert.match(output, new RegExp(`Port ${port} \\(the demo site\\) is already in use\\.`));
    assert.match(output, /Choose other ports, e\.g\.: PORT=8081 npm start/);
    assert.doesNotMatch(output, /npm run build/, 'it stops before building');

    const storybookTaken = await start({
      PORT: String(storybookPort),
      STORYBOOK_PORT: String(port),
    });
    assert.equal(storybookTaken.code, 1);
    assert.match(
      storybookTaken.output,
      new RegExp(`Port ${port} \\(the Storybook\\) is already in use\\.`),
    );
    assert.match(storybookTaken.output, /STORYBOOK_PORT=6007 npm start/);
  } finally {
    await new Promise((resolve) => busy.close(resolve));
  }
});
