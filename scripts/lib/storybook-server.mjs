// A Storybook build served on a free localhost port behind the demo's local API (search, user
// lookup, forms), as `npm run storybook` serves it: stories that call the API render their real states.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApiMiddleware } from '../../demo/api/middleware.mjs';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Serves `dir`; returns { url, close }. */
export async function serveStorybook(dir) {
  const api = createApiMiddleware({ delay: 0 });
  const server = createServer((req, res) =>
    api(req, res, () => {
      const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
      if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      });
      createReadStream(file).pipe(res);
    }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
