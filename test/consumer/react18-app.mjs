// React 18 for scripts/test-consumer.mjs: the tarball installs beside react@18 and react-dom@18
// without a peer-dependency override, and react-ssr-page.mjs's page (two per-element wrappers,
// rendered in Node, hydrated in Chromium) runs on them with React's development build, which
// warns of every prop the client would render differently. React 18 writes each prop of a custom
// element as a string attribute and listens to none of its events: the wrappers set the
// attributes, properties and listeners themselves (react/wrap.ts). The React app of
// test/consumer/typed/ compiles against @types/react 18 too.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { buildReactSsrPage, checkHydratedPage, hydratedAsRendered } from './react-ssr-page.mjs';
import { installProject, run } from './project.mjs';

export const REACT_18 = ['react@18', 'react-dom@18', '@types/react@18'];

/** Installs the tarball with React 18 into `dir`, a project of its own; resolves when npm is done. */
export function installReact18App(dir, tarball) {
  return installProject(dir, 'consumer-react18', tarball, REACT_18);
}

/** The checks on the installed React 18 project, as `[name, ok, detail]`. */
export async function checkReact18App({ dir, install, browser, repo }) {
  const checks = [
    [
      `npm installs the tarball with ${REACT_18.join(', ')}, no override`,
      install.ok,
      install.output.split('\n').slice(-10).join('\n    '),
    ],
  ];
  if (!install.ok) return checks;
  copyFileSync(
    fileURLToPath(new URL('typed/react-app.tsx', import.meta.url)),
    join(dir, 'react-app.tsx'),
  );
  const compilerOptions = {
    strict: true,
    skipLibCheck: false,
    module: 'ESNext',
    moduleResolution: 'Bundler',
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    noEmit: true,
    types: [],
  };
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: ['react-app.tsx'] }),
  );
  const compiling = run(
    process.execPath,
    [join(repo, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')],
    dir,
  );

  const ssr = await buildReactSsrPage(dir, { mode: 'development' });
  checks.push([
    'React 18: react-dom/server writes the attributes (close-others="", label, no open="false"), without a warning',
    /<ib-accordion close-others="">/.test(ssr.serverHtml) &&
      /<ib-modal id="terms" label="Terms">/.test(ssr.serverHtml) &&
      !ssr.serverWarnings,
    `${ssr.serverHtml.slice(0, 300)}\n    ${ssr.serverWarnings}`,
  ]);
  const server = await startStaticServer({ mounts: { '/': ssr.out } });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on(
      'console',
      (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()),
    );
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/index.html`);
    const result = await checkHydratedPage(page);
    checks.push([
      'React 18: hydrateRoot over the server HTML: properties as rendered, close-others works, the event prop fires, ref is the element',
      hydratedAsRendered(result),
      JSON.stringify(result),
    ]);
    checks.push([
      'React 18: no hydration warning or console error (development build)',
      errors.length === 0,
      errors.join(' | '),
    ]);
  } finally {
    await context.close();
    await server.close();
  }
  const compiled = await compiling;
  checks.push([
    'strict TypeScript compiles the React app with @types/react 18',
    compiled.ok,
    compiled.output.split('\n').slice(0, 20).join('\n    '),
  ]);
  return checks;
}
