// Mounts the demo's local API (search, traffic type, user lookup over the fixture corpus) into
// Storybook's dev server, so stories work offline against the same data as the demo site.
// The static build has no server: there, static-api.ts answers the same paths in the page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connect, Plugin } from 'vite';

export function fixtureApi(root: string): Plugin {
  const file = path.join(root, 'demo/api/middleware.mjs');
  return {
    name: 'ib:fixture-api',
    apply: 'serve',
    async configureServer(server) {
      if (!existsSync(file)) {
        server.config.logger.warn(
          `[storybook] ${path.relative(root, file)} not found: stories run without the local API.`,
        );
        return;
      }
      try {
        const { createApiMiddleware } = (await import(pathToFileURL(file).href)) as {
          createApiMiddleware: () => Connect.NextHandleFunction;
        };
        // Added before Vite's own middlewares, so API paths never fall through to the SPA fallback.
        server.middlewares.use(createApiMiddleware());
      } catch (error) {
        server.config.logger.error(
          `[storybook] local API failed to load: ${(error as Error).message}`,
        );
      }
    },
  };
}
