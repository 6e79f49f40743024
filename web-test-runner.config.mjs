// Browser tests in real Chromium, on the Preact build that templates load.
// One group per element folder plus one for packages/; `--group react` runs the
// React smoke group (real React 19) on its own, since two import maps in one run collide.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { importMapsPlugin } from '@web/dev-server-import-maps';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { blockRequestsPlugin } from './scripts/lib/block-requests.mjs';
import { cssInlineDevServer } from './scripts/lib/css-inline.mjs';
import { elementCasesDevServer } from './scripts/lib/element-cases.mjs';
import { elementTagsDevServer } from './scripts/lib/element-tags.mjs';
import { jsonModuleDevServer } from './scripts/lib/json-module.mjs';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { reactPrebundle } from './scripts/lib/react-prebundle.mjs';
import { plyrTrustedDevServer } from './scripts/lib/plyr-trusted.mjs';
import { sendableFailures } from './scripts/lib/sendable-failures.mjs';
import { storyModulesDevServer } from './scripts/lib/story-modules.mjs';
import { touchTapPlugin } from './scripts/lib/touch-tap.mjs';
import { umdAsEsmDevServer } from './scripts/lib/umd-as-esm.mjs';
import { upgradeCssDevServer } from './scripts/lib/upgrade-css.mjs';

const isReactRun = process.argv.includes('--group') && process.argv.includes('react');

const preactImports = {
  react: '/node_modules/preact/compat/dist/compat.mjs',
  'react-dom': '/node_modules/preact/compat/dist/compat.mjs',
  'react-dom/client': '/node_modules/preact/compat/client.mjs',
  'react/jsx-runtime': '/node_modules/preact/compat/jsx-runtime.mjs',
  'react/jsx-dev-runtime': '/node_modules/preact/compat/jsx-runtime.mjs',
};

/** Whether a folder holds any browser test (a group without files makes the runner fail). */
const hasTests = (dir) =>
  existsSync(dir) &&
  readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasTests(join(dir, entry.name)) : entry.name.endsWith('.test.ts'),
  );

const elementGroups = readdirSync('elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && hasTests(`elements/${entry.name}`))
  .map((entry) => ({
    name: entry.name,
    // Not the React smoke tests: they run in the react group, on real React.
    files: [`elements/${entry.name}/**/*.test.ts`, '!**/*.react.test.ts'],
  }));

export default {
  nodeResolve: { browser: true, exportConditions: ['browser', 'development'] },
  concurrency: 2,
  concurrentBrowsers: 1,
  testsFinishTimeout: 240000,
  testFramework: { config: { timeout: 10000 } },
  groups: [
    { name: 'packages', files: 'packages/**/*.test.ts' },
    ...elementGroups,
    ...(hasTests('test/browser')
      ? [{ name: 'integration', files: 'test/browser/**/*.test.ts' }]
      : []),
    ...(hasTests('stories') ? [{ name: 'stories', files: 'stories/**/*.test.ts' }] : []),
    // Only in its own run: its pages need real React, not the Preact import map.
    // Each element's smoke test is in its folder (<folder>.react.test.ts).
    ...(isReactRun
      ? [{ name: 'react', files: ['test/react/**/*.react.test.ts', 'elements/**/*.react.test.ts'] }]
      : []),
  ],
  browsers: [
    chromeLauncher({
      // Real 15px scrollbars (puppeteer hides them by default): scroll-lock tests measure them.
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: chromiumArgs,
        ignoreDefaultArgs: ['--hide-scrollbars'],
      },
      // A window per test page: a background tab is hidden and never paints, so animation
      // frames, IntersectionObserver and media-query events would never fire in it.
      createPage: ({ context }) => context.newPage({ type: 'window' }),
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
    <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <script>window.process = { env: { NODE_ENV: 'development' } };</script></head>
    <body><script type="module" src="${testFramework}"></script></body></html>`,
  plugins: [
    a11ySnapshotPlugin(),
    blockRequestsPlugin(), // fails chosen requests: a vendor chunk that cannot load
    sendableFailures(), // a failed assertion about an element is reported, not a hung file
    touchTapPlugin(), // a real finger tap, for what a touch screen does differently from a click
    cssInlineDevServer(),
    elementTagsDevServer(), // virtual:ib-element-tags, as the build makes it
    upgradeCssDevServer(), // /__ib/upgrade.css, assembled as the build does
    elementCasesDevServer(), // virtual:ib-element-cases, from each folder's <folder>.cases.ts
    storyModulesDevServer(), // virtual:ib-story-modules, every stories/*.stories.ts
    jsonModuleDevServer(),
    umdAsEsmDevServer(),
    plyrTrustedDevServer(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: './tsconfig.json', target: 'es2022' }),
    isReactRun
      ? reactPrebundle()
      : importMapsPlugin({ inject: { importMap: { imports: preactImports } } }),
  ],
};
