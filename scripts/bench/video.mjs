#!/usr/bin/env node
// Bytes a page with one <ib-video> loads before and after the video scrolls into view: Plyr (and
// hls.js for a stream) must stay off the wire until the video is within one viewport.
// `npm run bench:video [-- --dist dist] [--json]`. Needs a build (`npm run build`).
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { startStaticServer } from '../lib/static-server.mjs';

const { values: options } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, json: { type: 'boolean', default: false } },
});
const repo = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(repo, options.dist);
const media = join(repo, 'fixtures/media');
if (!existsSync(join(dist, 'autoload.js')) || !existsSync(join(dist, 'elements/ib-video.js'))) {
  console.error(
    `${options.dist}/ lacks autoload.js or elements/ib-video.js: run \`npm run build\` first.`,
  );
  process.exit(1);
}

const page = (video) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Video benchmark</title><link rel="icon" href="data:,">
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 760px; margin: 0 auto; padding: 24px } .spacer { height: 300vh }</style>
<script type="module" src="/ib/autoload.js"></script></head>
<body><h1>One video, three screens down</h1><p class="spacer">Text above the video.</p>
${video}
<p>Text below the video.</p></body></html>`;

const scenarios = [
  {
    name: 'file (MP4)',
    file: 'file.html',
    video: '<ib-video src="/media/clip.mp4" controls muted label="Clip"></ib-video>',
  },
  {
    name: 'HLS stream',
    file: 'stream.html',
    video:
      '<ib-video hls-src="/media/hls/index.m3u8" src="/media/clip.mp4" controls muted label="Stream"></ib-video>',
  },
];

const folder = mkdtempSync(join(tmpdir(), 'ib-bench-video-'));
for (const scenario of scenarios) writeFileSync(join(folder, scenario.file), page(scenario.video));
// A snapshot of dist/, so a rebuild during the run cannot swap chunk names under the pages.
cpSync(dist, join(folder, 'ib'), { recursive: true });
const server = await startStaticServer({
  mounts: { '/': folder, '/ib/': join(folder, 'ib'), '/media/': media },
  gzip: true,
});

const kindOf = (url) => {
  const path = new URL(url).pathname;
  if (/\/chunks\/plyr-/.test(path)) return 'plyr';
  if (/\/chunks\/hls-/.test(path)) return 'hls.js';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/ib/')) return 'ib-blocks';
  return 'page';
};

async function measure(browser, scenario) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const requests = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    requests.set(requestId, { url: request.url, bytes: 0, done: false });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, { bytes: encodedDataLength, done: true });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.done = true;
    lastActivity = Date.now();
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const idle = async () => {
    const deadline = Date.now() + 15000;
    while (Date.now() < deadline) {
      const busy = [...requests.values()].some(
        (request) => !request.done && !request.url.startsWith('data:'),
      );
      if (!busy && Date.now() - lastActivity > 750) return;
      await tab.waitForTimeout(100);
    }
  };
  const snapshot = () => {
    const byKind = {};
    for (const request of requests.values()) {
      if (request.url.startsWith('data:') || request.url.startsWith('blob:')) continue;
      const kind = kindOf(request.url);
      byKind[kind] = (byKind[kind] ?? 0) + request.bytes;
    }
    const total = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);
    return { total, requests: requests.size, byKind };
  };

  await tab.goto(`${server.url}/${scenario.file}`, { waitUntil: 'load' });
  await tab.waitForFunction(
    () => customElements.get('ib-video') && document.querySelector('ib-video').updateComplete,
  );
  await idle();
  const before = snapshot();
  const hadPlayer = await tab.evaluate(() => Boolean(document.querySelector('ib-video').player));

  await tab.evaluate(() => document.querySelector('ib-video').scrollIntoView({ block: 'center' }));
  await tab.waitForFunction(() => document.querySelector('ib-video').player, null, {
    timeout: 15000,
  });
  await tab.waitForFunction(
    () =>
      (document.querySelector('ib-video').shadowRoot.querySelector('video')?.readyState ?? 0) >= 1,
    null,
    { timeout: 15000 },
  );
  await idle();
  const after = snapshot();
  await context.close();
  return { scenario: scenario.name, hadPlayerBeforeScroll: hadPlayer, before, after };
}

const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const results = [];
  for (const scenario of scenarios) results.push(await measure(browser, scenario));
  if (options.json) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    for (const { scenario, hadPlayerBeforeScroll, before, after } of results) {
      console.log(`\n${scenario}`);
      console.log(
        `  before scrolling: ${kb(before.total)} in ${before.requests} requests${hadPlayerBeforeScroll ? '  (!) the player was already built' : ''}`,
      );
      console.log(
        `  after scrolling:  ${kb(after.total)} in ${after.requests} requests (+${kb(after.total - before.total)})`,
      );
      const kinds = [
        ...new Set([...Object.keys(before.byKind), ...Object.keys(after.byKind)]),
      ].sort();
      for (const kind of kinds)
        console.log(
          `    ${kind.padEnd(10)} ${kb(before.byKind[kind]).padStart(10)} -> ${kb(after.byKind[kind]).padStart(10)}`,
        );
    }
    const leaked = results.filter(
      (result) =>
        result.before.byKind.plyr || result.before.byKind['hls.js'] || result.hadPlayerBeforeScroll,
    );
    console.log(
      leaked.length
        ? '\nFAIL: a vendor loaded before the video was near the viewport.'
        : '\nOK: Plyr and hls.js loaded only after the video neared the viewport.',
    );
    process.exitCode = leaked.length ? 1 : 0;
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}
