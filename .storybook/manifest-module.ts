// `virtual:ib/custom-elements`: the Custom Elements Manifest that drives the controls and the
// docs tables. dist/custom-elements.json when it is newer than every define file (and the analyzer
// config); otherwise the same analysis (scripts/manifest.mjs's config) is run in memory, so the
// manifest is never stale and Storybook needs no prior build. An empty manifest is the last
// resort. In dev, editing a define file re-analyses and reloads the preview.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:ib/custom-elements';
const RESOLVED_ID = `\0${VIRTUAL_ID}.js`;
const emptyManifest = { schemaVersion: '2.1.0', modules: [] };
const defineFileRE = /[\\/]elements[\\/][^\\/]+[\\/]ib-[\w-]+\.ts$/;

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function defineFiles(root: string): string[] {
  const elements = path.join(root, 'elements');
  if (!existsSync(elements)) return [];
  return readdirSync(elements, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(elements, dir.name))
        .filter((file) => /^ib-[\w-]+\.ts$/.test(file))
        .map((file) => path.join(elements, dir.name, file)),
    );
}

async function analyze(root: string, config: string): Promise<unknown> {
  const { cli } = await import('@custom-elements-manifest/analyzer/cli.js');
  return cli({ argv: ['analyze', '--config', config, '--quiet'], cwd: root, noWrite: true });
}

async function loadManifest(root: string, warn: (message: string) => void): Promise<unknown> {
  const built = path.join(root, 'dist/custom-elements.json');
  const config = path.join(root, 'custom-elements-manifest.config.mjs');
  const newestSource = Math.max(mtime(config), ...defineFiles(root).map(mtime));
  const builtIsFresh = mtime(built) > newestSource;
  try {
    if (builtIsFresh || !existsSync(config)) return JSON.parse(readFileSync(built, 'utf8'));
  } catch {
    // unreadable or half-written: analyse below
  }
  try {
    return await analyze(root, config);
  } catch (error) {
    warn(
      `[storybook] custom elements manifest unavailable (${(error as Error).message}): no controls from it`,
    );
    return emptyManifest;
  }
}

export function manifestModule(root: string): Plugin {
  let manifest: Promise<unknown> | undefined;
  return {
    name: 'ib:custom-elements-manifest',
    buildStart() {
      manifest = undefined; // a new build (or dev start) looks again
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      manifest ??= loadManifest(root, (message) => this.warn(message));
      return `export default ${JSON.stringify(await manifest)};`;
    },
    configureServer(server) {
      const refresh = (file: string) => {
        if (!defineFileRE.test(file)) return;
        manifest = undefined;
        const graph = server.environments.client.moduleGraph;
        const module = graph.getModuleById(RESOLVED_ID);
        if (!module) return;
        graph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('change', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
