// npm run bench:peers -- the same page (10 accordion items, a dialog, 5 tooltips) built from
// ib-blocks (dist/) and from Shoelace (its package's cdn/ folder), each loaded fresh N times in
// Chromium with CPU throttling, plus the same page without script as the baseline any page pays.
// Each library's page comes in its two documented setups: the blocks loaded by name (our
// `elements/<tag>.js` scripts, Shoelace's cherry-picked imports) and the autoloader. Prints
// medians, ratios ours/Shoelace for like-for-like pairs and for our autoloader against Shoelace's
// leanest setup, and whether the targets are met. A report, not a test: exits 0 unless it crashes.
//
// Options: --runs N (15: single loads vary 2x, fewer runs move the ratios)  --warmup N (1)
//          --cpu RATE (4)  --latency MS (0)  --json
//          --minify-peer  (minify Shoelace's files as served: its cdn/ build ships unminified)
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { measureLoad } from './measure-load.mjs';
import {
  OUR_TAGS,
  PRELOADED_CHUNKS,
  baselinePage,
  oursPage,
  sheetsIn,
  shoelacePage,
} from './pages.mjs';
import { printReport, summarize } from './report.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '1' },
    cpu: { type: 'string', default: '4' },
    latency: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
    'minify-peer': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(options.runs));
const warmup = Math.max(0, Number(options.warmup));
const cpuThrottling = Number(options.cpu);
const latency = Number(options.latency);
if (![runs, warmup, cpuThrottling, latency].every(Number.isFinite))
  throw new Error('--runs, --warmup, --cpu and --latency take numbers.');
const log = (line) => process.stderr.write(`${line}\n`); // progress on stderr keeps --json clean

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(repo, 'dist');
const shoelaceDir = join(repo, 'node_modules/@shoelace-style/shoelace/cdn');
function stop(message) {
  console.error(message);
  process.exit(1);
}
if (!existsSync(join(dist, 'autoload.js')))
  stop('dist/autoload.js is missing: run `npm run build` first.');
const missing = [...OUR_TAGS.map((tag) => `elements/${tag}`), ...PRELOADED_CHUNKS].filter(
  (file) => !existsSync(join(dist, `${file}.js`)),
);
if (missing.length) stop(`dist/ lacks ${missing.join(', ')}: build them first (npm run build).`);
if (!existsSync(shoelaceDir))
  stop(`${shoelaceDir} is missing: Shoelace is a devDependency (npm ci).`);

/** Optional: minify Shoelace's JS and CSS as served, so its bytes are not inflated by whitespace. */
async function minifyPeer(file, body, urlPath) {
  if (!urlPath.startsWith('/sl/') || !/\.(js|css)$/.test(file)) return body;
  const { transform } = await import('esbuild');
  const loader = file.endsWith('.css') ? 'css' : 'js';
  return (
    await transform(body.toString('utf8'), {
      loader,
      minify: true,
      format: loader === 'js' ? 'esm' : undefined,
    })
  ).code;
}

const pages = mkdtempSync(join(tmpdir(), 'ib-bench-'));
const sheets = sheetsIn(dist);
writeFileSync(join(pages, 'ours-elements.html'), oursPage({ ...sheets, loader: 'elements' }));
writeFileSync(join(pages, 'ours-autoloader.html'), oursPage({ ...sheets, loader: 'autoloader' }));
writeFileSync(join(pages, 'shoelace-cherry-pick.html'), shoelacePage({ loader: 'cherry-pick' }));
writeFileSync(join(pages, 'shoelace-autoloader.html'), shoelacePage({ loader: 'autoloader' }));
writeFileSync(join(pages, 'baseline.html'), baselinePage());

// A snapshot of dist/, so a rebuild during the run cannot swap chunk names under the pages.
const distCopy = join(pages, 'ib');
cpSync(dist, distCopy, { recursive: true });

const server = await startStaticServer({
  mounts: { '/': pages, '/ib/': distCopy, '/sl/': shoelaceDir },
  gzip: true,
  transform: options['minify-peer'] ? minifyPeer : undefined,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = (name, file) => ({ name, url: `${server.url}/${file}`, loads: [] });
  const libraries = [
    page('ib-blocks elements', 'ours-elements.html'),
    page('Shoelace cherry-pick', 'shoelace-cherry-pick.html'),
    page('ib-blocks autoloader', 'ours-autoloader.html'),
    page('Shoelace autoloader', 'shoelace-autoloader.html'),
    // No script: separates what the page costs anyway (navigation, parsing) from the libraries.
    page('no script', 'baseline.html'),
  ];
  for (let i = 0; i < warmup; i += 1) {
    for (const library of libraries)
      await measureLoad(browser, library.url, { cpuThrottling, latency });
  }
  for (let run = 0; run < runs; run += 1) {
    // Alternate the order so drift (thermal, background work) does not favour one side.
    const order = run % 2 ? [...libraries].reverse() : libraries;
    for (const library of order) {
      const load = await measureLoad(browser, library.url, { cpuThrottling, latency });
      library.loads.push(load);
      log(
        `run ${run + 1}/${runs} ${library.name}: ${(load.bytes / 1024).toFixed(1)} KB gz, ${load.requests} requests, ` +
          `rendered ${load.renderedMs.toFixed(0)} ms, CLS ${load.cls.toFixed(4)}`,
      );
      for (const error of load.errors) log(`  console error (${library.name}): ${error}`);
    }
  }

  const report = summarize({
    libraries,
    pairs: [
      {
        label:
          "Blocks loaded by name: our element scripts against Shoelace's cherry-picked imports",
        ours: 'ib-blocks elements',
        peer: 'Shoelace cherry-pick',
      },
      {
        label: "One script for any page: our autoloader against Shoelace's autoloader",
        ours: 'ib-blocks autoloader',
        peer: 'Shoelace autoloader',
      },
      {
        label: "Our autoloader against Shoelace's leanest setup (cherry-picked imports)",
        ours: 'ib-blocks autoloader',
        peer: 'Shoelace cherry-pick',
      },
    ],
    baseline: 'no script',
    settings: {
      date: new Date().toISOString().slice(0, 10),
      runs,
      warmup,
      cpuThrottling,
      latency,
      minifyPeer: options['minify-peer'],
      chromium: browser.version(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      // Other work on the machine skews the times (not bytes, requests or CLS): keep it on record.
      loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    },
  });
  if (options.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else printReport(report);
} finally {
  await browser.close();
  await server.close();
  rmSync(pages, { recursive: true, force: true });
}
