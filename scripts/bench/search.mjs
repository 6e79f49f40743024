// npm run bench:search -- types 200 keystrokes into <ib-search-popover> in bursts (fast keys
// inside a burst, pauses between bursts, the previous word erased key by key) against the demo's
// local API (fixture corpus, its usual latency), in Chromium. Reports requests sent, requests
// aborted, answers received, and the time from an answer's arrival to the results being painted.
// A report, not a test: exits 0 unless it crashes.
//
// The element is bundled from source with esbuild on Preact (as dist/ ships it), so no build is
// needed. Options: --keys N (200)  --key-delay MS (35)  --pause MS,MS (150,450)  --api-delay MS
// (120; 0 turns latency off)  --cpu RATE (1)  --seed N (7)  --json
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createApiMiddleware } from '../../demo/api/middleware.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

const { values: options } = parseArgs({
  options: {
    keys: { type: 'string', default: '200' },
    'key-delay': { type: 'string', default: '35' },
    pause: { type: 'string', default: '150,450' },
    'api-delay': { type: 'string', default: '120' },
    cpu: { type: 'string', default: '1' },
    seed: { type: 'string', default: '7' },
    json: { type: 'boolean', default: false },
  },
});
const keys = Number(options.keys);
const keyDelay = Number(options['key-delay']);
const [pauseMin, pauseMax] = options.pause.split(',').map(Number);
const apiDelay = Number(options['api-delay']);
const cpu = Number(options.cpu);
let seed = Number(options.seed);
if (![keys, keyDelay, pauseMin, pauseMax, apiDelay, cpu, seed].every(Number.isFinite))
  throw new Error('numeric options take numbers.');
const log = (line) => process.stderr.write(`${line}\n`);
/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const repo = fileURLToPath(new URL('../..', import.meta.url));
const WORDS = [
  'whatsapp',
  'sms api',
  'chatbot',
  'voice',
  'webinar',
  'rcs',
  'email',
  'customer',
  'omnichannel',
  'fraud',
  'verify',
  'glossary',
  'retail',
  'banking',
];

/** `import css from './x.css?inline'` as the text, like the test runner and the build. */
const cssInline = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: join(args.resolveDir, args.path.slice(0, -'?inline'.length)),
      namespace: 'css-inline',
    }));
    b.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => ({
      contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
      loader: 'js',
    }));
  },
};

async function bundle(dir) {
  await build({
    stdin: {
      contents:
        "import './elements/search/ib-search-trigger.ts'; import './elements/search/ib-search-popover.ts';",
      resolveDir: repo,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    // package.json marks only dist/ as having side effects: keep the source define files.
    ignoreAnnotations: true,
    target: 'es2022',
    jsx: 'automatic',
    outfile: join(dir, 'search.js'),
    alias: {
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/compat/jsx-runtime',
      'react-dom': 'preact/compat',
      react: 'preact/compat',
    },
    plugins: [cssInline],
    logLevel: 'error',
  });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>search bench</title><link rel="icon" href="data:,">
<script type="application/json" id="ib-page-data">{"analytics":{"siteMeta":{"language":"en"},"contentGrouping":{"contentType":"news"}},"restBase":"/wp-json/"}</script>
<script type="module" src="/search.js"></script></head>
<body><header id="nav" style="height:64px"><ib-search-trigger><button type="button" id="open">Search</button></ib-search-trigger></header>
<ib-search-popover anchor="nav"></ib-search-popover></body></html>`,
  );
}

/** Static files from `dir` plus the demo API. */
function serve(dir) {
  const api = createApiMiddleware({ delay: apiDelay });
  const server = createServer((req, res) => {
    api(req, res, async () => {
      const path = req.url === '/' ? '/index.html' : req.url.split('?')[0];
      if (!['/index.html', '/search.js'].includes(path)) {
        res.writeHead(404).end();
        return;
      }
      const type = path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
      res
        .writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
        .end(await readFile(join(dir, path)));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Runs in the page before its scripts: counts requests and aborts, and times each used answer
 * from its arrival (body read, request not aborted) to the first painted frame that shows it
 * (the live status no longer says it is searching).
 */
function probe() {
  const bench = (window.__bench = { sent: 0, aborted: 0, answered: 0, superseded: 0, paint: [] });
  const original = window.fetch.bind(window);
  const status = () =>
    document.querySelector('ib-search-popover')?.shadowRoot?.querySelector('[role="status"]')
      ?.textContent ?? '';
  window.fetch = async (input, init = {}) => {
    bench.sent += 1;
    const mine = bench.sent;
    const { signal } = init;
    signal?.addEventListener('abort', () => (bench.aborted += 1), { once: true });
    const response = await original(input, init);
    const text = response.text.bind(response);
    // The element reads the body with text(): the answer has arrived when that resolves.
    response.text = async () => {
      const body = await text();
      if (signal?.aborted) return body;
      bench.answered += 1;
      const arrived = performance.now();
      const check = () => {
        if (bench.sent !== mine) {
          bench.superseded += 1; // a newer search started before this one was shown
          return;
        }
        if (status() === 'Searching…') {
          requestAnimationFrame(check);
          return;
        }
        // rAF runs before the frame is painted; the task after it comes once it has been.
        setTimeout(() => bench.paint.push(performance.now() - arrived), 0);
      };
      requestAnimationFrame(check);
      return body;
    };
    return response;
  };
}

const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const dir = mkdtempSync(join(tmpdir(), 'ib-bench-search-'));
let browser;
let server;
try {
  log('bundling the search elements (Preact)…');
  await bundle(dir);
  server = await serve(dir);
  const { port } = server.address();
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  const page = await browser.newPage();
  if (cpu > 1) {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  await page.addInitScript(probe);
  page.on('console', (message) => message.type() === 'error' && log(`page: ${message.text()}`));
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(
    () => customElements.get('ib-search-popover') && customElements.get('ib-search-trigger'),
  );
  await page.click('#open');
  await page.waitForFunction(() => document.querySelector('ib-search-popover')?.open === true);
  await page.waitForTimeout(200); // the focus delay

  log(`typing ${keys} keystrokes in bursts…`);
  let typed = 0;
  let current = '';
  let bursts = 0;
  const started = Date.now();
  while (typed < keys) {
    const word = WORDS[Math.floor(random() * WORDS.length)];
    // Erase the previous word key by key, then type the next one: every key is an input event.
    for (; current.length > 0 && typed < keys; typed += 1) {
      await page.keyboard.press('Backspace', { delay: 0 });
      current = current.slice(0, -1);
      await page.waitForTimeout(keyDelay);
    }
    for (const char of word) {
      if (typed >= keys) break;
      await page.keyboard.type(char);
      current += char;
      typed += 1;
      await page.waitForTimeout(keyDelay);
    }
    bursts += 1;
    await page.waitForTimeout(pauseMin + random() * (pauseMax - pauseMin));
  }
  await page.waitForTimeout(1000 + apiDelay * 2); // the last answer lands and paints
  const result = await page.evaluate(() => {
    const { sent, aborted, answered, superseded, paint } = window.__bench;
    return { sent, aborted, answered, superseded, paint };
  });
  const report = {
    keystrokes: typed,
    bursts,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    requestsSent: result.sent,
    requestsAborted: result.aborted,
    answersReceived: result.answered,
    answersSupersededBeforePaint: result.superseded,
    answerToPaintMs: {
      median: Math.round(quantile(result.paint, 0.5) * 10) / 10,
      p95: Math.round(quantile(result.paint, 0.95) * 10) / 10,
      max: Math.round(Math.max(0, ...result.paint) * 10) / 10,
      samples: result.paint.length,
    },
    settings: { keyDelay, pause: [pauseMin, pauseMax], apiDelay, cpu },
  };
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(
      `search bench: ${report.keystrokes} keystrokes in ${report.bursts} bursts (${report.seconds} s)`,
    );
    console.log(
      `  requests sent     ${report.requestsSent} (${(report.requestsSent / report.keystrokes).toFixed(2)} per keystroke)`,
    );
    console.log(`  requests aborted  ${report.requestsAborted}`);
    console.log(
      `  answers received  ${report.answersReceived} (${report.answersSupersededBeforePaint} superseded before painting)`,
    );
    const p = report.answerToPaintMs;
    console.log(
      `  answer -> painted median ${p.median} ms, p95 ${p.p95} ms, max ${p.max} ms (${p.samples} samples)`,
    );
    console.log(
      `  settings: key delay ${keyDelay} ms, pauses ${pauseMin}-${pauseMax} ms, API delay ${apiDelay} ms, CPU x${cpu}`,
    );
  }
} finally {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  rmSync(dir, { recursive: true, force: true });
}
