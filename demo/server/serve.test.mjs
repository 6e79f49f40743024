import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parseByteRange } from './byte-range.mjs';
import { contentTypeFor } from './mime-types.mjs';
import { startDemoServer } from './serve.mjs';

let root;
let demo;
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'ib-demo-'));
  const write = (path, body) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write('demo/index.html', '<h1>home</h1>');
  write('demo/pages/index.html', '<h1>pages</h1>');
  write('demo/search.html', '<h1>search</h1>');
  write('demo/404.html', '<h1>missing</h1>');
  write('demo/site.css', 'body{}');
  write('demo/api/middleware.mjs', '// source');
  write('dist/autoload.js', 'export {}');
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
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
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
  assert.deepEqual(directives['frame-src'], ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
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
