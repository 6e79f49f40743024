// The framework apps of scripts/test-consumer.mjs: Vue 3, Svelte 5 and Preact apps, each built
// by `vite build` with the framework's own plugin (Preact: JSX with `jsxImportSource: 'preact'`)
// and opened in Chromium. Each renders <ib-accordion close-others>, <ib-tabs> and <ib-modal> from
// its own template and listens to ib-accordion-toggle the framework's way (Vue `@ib-accordion-toggle`,
// Svelte `onib-accordion-toggle`, Preact `onib-accordion-toggle`), writing what it heard into the
// page. Vue and Svelte import the package root (the autoloader); Preact imports the three tags.
// Installed from the tarball with the frameworks in ONE `npm install`; the builds run one by one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { installProject, openLogged } from './project.mjs';

export const FRAMEWORK_APP_PACKAGES = [
  'vite@8',
  'vue@3',
  '@vitejs/plugin-vue@6',
  'svelte@5',
  '@sveltejs/vite-plugin-svelte@7',
  'preact@11',
];

const TAGS = ['ib-accordion', 'ib-tabs', 'ib-modal'];

// The same markup in each template: two accordion items, two tabs, a closed modal.
const ITEMS =
  '<details><summary>Question</summary><p>Answer</p></details><details><summary>Other</summary><p>More</p></details>';
const TABS =
  '<ib-tabs label="Channels"><button slot="tab">SMS</button><section slot="panel"><p>Text</p></section><button slot="tab">Email</button><section slot="panel"><p>Mail</p></section></ib-tabs>';
const MODAL = (id) => `<ib-modal id="${id}"><h2>Hello</h2><p>Dialog content.</p></ib-modal>`;

/** Per app: its files (index.html beside them) and the Vite config it builds with. */
const APPS = {
  'Vue 3': {
    folder: 'vue',
    files: {
      'main.js':
        "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#app');\n",
      'App.vue': [
        '<script setup>',
        "import 'ib-blocks';",
        "import { ref } from 'vue';",
        '',
        "const heard = ref('');",
        'const toggled = (event) => (heard.value = `${event.detail.index}:${event.detail.open}`);',
        '</script>',
        '',
        '<template>',
        `  <ib-accordion close-others @ib-accordion-toggle="toggled">${ITEMS}</ib-accordion>`,
        `  ${TABS}`,
        `  ${MODAL('vue-modal')}`,
        '  <p id="heard">{{ heard }}</p>',
        '</template>',
        '',
      ].join('\n'),
    },
    async plugins(load) {
      const { default: vue } = await load('@vitejs/plugin-vue');
      // Vue would otherwise try to resolve the tags as its own components (README, Vue section).
      return [
        vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ib-') } } }),
      ];
    },
  },
  'Svelte 5': {
    folder: 'svelte',
    files: {
      'main.js':
        "import { mount } from 'svelte';\nimport App from './App.svelte';\n\nmount(App, { target: document.getElementById('app') });\n",
      'App.svelte': [
        '<script>',
        "  import 'ib-blocks';",
        '',
        "  let heard = $state('');",
        '  const toggled = (event) => (heard = `${event.detail.index}:${event.detail.open}`);',
        '</script>',
        '',
        `<ib-accordion close-others onib-accordion-toggle={toggled}>${ITEMS}</ib-accordion>`,
        TABS,
        MODAL('svelte-modal'),
        '<p id="heard">{heard}</p>',
        '',
      ].join('\n'),
    },
    async plugins(load) {
      const { svelte } = await load('@sveltejs/vite-plugin-svelte');
      return [svelte()];
    },
  },
  Preact: {
    folder: 'preact',
    files: {
      'main.tsx': [
        "import type {} from 'ib-blocks/jsx-preact';",
        "import 'ib-blocks/ib-accordion';",
        "import 'ib-blocks/ib-tabs';",
        "import 'ib-blocks/ib-modal';",
        "import { render } from 'preact';",
        "import { useState } from 'preact/hooks';",
        '',
        'function App() {',
        "  const [heard, setHeard] = useState('');",
        '  return (',
        '    <>',
        `      <ib-accordion close-others onib-accordion-toggle={(event) => setHeard(\`\${event.detail.index}:\${event.detail.open}\`)}>${ITEMS}</ib-accordion>`,
        `      ${TABS}`,
        `      ${MODAL('preact-modal')}`,
        '      <p id="heard">{heard}</p>',
        '    </>',
        '  );',
        '}',
        '',
        "render(<App />, document.getElementById('app')!);",
        '',
      ].join('\n'),
    },
    // Vite's own JSX transform, pointed at Preact's automatic runtime.
    plugins: async () => [],
    config: { oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } } },
  },
};

const html = (entry) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>framework app</title></head><body><div id="app"></div><script type="module" src="./${entry}"></script></body></html>`;

/** Installs the tarball with the frameworks into `dir`, then builds the apps: `{ install, builds }`. Started early, it runs beside the rest. */
export async function prepareFrameworkApps(dir, tarball) {
  const install = await installProject(
    dir,
    'consumer-framework-apps',
    tarball,
    FRAMEWORK_APP_PACKAGES,
  );
  if (!install.ok) return { install, builds: [] };
  // The tools are the ones installed in `dir`, as an app would have them.
  const load = (name) =>
    import(pathToFileURL(createRequire(join(dir, 'package.json')).resolve(name)).href);
  const { build } = await load('vite');
  const builds = [];
  for (const [name, app] of Object.entries(APPS)) {
    const root = join(dir, app.folder);
    const out = join(dir, 'out', app.folder);
    mkdirSync(root, { recursive: true });
    for (const [file, code] of Object.entries(app.files)) writeFileSync(join(root, file), code);
    writeFileSync(join(root, 'index.html'), html(Object.keys(app.files)[0]));
    try {
      const plugins = await app.plugins(load);
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        base: './',
        plugins,
        ...app.config,
        build: { outDir: out, emptyOutDir: true },
      });
      builds.push({ name, folder: app.folder, out });
    } catch (error) {
      builds.push({ name, folder: app.folder, out, error: error.stack ?? String(error) });
    }
  }
  return { install, builds };
}

/** Opens a built app: the three elements' state, then what the app heard after the first summary is clicked. */
async function inspectApp(browser, url) {
  const { context, page, log } = await openLogged(browser, url);
  try {
    const elements = await page.evaluate(async (tags) => {
      const timeout = new Promise((resolve) => setTimeout(resolve, 10000));
      await Promise.race([
        Promise.all(
          tags.map((tag) =>
            customElements.whenDefined(tag).then(() => document.querySelector(tag).updateComplete),
          ),
        ),
        timeout,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the autoloader marks the state after the import settles
      return tags.map((tag) => {
        const el = document.querySelector(tag);
        const rendered = Boolean(el?.shadowRoot && el.shadowRoot.childNodes.length > 0);
        return `${tag}:${customElements.get(tag) ? 'defined' : 'undefined'}:${rendered ? 'rendered' : 'empty'}:${el?.dataset.ibState ?? 'no state'}`;
      });
    }, TAGS);
    await page.click('ib-accordion details:nth-of-type(1) > summary');
    // `toggle` events are queued as tasks; the framework then re-renders.
    const heard = await page
      .waitForFunction(() => document.getElementById('heard')?.textContent || null, null, {
        timeout: 3000,
      })
      .then(
        (handle) => handle.jsonValue(),
        () => '',
      );
    await page.waitForLoadState('networkidle');
    return { elements, heard, log };
  } finally {
    await context.close();
  }
}

/**
 * Opens each built app in `browser`, with `check(name, ok, detail)`: the three elements defined
 * and rendered, none failed; the app's own listener heard ib-accordion-toggle (index 0, open);
 * no console error or failed request.
 */
export async function checkFrameworkApps({ install, builds }, { browser, check }) {
  if (
    !check(
      `npm installs the tarball with ${FRAMEWORK_APP_PACKAGES.join(', ')} (one install)`,
      install.ok,
      install.output.split('\n').slice(-10).join('\n    '),
    )
  )
    return;
  for (const { name, error } of builds)
    check(
      `${name}: vite build of an app using the tags in its template`,
      !error,
      error?.split('\n').slice(0, 12).join('\n    '),
    );
  const built = builds.filter((build) => !build.error);
  const server = await startStaticServer({
    mounts: Object.fromEntries(built.map(({ folder, out }) => [`/${folder}/`, out])),
  });
  try {
    for (const { name, folder } of built) {
      const app = await inspectApp(browser, `${server.url}/${folder}/index.html`);
      const rendered = app.elements.every(
        (state) => state.includes(':defined:rendered:') && !state.endsWith(':failed'),
      );
      check(
        `${name} app: <ib-accordion>, <ib-tabs> and <ib-modal> defined and rendered, none failed`,
        rendered,
        app.elements.join(', '),
      );
      check(
        `${name} app: its ib-accordion-toggle listener hears the first item open`,
        app.heard === '0:true',
        JSON.stringify(app.heard),
      );
      check(
        `${name} app: no console error or failed request`,
        app.log.errors.length === 0 && app.log.bad.length === 0,
        [...app.log.errors, ...app.log.bad].slice(0, 6).join(' | '),
      );
    }
  } finally {
    await server.close();
  }
}
