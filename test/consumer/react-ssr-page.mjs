// A Next.js-style React page for scripts/test-consumer.mjs, from the installed tarball: the app is
// rendered to HTML in Node with `react-dom/server` (as a framework's server does), its client
// entry is bundled by Vite, and the page hydrates in Chromium with `hydrateRoot`. Two per-element
// entries only (`ib-blocks/react/ib-accordion`, `ib-blocks/react/ib-modal`), so the bundle is
// also checked for carrying nothing of the other blocks. Run on React 19 (typed-projects.mjs's
// install) and on React 18 (react18-app.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Plain createElement calls: no JSX transform needed in Node or in the bundle.
const APP = `import { createElement as h } from 'react';
import { Accordion } from 'ib-blocks/react/ib-accordion';
import { Modal } from 'ib-blocks/react/ib-modal';

export function App() {
  return h('main', null,
    h(Accordion, { closeOthers: true, hidden: false, ref: (element) => (window.accordionRef = element), onIbAccordionToggle: (event) => (window.toggles = (window.toggles ?? 0) + 1) },
      h('details', null, h('summary', null, 'One'), h('p', null, 'First')),
      h('details', null, h('summary', null, 'Two'), h('p', null, 'Second'))),
    h(Modal, { id: 'terms', label: 'Terms', open: false }, h('p', null, 'The terms')));
}
`;

const CLIENT = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';

window.hydrationErrors = [];
hydrateRoot(document.getElementById('root'), createElement(App), {
  onRecoverableError: (error) => window.hydrationErrors.push(String(error)),
});
window.hydrated = true;
`;

/**
 * Renders, bundles and writes the page into `dir` (inside a project where `react`, `react-dom`
 * and the tarball are installed). Returns the server's HTML and the page's folder to serve.
 * `mode: 'development'` renders and bundles with React's development build, which warns of what
 * it would not say in production: on the client, each prop that differs from the server's HTML
 * as it hydrates.
 */
export async function buildReactSsrPage(dir, { mode = 'production' } = {}) {
  const source = join(dir, 'ssr');
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'App.js'), APP);
  writeFileSync(join(source, 'client.js'), CLIENT);
  // In development React's server also warns (on stderr), of a layout effect for one.
  const server = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { createElement } from 'react'; import { renderToString } from 'react-dom/server'; import { App } from './App.js'; process.stdout.write(renderToString(createElement(App)));",
    ],
    { cwd: source, encoding: 'utf8', env: { ...process.env, NODE_ENV: mode } },
  );
  if (server.status !== 0) throw new Error(`server rendering failed: ${server.stderr}`);
  const serverHtml = server.stdout;
  const serverWarnings = server.stderr.trim();
  const out = join(source, 'out');
  const { build } = await import('vite');
  await build({
    root: source,
    configFile: false,
    logLevel: 'silent',
    base: './',
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    build: {
      outDir: out,
      rollupOptions: { input: join(source, 'client.js'), output: { entryFileNames: 'client.js' } },
    },
  });
  writeFileSync(
    join(out, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title><link rel="icon" href="data:,"></head><body><div id="root">${serverHtml}</div><script type="module" src="./client.js"></script></body></html>`,
  );
  const scripts = readdirSync(out, { recursive: true })
    .filter((name) => String(name).endsWith('.js'))
    .map((name) => readFileSync(join(out, String(name)), 'utf8'))
    .join('\n');
  return { serverHtml, serverWarnings, out, scripts };
}

/** In the hydrated page: nothing React complained of, and the elements work with the server's props. */
export async function checkHydratedPage(page) {
  await page.waitForFunction(
    () =>
      window.hydrated === true &&
      customElements.get('ib-accordion') &&
      customElements.get('ib-modal'),
    null,
    { timeout: 15000 },
  );
  return page.evaluate(async () => {
    const accordion = document.querySelector('ib-accordion');
    await accordion.updateComplete;
    const [one, two] = accordion.querySelectorAll('details');
    one.querySelector('summary').click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    two.querySelector('summary').click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const modal = document.querySelector('ib-modal');
    await modal.updateComplete;
    return {
      hydrationErrors: window.hydrationErrors,
      closeOthers: accordion.closeOthers === true,
      // hidden={false}: React 18 alone would write hidden="false", which hides it.
      shown: !accordion.hidden,
      // close-others after hydration: opening the second closed the first; the handler heard it.
      open: [one.open, two.open],
      toggles: window.toggles ?? 0,
      modalClosed: modal.open === false && !modal.shadowRoot.querySelector('dialog').open,
      modalLabel: modal.label,
      refIsElement: window.accordionRef === accordion,
    };
  });
}

/** Whether checkHydratedPage's result is all as the App above asks. */
export const hydratedAsRendered = (result) =>
  result.hydrationErrors.length === 0 &&
  result.closeOthers &&
  result.shown &&
  result.open.join() === 'false,true' &&
  result.toggles > 0 &&
  result.modalClosed &&
  result.modalLabel === 'Terms' &&
  result.refIsElement;
