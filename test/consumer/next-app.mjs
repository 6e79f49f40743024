// Next.js's App Router for scripts/test-consumer.mjs: the tarball installed beside next@15 and
// React 19, a Server Component page (no 'use client' of its own) rendering two per-element
// wrappers with attributes, and a small client component of the app giving one of them an event
// prop (a Server Component cannot pass a function). Built with `next build` (webpack, then
// Turbopack), served by `next start`, opened in Chromium: the server's HTML holds the tags with
// their attributes, the elements upgrade, the event prop fires, and nothing is logged. A second
// route's client component imports `ib-blocks` (the autoloader) and renders a plain <ib-tabs>. Without
// 'use client' on the wrapper entries the build fails: `(0, d.createContext) is not a function`.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { openLogged, run } from './project.mjs';

export const NEXT = ['next@15', 'react@19', 'react-dom@19'];

const FILES = {
  'next.config.mjs': "export default { distDir: process.env.IB_NEXT_DIST ?? '.next' };\n",
  // No favicon request (a 404 in the console).
  'app/layout.js': `export const metadata = { title: 'ib-blocks in Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `import { Accordion } from 'ib-blocks/react/ib-accordion';
import { Modal } from 'ib-blocks/react/ib-modal';
import { Counted } from './counted.js';

export default function Page() {
  return (
    <main>
      <Accordion closeOthers className="faq">
        <details><summary>One</summary><p>First</p></details>
        <details><summary>Two</summary><p>Second</p></details>
      </Accordion>
      <Modal id="terms" label="Terms" open={false}><p>The terms</p></Modal>
      <Counted />
    </main>
  );
}
`,
  'app/counted.js': `'use client';
import { useState } from 'react';
import { Accordion } from 'ib-blocks/react/ib-accordion';

export function Counted() {
  const [toggles, setToggles] = useState(0);
  return (
    <section>
      <Accordion id="counted" onIbAccordionToggle={() => setToggles((count) => count + 1)}>
        <details><summary>Three</summary><p>Third</p></details>
      </Accordion>
      <output id="toggles">{toggles}</output>
    </section>
  );
}
`,
  // The autoloader from a client component, a plain tag in its JSX: the route /autoload.
  'app/autoload/page.js': `import { Autoloaded } from './autoloaded.js';

export default function Page() {
  return <main><Autoloaded /></main>;
}
`,
  'app/autoload/autoloaded.js': `'use client';
import 'ib-blocks';

export function Autoloaded() {
  return (
    <ib-tabs label="Channels">
      <button slot="tab">SMS</button><section slot="panel"><p>Text</p></section>
      <button slot="tab">Email</button><section slot="panel"><p>Mail</p></section>
    </ib-tabs>
  );
}
`,
};

const env = (dist) => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', IB_NEXT_DIST: dist });
const next = (dir) => join(dir, 'node_modules/next/dist/bin/next');

/** Runs Node with `args` (Next.js's own script) in `cwd`, with `environment`. */
const runNode = (args, cwd, environment) => run(process.execPath, args, cwd, environment);

/** Installs the tarball with Next.js and React 19 into `dir`, a project of its own, and writes the app. */
export function installNextApp(dir, tarball) {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer-next', version: '1.0.0', private: true }),
  );
  return run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...NEXT],
    dir,
  );
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** `next start` on a free port of 127.0.0.1; resolves its URL and a stop function once it answers. */
async function startNext(dir, dist) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [next(dir), 'start', '-H', '127.0.0.1', '-p', String(port)],
    { cwd: dir, env: env(dist), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout.on('data', (data) => (output += data));
  server.stderr.on('data', (data) => (output += data));
  const url = `http://127.0.0.1:${port}/`;
  const stop = () =>
    new Promise((resolve) =>
      server.exitCode === null ? (server.once('exit', resolve), server.kill()) : resolve(),
    );
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      const response = await fetch(url);
      return {
        url,
        html: await response.text(),
        status: response.status,
        stop,
        output: () => output,
      };
    } catch {
      if (server.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`next start did not answer: ${output}`);
}

/** The page in Chromium: the elements upgraded with the server's attributes; the event prop counts toggles. */
async function checkPage(browser, url) {
  const context = await browser.newContext();
  const errors = [];
  try {
    const page = await context.newPage();
    page.on(
      'console',
      (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()),
    );
    page.on('pageerror', (error) => errors.push(error.message));
    page.on(
      'response',
      (response) =>
        response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
    );
    await page.goto(url);
    await page.waitForFunction(
      () => customElements.get('ib-accordion') && customElements.get('ib-modal'),
      null,
      { timeout: 15000 },
    );
    // Clicked once React has hydrated the client component (its listener is added as it does).
    await page.waitForFunction(
      () =>
        Object.keys(document.querySelector('#counted')).some((key) => key.startsWith('__react')),
      null,
      { timeout: 15000 },
    );
    await page.click('#counted summary');
    await page
      .waitForFunction(() => document.querySelector('#toggles').textContent === '1', null, {
        timeout: 5000,
      })
      .catch(() => {});
    const state = await page.evaluate(async () => {
      const [faq, counted] = document.querySelectorAll('ib-accordion');
      const modal = document.querySelector('ib-modal');
      await Promise.all([faq.updateComplete, counted.updateComplete, modal.updateComplete]);
      return {
        rendered: [faq, counted, modal].every(
          (element) => element.shadowRoot?.childNodes.length > 0,
        ),
        closeOthers: faq.closeOthers,
        faqClass: faq.className,
        modalLabel: modal.label,
        modalOpen: modal.open || modal.shadowRoot.querySelector('dialog').open,
        toggles: document.querySelector('#toggles').textContent,
      };
    });
    return { state, errors };
  } finally {
    await context.close();
  }
}

/** The /autoload page in Chromium: `import 'ib-blocks'` in a client component loads the plain <ib-tabs>. */
async function checkAutoloadPage(browser, url) {
  const { context, page, log } = await openLogged(browser, url);
  try {
    const state = await page.evaluate(async () => {
      const timeout = new Promise((resolve) => setTimeout(resolve, 15000));
      const tabs = document.querySelector('ib-tabs');
      await Promise.race([
        customElements.whenDefined('ib-tabs').then(() => tabs.updateComplete),
        timeout,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the autoloader marks the state after the import settles
      return {
        defined: Boolean(customElements.get('ib-tabs')),
        rendered: tabs.shadowRoot?.childNodes.length > 0,
        loadState: tabs.dataset.ibState ?? null,
      };
    });
    await page.waitForLoadState('networkidle');
    return { state, errors: [...log.errors, ...log.bad] };
  } finally {
    await context.close();
  }
}

/** Builds with webpack and with Turbopack, serves each build and checks it; `[name, ok, detail]` each. */
export async function checkNextApp({ dir, install, browser }) {
  const checks = [
    [
      `npm installs the tarball with ${NEXT.join(', ')}`,
      install.ok,
      install.output.split('\n').slice(-10).join('\n    '),
    ],
  ];
  if (!install.ok) return checks;
  for (const [bundler, flags, dist] of [
    ['webpack', [], '.next'],
    ['Turbopack', ['--turbopack'], '.next-turbopack'],
  ]) {
    const built = await runNode([next(dir), 'build', ...flags], dir, env(dist));
    checks.push([
      `Next.js App Router: next build (${bundler}) of a Server Component page using Accordion and Modal`,
      built.ok,
      built.output.split('\n').slice(-15).join('\n    '),
    ]);
    if (!built.ok) continue;
    const server = await startNext(dir, dist);
    try {
      const { html } = server;
      checks.push([
        `Next.js (${bundler}): the server's HTML holds the tags with their attributes (close-others="", label, no open)`,
        server.status === 200 &&
          /<ib-accordion close-others="" class="faq">/.test(html) &&
          /<ib-modal id="terms" label="Terms">/.test(html) &&
          /<ib-accordion id="counted">/.test(html),
        html.slice(html.indexOf('<main'), html.indexOf('<main') + 400),
      ]);
      const { state, errors } = await checkPage(browser, server.url);
      checks.push([
        `Next.js (${bundler}): the elements upgrade with the server's props and the client component's event prop fires`,
        state.rendered &&
          state.closeOthers === true &&
          state.faqClass === 'faq' &&
          state.modalLabel === 'Terms' &&
          !state.modalOpen &&
          state.toggles === '1',
        JSON.stringify(state),
      ]);
      checks.push([
        `Next.js (${bundler}): hydrated without a warning, console error or failed request`,
        errors.length === 0,
        errors.join(' | '),
      ]);
      const autoload = await checkAutoloadPage(browser, `${server.url}autoload`);
      checks.push([
        `Next.js (${bundler}): import 'ib-blocks' in a client component loads its plain <ib-tabs> (data-ib-state="loaded"), no console error or failed request`,
        autoload.state.defined &&
          autoload.state.rendered &&
          autoload.state.loadState === 'loaded' &&
          autoload.errors.length === 0,
        JSON.stringify(autoload),
      ]);
    } finally {
      await server.stop();
    }
  }
  return checks;
}
