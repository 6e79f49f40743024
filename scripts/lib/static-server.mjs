// A tiny static file server for scripts (consumer test, benchmarks): 127.0.0.1, a free port,
// folders mounted at URL prefixes, no caching, optional gzip. Not for production use.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.txt': 'text/plain; charset=utf-8',
};
// Already-compressed formats gain nothing from gzip.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.m3u8',
]);

/**
 * Starts a server and resolves once it listens.
 * @param {object} options
 * @param {Record<string, string>} options.mounts URL prefix -> folder, e.g. { '/': tmp, '/ib/': 'dist' }.
 *   The longest matching prefix wins.
 * @param {boolean} [options.gzip] Gzip compressible bodies when the client accepts it.
 * @param {(path: string, body: Buffer, urlPath: string) => Promise<Buffer|string>|Buffer|string} [options.transform]
 *   Rewrites a file body before it is sent (results are cached per file and modification time).
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({ mounts, gzip = false, transform } = {}) {
  const prefixes = Object.entries(mounts)
    .map(([prefix, dir]) => [prefix.endsWith('/') ? prefix : `${prefix}/`, resolve(dir)])
    .sort((a, b) => b[0].length - a[0].length);
  // Bodies are cached so repeated loads (benchmarks) measure the browser, not the disk or zlib.
  const cache = new Map();

  async function bodyFor(file, urlPath, wantsGzip) {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const key = `${file}|${info.mtimeMs}`;
    let entry = cache.get(key);
    if (!entry) {
      let raw = await readFile(file);
      if (transform) raw = Buffer.from(await transform(file, raw, urlPath));
      entry = { raw };
      cache.set(key, entry);
    }
    if (!wantsGzip || !COMPRESSIBLE.has(extname(file))) return { body: entry.raw, encoding: null };
    entry.gzipped ??= gzipSync(entry.raw);
    return { body: entry.gzipped, encoding: 'gzip' };
  }

  function fileFor(urlPath) {
    for (const [prefix, dir] of prefixes) {
      if (!`${urlPath}/`.startsWith(prefix) && !urlPath.startsWith(prefix)) continue;
      let rest = urlPath.slice(prefix.length - 1);
      if (rest === '' || rest.endsWith('/')) rest += 'index.html';
      const file = normalize(join(dir, rest));
      // Refuse anything that escapes the mounted folder (../ tricks).
      return file === dir || file.startsWith(dir + sep) ? file : null;
    }
    return null;
  }

  const server = createServer(async (request, response) => {
    try {
      const urlPath = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      const file = fileFor(urlPath);
      const wantsGzip = gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const found = file && (await bodyFor(file, urlPath, wantsGzip).catch(() => null));
      if (!found) {
        response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
        response.end('Not found');
        return;
      }
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': found.body.length,
        'cache-control': 'no-store',
      };
      if (found.encoding)
        Object.assign(headers, { 'content-encoding': found.encoding, vary: 'accept-encoding' });
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : found.body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });

  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}
