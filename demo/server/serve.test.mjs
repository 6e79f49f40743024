import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { STABLE_CHUNKS } from '../../scripts/lib/stable-chunks.mjs';
import { parseByteRange } from './byte-range.mjs';
import { cacheControlFor } from './cache-policy.mjs';
import { compressedBody } from './compressed-bodies.mjs';
import { negotiateEncoding } from './content-encoding.mjs';
import { contentTypeFor } from './mime-types.mjs';
import { startDemoServer } from './serve.mjs';

let root;
let demo;
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
// Text long and repetitive enough that compression shrinks it (4500 bytes).
const SCRIPT =
  'export const greeting = "hello";\n'.repeat(100) + 'export default greeting;\n'.repeat(48);
const ARTICLE = `<h1>article</h1>${'<p>text</p>'.repeat(50)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'ib-demo-'));
  const write = (path, body) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write('demo/index.html', '<h1>home</h1>');
  write('demo/pages/index.html', '<h1>pages</h1>');
  write('demo/pages/article.html', ARTICLE);
  write('demo/search.html', '<h1>search</h1>');
  write('demo/404.html', '<h1>missing</h1>');
  write('demo/site.css', 'body{}');
  write('demo/api/middleware.mjs', '// source');
  write(
    'demo/layout/header.html',
    '<header>{{nav.label}}: <a href="/pages/"{{current:/pages/}}>{{nav.blocks}}</a></header>\n',
  );
  write(
    'demo/layout/words.json',
    JSON.stringify({
      en: { 'nav.label': 'Main', 'nav.blocks': 'Blocks' },
      de: { 'nav.label': 'Hauptnavigation', 'nav.blocks': 'Bausteine' },
    }),
  );
  write(
    'demo/pages/with-layout.de.html',
    '<html lang="de"><body>\n    <!--#include header -->\n<main></main></body></html>',
  );
  write('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'wOF2');
  write('dist/autoload.js', 'export {}');
  for (const path of [
    'dist/chunks/runtime.js',
    'dist/chunks/core.js',
    'dist/chunks/plyr-BBa--EN3.js',
    'dist/chunks/plyr-BBa--EN3.js.map',
    'dist/chunks/core-tab-keys-_kzrM93H.js',
    'dist/react-chunks/core-DUoUqacm.js',
    'dist/elements/ib-video.js',
    'dist/locales/de.js',
  ]) {
    write(path, SCRIPT);
  }
  write('dist/rive.wasm', 'wasm');
  write('dist/anim.riv', 'riv');
  write('fixtures/media/clip.webm', VIDEO);
  write('fixtures/media/clip.mp4', 'mp4');
  write('fixtures/media/hls/index.m3u8', '#EXTM3U');
  write('fixtures/media/hls/seg0.m2ts', 'ts');
  write('secret.txt', 'top secret');
  demo = await startDemoServer({ port: 0, root, api: { delay: 0 } });
});

after(async () => {
  await demo.close();
  rmSync(root, { recursive: true, force: true });
});

/** Raw request, so paths reach the server exactly as written (fetch would normalise them). */
function get(path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: demo.port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('directory traversal is rejected, plain or encoded', async () => {
  for (const path of [
    '/../secret.txt',
    '/dist/../secret.txt',
    '/%2e%2e/secret.txt',
    '/dist/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/fixtures/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/index.html%00.css',
    '/%E0%A4%A',
  ]) {
    const response = await get(path);
    assert.ok([400, 404].includes(response.status), `${path} -> ${response.status}`);
    assert.doesNotMatch(response.body.toString(), /top secret/, path);
  }
});

test('API and server sources are not served as pages', async () => {
  assert.equal((await get('/api/middleware.mjs')).status, 404);
  assert.equal((await get('/layout/header.html')).status, 404);
});

test('a page is sent with the layout put in, in its language; a partial edit is a new version', async () => {
  const page = await get('/pages/with-layout.de.html');
  assert.equal(page.status, 200);
  assert.equal(
    page.body.toString(),
    '<html lang="de"><body>\n<header>Hauptnavigation: <a href="/pages/" aria-current="true">Bausteine</a></header>\n<main></main></body></html>',
  );
  assert.equal(Number(page.headers['content-length']), page.body.length);
  assert.match(page.headers['content-security-policy'], /trusted-types ib-blocks/);
  assert.equal(
    (await get('/pages/with-layout.de.html', { 'if-none-match': page.headers.etag })).status,
    304,
  );
  const partial = join(root, 'demo/layout/header.html');
  utimesSync(partial, new Date(), new Date(Date.now() + 10000));
  const edited = await get('/pages/with-layout.de.html', { 'if-none-match': page.headers.etag });
  assert.equal(edited.status, 200);
  assert.notEqual(edited.headers.etag, page.headers.etag);
});

test('the Inter files are served from the installed package at /fonts/', async () => {
  const font = await get('/fonts/inter-latin-wght-normal.woff2');
  assert.equal(font.status, 200);
  assert.equal(font.headers['content-type'], 'font/woff2');
  assert.equal(font.body.toString(), 'wOF2');
});

test('content types of the mounts', async () => {
  const expected = {
    '/': 'text/html; charset=utf-8',
    '/site.css': 'text/css; charset=utf-8',
    '/dist/autoload.js': 'text/javascript; charset=utf-8',
    '/dist/rive.wasm': 'application/wasm',
    '/dist/anim.riv': 'application/octet-stream',
    '/fixtures/media/clip.webm': 'video/webm',
    '/fixtures/media/clip.mp4': 'video/mp4',
    '/fixtures/media/hls/index.m3u8': 'application/vnd.apple.mpegurl',
    '/fixtures/media/hls/seg0.m2ts': 'video/mp2t',
  };
  for (const [path, type] of Object.entries(expected)) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers['content-type'], type, path);
    assert.equal(response.headers['x-content-type-options'], 'nosniff', path);
  }
  assert.equal(contentTypeFor('x.unknown'), 'application/octet-stream');
  assert.equal(contentTypeFor('X.MP4'), 'video/mp4');
});

test('HTML pages carry the Trusted Types policy', async () => {
  assert.match((await get('/')).headers['content-security-policy'], /trusted-types ib-blocks/);
  assert.equal((await get('/dist/autoload.js')).headers['content-security-policy'], undefined);
});

test('the policy frames the video providers and nobody else, and stays strict on scripts', async () => {
  const directives = Object.fromEntries(
    (await get('/')).headers['content-security-policy'].split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
  assert.deepEqual(directives['frame-src'], [
    "'self'",
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ]);
  assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.deepEqual(directives['require-trusted-types-for'], ["'script'"]);
  assert.deepEqual(directives['trusted-types'], ['ib-blocks']);
});

test('directories: index.html, and a redirect to add the slash', async () => {
  assert.equal((await get('/pages/')).body.toString(), '<h1>pages</h1>');
  const redirect = await get('/pages');
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.location, '/pages/');
  // A protocol-relative path must not become an off-site redirect.
  const sneaky = await get('//pages');
  assert.ok(!sneaky.headers.location || sneaky.headers.location.startsWith('/pages'));
});

test('missing files get the 404 page without echoing the path', async () => {
  const response = await get('/no-such-<script>.html');
  assert.equal(response.status, 404);
  assert.equal(response.body.toString(), '<h1>missing</h1>');
  const asset = await get('/dist/missing.css');
  assert.equal(asset.status, 404);
  assert.equal(asset.headers['content-type'], 'text/plain; charset=utf-8');
});

test('the site root with ?s= is the search page', async () => {
  assert.equal((await get('/?s=sms&lang=en')).body.toString(), '<h1>search</h1>');
  assert.equal((await get('/?lang=en')).body.toString(), '<h1>home</h1>');
});

test('Range requests for media', async () => {
  const middle = await get('/fixtures/media/clip.webm', { range: 'bytes=100-199' });
  assert.equal(middle.status, 206);
  assert.equal(middle.headers['content-range'], 'bytes 100-199/1000');
  assert.equal(middle.headers['content-length'], '100');
  assert.deepEqual(middle.body, VIDEO.subarray(100, 200));
  const open = await get('/fixtures/media/clip.webm', { range: 'bytes=990-' });
  assert.deepEqual(open.body, VIDEO.subarray(990));
  const suffix = await get('/fixtures/media/clip.webm', { range: 'bytes=-10' });
  assert.deepEqual(suffix.body, VIDEO.subarray(990));
  const beyond = await get('/fixtures/media/clip.webm', { range: 'bytes=5000-' });
  assert.equal(beyond.status, 416);
  assert.equal(beyond.headers['content-range'], 'bytes */1000');
  const full = await get('/fixtures/media/clip.webm');
  assert.equal(full.headers['accept-ranges'], 'bytes');
  assert.equal(full.body.length, 1000);
});

test('HEAD and revalidation', async () => {
  const head = await get('/fixtures/media/clip.webm', {}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.headers['content-length'], '1000');
  assert.equal(head.body.length, 0);
  const { etag } = (await get('/site.css')).headers;
  assert.equal((await get('/site.css', { 'if-none-match': etag })).status, 304);
});

test('the API is mounted', async () => {
  const response = await get('/wp-json/infobip/v1/traffic-type');
  assert.deepEqual(JSON.parse(response.body.toString()), { internal: false });
});

test('parseByteRange edge cases', () => {
  assert.equal(parseByteRange(undefined, 10), null);
  assert.equal(parseByteRange('bytes=0-1,5-6', 10), null);
  assert.equal(parseByteRange('bytes=-', 10), null);
  assert.deepEqual(parseByteRange('bytes=0-99', 10), { start: 0, end: 9 });
  assert.equal(parseByteRange('bytes=5-2', 10), 'unsatisfiable');
  assert.equal(parseByteRange('bytes=-0', 10), 'unsatisfiable');
});

test('Accept-Encoding picks brotli, gzip or nothing, by q-value', () => {
  const cases = {
    'gzip, deflate, br, zstd': 'br',
    gzip: 'gzip',
    'x-gzip': 'gzip',
    'br;q=0, gzip': 'gzip',
    'gzip;q=0.5, br;q=0.8': 'br',
    'br;q=0.5, gzip;q=0.9': 'gzip',
    'BR ; Q=0.7': 'br',
    '*': 'br',
    '*;q=0.5, br;q=0': 'gzip',
    'gzip;q=0.4': 'gzip',
    'gzip;q=0.4, identity': null,
    'br;q=0, gzip;q=0': null,
    '*;q=0': null,
    identity: null,
    deflate: null,
    '': null,
  };
  for (const [header, coding] of Object.entries(cases))
    assert.equal(negotiateEncoding(header), coding, header);
  assert.equal(negotiateEncoding(undefined), null);
});

test('text is sent compressed as the request accepts, and says it varies by Accept-Encoding', async () => {
  const brotli = await get('/dist/chunks/runtime.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(brotli.status, 200);
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotli.headers.vary, 'Accept-Encoding');
  assert.equal(Number(brotli.headers['content-length']), brotli.body.length);
  assert.ok(brotli.body.length < 200, `${brotli.body.length} bytes`);
  assert.equal(brotliDecompressSync(brotli.body).toString(), SCRIPT);
  // Ranges are served of the plain bytes only (below), so a compressed body does not offer them.
  assert.equal(brotli.headers['accept-ranges'], undefined);

  const gzip = await get('/dist/chunks/runtime.js', { 'accept-encoding': 'br;q=0, gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gzip.body).toString(), SCRIPT);

  for (const headers of [
    {},
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'br;q=0, gzip;q=0' },
  ]) {
    const plain = await get('/dist/chunks/runtime.js', headers);
    assert.equal(plain.headers['content-encoding'], undefined, JSON.stringify(headers));
    assert.equal(plain.headers.vary, 'Accept-Encoding', JSON.stringify(headers));
    assert.equal(plain.headers['content-length'], '4500');
    assert.equal(plain.body.toString(), SCRIPT);
  }

  // Pages too (with their policy), and a HEAD says the compressed length without the body.
  const page = await get('/pages/article.html', { 'accept-encoding': 'gzip' });
  assert.equal(page.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(page.body).toString(), ARTICLE);
  assert.match(page.headers['content-security-policy'], /trusted-types ib-blocks/);
  const head = await get('/dist/chunks/runtime.js', { 'accept-encoding': 'br' }, 'HEAD');
  assert.equal(head.headers['content-encoding'], 'br');
  assert.equal(head.headers['content-length'], brotli.headers['content-length']);
  assert.equal(head.body.length, 0);
});

test('media is never compressed and does not vary', async () => {
  const video = await get('/fixtures/media/clip.webm', { 'accept-encoding': 'gzip, br' });
  assert.equal(video.headers['content-encoding'], undefined);
  assert.equal(video.headers.vary, undefined);
  assert.equal(video.headers['accept-ranges'], 'bytes');
  assert.deepEqual(video.body, VIDEO);
});

test('a Range request gets the plain bytes, even of compressible text', async () => {
  const part = await get('/dist/chunks/runtime.js', {
    'accept-encoding': 'gzip, br',
    range: 'bytes=7-18',
  });
  assert.equal(part.status, 206);
  assert.equal(part.headers['content-encoding'], undefined);
  assert.equal(part.headers['content-range'], 'bytes 7-18/4500');
  assert.equal(part.body.toString(), 'const greeti');
  const video = await get('/fixtures/media/clip.webm', {
    'accept-encoding': 'gzip, br',
    range: 'bytes=100-199',
  });
  assert.equal(video.status, 206);
  assert.equal(video.headers['content-encoding'], undefined);
  assert.deepEqual(video.body, VIDEO.subarray(100, 200));
});

test('hashed chunks are immutable for a year; every other file is revalidated', async () => {
  for (const path of [
    '/dist/chunks/plyr-BBa--EN3.js',
    '/dist/chunks/core-tab-keys-_kzrM93H.js',
    '/dist/react-chunks/core-DUoUqacm.js',
  ]) {
    assert.equal((await get(path)).headers['cache-control'], IMMUTABLE, path);
  }
  for (const path of [
    '/dist/chunks/runtime.js',
    '/dist/chunks/core.js',
    '/dist/chunks/plyr-BBa--EN3.js.map',
    '/dist/autoload.js',
    '/dist/elements/ib-video.js',
    '/dist/locales/de.js',
    '/dist/rive.wasm',
    '/site.css',
    '/',
    '/fixtures/media/clip.webm',
  ]) {
    assert.equal((await get(path)).headers['cache-control'], 'no-cache', path);
  }
  // Only a chunk's name ending in an 8-character hash, and only under dist/.
  assert.equal(cacheControlFor('/dist/chunks/core-carousel.js'), IMMUTABLE);
  // A stable chunk whose name happens to look hashed is still revalidated.
  STABLE_CHUNKS.add('core-carousel');
  try {
    assert.equal(cacheControlFor('/dist/chunks/core-carousel.js'), 'no-cache');
  } finally {
    STABLE_CHUNKS.delete('core-carousel');
  }
  assert.equal(cacheControlFor('/dist/elements/ib-video-AbCdEfGh.js'), 'no-cache');
  assert.equal(cacheControlFor('/demo/chunks/plyr-BBa--EN3.js'), 'no-cache');
  assert.equal(cacheControlFor('/dist/chunks/plyr-BBa--EN.js'), 'no-cache');
});

test('revalidation answers 304 per coding, with the same headers', async () => {
  const brotli = await get('/dist/chunks/plyr-BBa--EN3.js', { 'accept-encoding': 'br' });
  const plain = await get('/dist/chunks/plyr-BBa--EN3.js');
  assert.match(brotli.headers.etag, /^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
  assert.match(plain.headers.etag, /^W\/"[0-9a-f]+-[0-9a-f]+"$/);

  const again = await get('/dist/chunks/plyr-BBa--EN3.js', {
    'accept-encoding': 'br',
    'if-none-match': brotli.headers.etag,
  });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.etag, brotli.headers.etag);
  assert.equal(again.headers.vary, 'Accept-Encoding');
  assert.equal(again.headers['cache-control'], IMMUTABLE);
  // A list of tags, as a cache holding several codings sends.
  const listed = await get('/dist/chunks/plyr-BBa--EN3.js', {
    'accept-encoding': 'br',
    'if-none-match': `"x", ${brotli.headers.etag}`,
  });
  assert.equal(listed.status, 304);
  // The brotli copy is not the gzip one: that request gets a full answer.
  const other = await get('/dist/chunks/plyr-BBa--EN3.js', {
    'accept-encoding': 'gzip',
    'if-none-match': brotli.headers.etag,
  });
  assert.equal(other.status, 200);
  assert.equal(other.headers['content-encoding'], 'gzip');
  const stable = await get('/dist/chunks/core.js', { 'accept-encoding': 'gzip' });
  const revalidated = await get('/dist/chunks/core.js', {
    'accept-encoding': 'gzip',
    'if-none-match': stable.headers.etag,
  });
  assert.equal(revalidated.status, 304);
  assert.equal(revalidated.headers['cache-control'], 'no-cache');
  // Without Accept-Encoding the plain copy is the one that is current.
  assert.equal(
    (await get('/dist/chunks/plyr-BBa--EN3.js', { 'if-none-match': brotli.headers.etag })).status,
    200,
  );
  assert.equal(
    (await get('/dist/chunks/plyr-BBa--EN3.js', { 'if-none-match': plain.headers.etag })).status,
    304,
  );
});

test('compressed bodies are made once per file version', async () => {
  const file = join(root, 'dist/elements/ib-video.js');
  const first = await compressedBody(file, statSync(file), 'br');
  assert.equal(await compressedBody(file, statSync(file), 'br'), first);
  assert.notEqual(await compressedBody(file, statSync(file), 'gzip'), first);
  writeFileSync(file, SCRIPT.replaceAll('hello', 'howdy'));
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  const rebuilt = await compressedBody(file, statSync(file), 'br');
  assert.match(brotliDecompressSync(rebuilt).toString(), /howdy/);
  // Not worth it: a body compression would not shrink is sent as it is.
  const tiny = join(root, 'demo/site.css');
  assert.equal(await compressedBody(tiny, statSync(tiny), 'gzip'), null);
});
