// npm run bench:scroll -- scrolls a page holding 50 ib-parallax and 50 ib-reveal blocks in
// Chromium (CPU throttled) and reports long tasks and dropped frames, beside the same page
// without script as the baseline. A report, not a test: exits 0 unless it crashes.
// Builds the two elements with the repo's Rollup config into a temporary folder first, so it
// measures the code as shipped, without touching dist/.
//
// Options: --seconds N (4)  --cpu RATE (4)  --runs N (3)  --only parallax|reveal  --json
// Run from the repository root: node scripts/bench/scroll.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repo = process.cwd();
const load = (path) => import(pathToFileURL(join(repo, path)).href);
const { chromium } = await import(
  pathToFileURL(join(repo, 'node_modules/playwright-core/index.mjs')).href
);
const { rollup } = await import(
  pathToFileURL(join(repo, 'node_modules/rollup/dist/es/rollup.js')).href
);
const { chromiumArgs, chromiumPath } = await load('scripts/lib/chromium.mjs');
const { startStaticServer } = await load('scripts/lib/static-server.mjs');

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '4' },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    json: { type: 'boolean', default: false },
  },
});
const seconds = Number(options.seconds);
const cpu = Number(options.cpu);
const runs = Math.max(1, Number(options.runs));
if (![seconds, cpu, runs].every(Number.isFinite))
  throw new Error('--seconds, --cpu and --runs take numbers.');
const log = (line) => process.stderr.write(`${line}\n`);

/** The element build of rollup.config.mjs, limited to the two scroll blocks. */
async function buildElements(outDir) {
  const [elementsConfig] = (await load('rollup.config.mjs')).default;
  const input = {
    'elements/ib-parallax': 'elements/parallax/ib-parallax.ts',
    'elements/ib-reveal': 'elements/reveal/ib-reveal.ts',
  };
  const plugins = elementsConfig.plugins.filter((plugin) => plugin.name !== 'ib-element-imports');
  const bundle = await rollup({ ...elementsConfig, input, plugins, onwarn: () => undefined });
  await bundle.write({ ...elementsConfig.output, dir: outDir, sourcemap: false });
  await bundle.close();
}

const BLOCKS = 50;
const card = (i) =>
  `<div class="card"><h2>Block ${i + 1}</h2><p>Messages on every channel, from one platform. Delivery reports, templates and analytics included.</p></div>`;

function pageHtml(withScript) {
  const blocks = Array.from({ length: BLOCKS }, (_, i) => {
    const speed = [0.3, 0.6, 1, -0.5, 1.5][i % 5];
    const horizontal = i % 7 === 0 ? ' horizontal' : '';
    const threshold = ['', ' threshold="half"', ' threshold="full"'][i % 3];
    const parallax = `<ib-parallax speed="${speed}"${horizontal}>${card(i)}</ib-parallax>`;
    const reveal = `<ib-reveal${threshold}>${card(i)}</ib-reveal>`;
    if (options.only === 'parallax') return `${parallax}\n${card(i)}`;
    if (options.only === 'reveal') return `${card(i)}\n${reveal}`;
    return `${parallax}\n${reveal}`;
  }).join('\n');
  const script = withScript
    ? '<script type="module">import "/elements/ib-parallax.js"; import "/elements/ib-reveal.js";</script>'
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scroll bench</title>
<style>body{font:16px/1.5 system-ui;margin:0 auto;max-width:48rem;padding:2rem}.card{padding:1.5rem;margin:1rem 0;border:1px solid #ccc;border-radius:12px;background:#fff}</style>
${script}</head><body>${blocks}</body></html>`;
}

/** Scrolls with the mouse wheel for `seconds`, recording animation frames and long tasks. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() =>
    Promise.all(
      ['ib-parallax', 'ib-reveal'].map((tag) =>
        document.querySelector(`${tag}:not(:defined)`) && document.querySelector('script')
          ? customElements.whenDefined(tag)
          : null,
      ),
    ),
  );
  await page.waitForTimeout(1500); // upgrades and first paints out of the way
  await page.evaluate(() => {
    const state = { frames: [], longTasks: [] };
    window.__bench = state;
    new PerformanceObserver((list) =>
      state.longTasks.push(...list.getEntries().map((e) => e.duration)),
    ).observe({ type: 'longtask', buffered: false });
    const tick = (time) => {
      state.frames.push(time);
      state.raf = requestAnimationFrame(tick);
    };
    state.raf = requestAnimationFrame(tick);
  });
  await page.mouse.move(640, 400);
  const end = Date.now() + seconds * 1000;
  let direction = 1;
  while (Date.now() < end) {
    await page.mouse.wheel(0, 120 * direction);
    await page.waitForTimeout(16);
    const atEnd = await page.evaluate(
      () =>
        window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2 ||
        window.scrollY <= 0,
    );
    if (atEnd) direction = -direction;
  }
  const { frames, longTasks } = await page.evaluate(() => {
    cancelAnimationFrame(window.__bench.raf);
    return window.__bench;
  });
  await context.close();
  const intervals = frames.slice(1).map((t, i) => t - frames[i]);
  const budget = 1000 / 60;
  const dropped = intervals.reduce(
    (sum, interval) => sum + Math.max(0, Math.round(interval / budget) - 1),
    0,
  );
  return {
    frames: frames.length,
    dropped,
    droppedShare: dropped / (frames.length + dropped || 1),
    worstFrameMs: Math.max(0, ...intervals),
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((a, b) => a + b, 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (results) =>
  Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );

const dir = mkdtempSync(join(tmpdir(), 'ib-scroll-bench-'));
let server;
let browser;
try {
  log('Building ib-parallax and ib-reveal…');
  await buildElements(dir);
  writeFileSync(join(dir, 'with-blocks.html'), pageHtml(true));
  writeFileSync(join(dir, 'baseline.html'), pageHtml(false));
  server = await startStaticServer({ mounts: { '/': dir } });
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  const report = {};
  for (const [name, file] of [
    ['baseline (no script)', 'baseline.html'],
    ['50 parallax + 50 reveal', 'with-blocks.html'],
  ]) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      log(`${name}: run ${run + 1}/${runs}`);
      results.push(await measure(browser, `${server.url}/${file}`));
    }
    report[name] = summary(results);
  }
  if (options.json) {
    console.log(JSON.stringify({ seconds, cpu, runs, report }, null, 2));
  } else {
    console.log(
      `Scrolling ${seconds} s with the mouse wheel, CPU throttled ${cpu}x, median of ${runs} runs:`,
    );
    for (const [name, r] of Object.entries(report)) {
      console.log(
        `  ${name.padEnd(26)} frames ${String(r.frames).padStart(4)}  dropped ${String(r.dropped).padStart(4)} (${(r.droppedShare * 100).toFixed(1)} %)  worst frame ${r.worstFrameMs.toFixed(1)} ms  long tasks ${r.longTasks} (${r.longTaskMs.toFixed(0)} ms)`,
      );
    }
  }
} finally {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
}
