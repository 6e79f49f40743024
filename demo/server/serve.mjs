#!/usr/bin/env node
// The demo server: the plain-HTML demo site at /, the built library at /dist/, media fixtures at
// /fixtures/ and the local API, on 127.0.0.1, compressed and cached as a production server would
// (demo/README.md). `node demo/server/serve.mjs [--port 8080] [--no-csp]`.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApiMiddleware } from '../api/middleware.mjs';
import { cacheControlFor } from './cache-policy.mjs';
import { renderPage } from './layout.mjs';
import { isDirectory, isFile, resolveFile, sendFile } from './static-files.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The library promises to work under a strict policy (ELEMENTS.md, Security): the demo runs
// under one so a violation shows up in the console. 'wasm-unsafe-eval' is what the Rive
// runtime needs to compile its WebAssembly; blob: workers are what hls.js uses. Frames: only the
// two video providers the embeds use (YouTube's privacy-enhanced host, Vimeo's player), nobody else.
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
export const DEMO_CSP = [
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  `frame-src 'self' ${EMBED_FRAME_ORIGINS.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types ib-blocks',
].join('; ');

function mountsFor(root) {
  return [
    { prefix: '/dist/', dir: join(root, 'dist') },
    { prefix: '/fixtures/', dir: join(root, 'fixtures') },
    // The demo's type, self-hosted from the installed package (demo/README.md, "Type").
    { prefix: '/fonts/', dir: join(root, 'node_modules/@fontsource-variable/inter/files') },
    // The API, server sources and layout partials live beside the pages but are not part of the site.
    { prefix: '/', dir: join(root, 'demo'), hidden: ['api', 'server', 'layout', 'README.md'] },
  ];
}

function sendText(res, status, text) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(text);
}

/**
 * @param {{ port?: number, host?: string, root?: string, csp?: boolean, api?: Parameters<typeof createApiMiddleware>[0] }} [options]
 *   port 0 picks a free port; root is the repository (default: this checkout).
 * @returns {Promise<{ url: string, port: number, server: import('node:http').Server, close: () => Promise<void> }>}
 */
export async function startDemoServer({
  port = 8080,
  host = '127.0.0.1',
  root = REPO,
  csp = true,
  api,
} = {}) {
  const mounts = mountsFor(resolve(root));
  const demoDir = join(resolve(root), 'demo');
  const apiMiddleware = createApiMiddleware(api);
  const htmlHeaders = csp ? { 'content-security-policy': DEMO_CSP } : {};

  /** A demo page, with its layout put in (layout.mjs). */
  async function sendPage(req, res, file, options = {}) {
    const { html, mtimeMs } = renderPage(file, demoDir);
    await sendFile(req, res, file, {
      ...options,
      headers: htmlHeaders,
      rendered: { body: Buffer.from(html), mtimeMs },
    });
  }

  async function serveStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const [rawPath, query = ''] = (req.url ?? '/').split('?');
    // Like WordPress, the site root with ?s= is the search results page.
    if (
      rawPath === '/' &&
      new URLSearchParams(query).has('s') &&
      (await isFile(join(demoDir, 'search.html')))
    ) {
      await sendPage(req, res, join(demoDir, 'search.html'));
      return;
    }
    const target = resolveFile(rawPath, mounts);
    if (!target) {
      sendText(res, 400, 'Bad request');
      return;
    }
    let file = target.file;
    if (file && (await isDirectory(file))) {
      if (!target.isDirectoryUrl) {
        // Built from the checked path, with one leading slash, so it cannot point off-site.
        const location = `/${decodeURIComponent(rawPath).split('/').filter(Boolean).map(encodeURIComponent).join('/')}/`;
        res.writeHead(301, { location }).end();
        return;
      }
      file = join(file, 'index.html');
    }
    if (file && (await isFile(file))) {
      // resolveFile has decoded this path already, so it decodes.
      const cacheControl = cacheControlFor(decodeURIComponent(rawPath));
      if (file.endsWith('.html') && file.startsWith(demoDir + sep))
        await sendPage(req, res, file, { cacheControl });
      else
        await sendFile(req, res, file, {
          headers: file.endsWith('.html') ? htmlHeaders : {},
          cacheControl,
        });
      return;
    }
    // The friendly page only where a visitor navigated; a missing asset gets a plain 404.
    const notFoundPage = join(demoDir, '404.html');
    const looksLikePage = /\/[^./]*$|\.html$/.test(rawPath);
    if (looksLikePage && (await isFile(notFoundPage))) {
      await sendPage(req, res, notFoundPage, { status: 404 });
    } else {
      sendText(res, 404, 'Not found');
    }
  }

  const server = createServer((req, res) => {
    apiMiddleware(req, res, () =>
      serveStatic(req, res).catch((error) => {
        console.error('[demo server]', error);
        if (!res.headersSent) sendText(res, 500, 'Internal error');
        else res.destroy();
      }),
    );
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host}:${actualPort}/`,
    port: actualPort,
    server,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function main(argv) {
  const portFlag = argv.indexOf('--port');
  const port = Number(portFlag >= 0 ? argv[portFlag + 1] : (process.env.PORT ?? 8080));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('Invalid port; use --port <0-65535> or PORT.');
    process.exit(2);
  }
  if (!existsSync(join(REPO, 'dist', 'autoload.js'))) {
    console.warn(
      'dist/autoload.js is missing: run `npm run build` first, or the pages stay un-enhanced.',
    );
  }
  let demo;
  try {
    demo = await startDemoServer({ port, csp: !argv.includes('--no-csp') });
  } catch (error) {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${port} is in use; set PORT or --port.` : error,
    );
    process.exit(1);
  }
  console.log(`Demo site: ${demo.url}`);
  const stop = async () => {
    await demo.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
