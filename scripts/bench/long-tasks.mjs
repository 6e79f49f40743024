// npm run bench:long-tasks -- the long work docs/performance.md names, as dist/ ships it, in Chromium with the
// CPU slowed down: a 2,000-line code sample highlighted, a glossary of 1,000 terms indexed, and 24
// carousels laid out on one page. Reports the main thread's long tasks (over 50 ms) from the start
// of loading until every block is ready and the page has been idle for a second, in two parts:
// - after parsing (from DOMContentLoaded): the blocks' own work; how many, the longest, the total,
//   and how long the library's files ran inside those tasks (Long Animation Frame script
//   attribution): a long task with little of them is the browser laying out the page;
// - the parser's tasks. Its last one runs the module scripts (the autoloader: 10-30 ms at 4x), and
//   when parsing ends before the first frame Chromium lays the page out in it too, so a long
//   `<pre>` makes it long with any script there. Beside it, the same page with an empty module
//   script in the autoloader's place, served the same way: its parsing, style and layout alone.
// The target: none over 50 ms after parsing, the parser's as the empty script's. A report, not a
// test: exits 0 unless it crashes. Needs dist/ (`npm run build`).
//
// Options: --runs N (3)  --cpu RATE (4)  --only code|glossary|carousels  --json
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { glossaryPage } from './glossary/page.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { median } from './report.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(options.runs));
const rate = Number(options.cpu);
const repo = process.cwd();
if (!existsSync(join(repo, 'dist/autoload.js'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/dist/themes/tokens.css"><link rel="stylesheet" href="/dist/themes/upgrade.css"><script type="module" src="/dist/autoload.js"></script></head><body>${body}</body></html>`;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const codeLines = Array.from(
  { length: 2000 },
  (_, i) =>
    `  const message${i} = await client.send({ to: "4411349600${String(i % 100).padStart(2, '0')}", text: \`Order \${${i}} ships today\` }); // ${i}`,
);
const sample = escape(`async function sendAll(client) {\n${codeLines.join('\n')}\n}`);
const slide = (i) =>
  `<article><h3>Story ${i}</h3><p>A customer story with a few lines of text, as a template writes it.</p></article>`;

const PAGES = {
  code: {
    tag: 'ib-code-block',
    html: page(
      'code',
      `<ib-code-block><pre data-language="javascript" data-title="Node.js"><code>${sample}</code></pre></ib-code-block>`,
    ),
  },
  glossary: {
    tag: 'ib-glossary',
    // The glossary's own benchmark page, loading the element through the autoloader and linking
    // the theme stylesheets a template links, like the others.
    html: glossaryPage({
      scriptUrl: '/dist/autoload.js',
      count: 1000,
      stylesheets: ['/dist/themes/tokens.css', '/dist/themes/upgrade.css'],
    }),
  },
  carousels: {
    tag: 'ib-carousel',
    html: page(
      'carousels',
      Array.from(
        { length: 24 },
        (_, c) =>
          `<ib-carousel controls dots label="Stories ${c}">${Array.from({ length: 6 }, (_, i) => slide(i)).join('')}</ib-carousel>`,
      ).join('\n'),
    ),
  },
};

const work = mkdtempSync(join(tmpdir(), 'ib-long-tasks-'));
writeFileSync(join(work, 'empty.js'), 'export {};\n');
for (const [name, { html }] of Object.entries(PAGES)) {
  writeFileSync(join(work, `${name}.html`), html);
  writeFileSync(join(work, `${name}.empty.html`), html.replace('/dist/autoload.js', '/empty.js'));
}
const server = await startStaticServer({ mounts: { '/': work, '/dist/': join(repo, 'dist') } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** One load: long tasks until every `tag` is ready (or, `baseline`, the page has loaded) and a second has passed without one. */
async function measure(name, tag, baseline = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    window.__longTasks = [];
    window.__scripts = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(
        ...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration })),
      ),
    ).observe({ type: 'longtask', buffered: true });
    // Which scripts ran in each frame (Long Animation Frames): a long task is the blocks' work
    // only as far as their files ran in it; the rest is the browser's (the page's style and layout).
    new PerformanceObserver((list) =>
      window.__scripts.push(
        ...list.getEntries().flatMap((frame) =>
          frame.scripts.map(({ startTime, duration, sourceURL }) => ({
            startTime,
            duration,
            sourceURL,
          })),
        ),
      ),
    ).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await tab.goto(`${server.url}/${name}${baseline ? '.empty' : ''}.html`, { waitUntil: 'load' });
  await tab.evaluate(
    async ([selector, waitForBlocks]) => {
      if (waitForBlocks) {
        await customElements.whenDefined(selector);
        await Promise.all([...document.querySelectorAll(selector)].map((el) => el.updateComplete));
      }
      // Quiet for a second: work a block defers (idle callbacks, chunks) is counted too.
      let seen = -1;
      while (seen !== window.__longTasks.length) {
        seen = window.__longTasks.length;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
    [tag, !baseline],
  );
  // A task that began before DOMContentLoaded is the parser's (its last one runs the module scripts).
  const { tasks, scripts, parsed } = await tab.evaluate(() => ({
    tasks: window.__longTasks,
    scripts: window.__scripts,
    parsed: performance.getEntriesByType('navigation')[0].domContentLoadedEventStart,
  }));
  await context.close();
  const after = tasks.filter((task) => task.startTime > parsed);
  /** How long the library's files (dist/) ran inside `task`. */
  const blocksTime = (task) =>
    scripts
      .filter(
        ({ startTime, sourceURL }) =>
          sourceURL.includes('/dist/') &&
          startTime >= task.startTime - 1 &&
          startTime < task.startTime + task.duration,
      )
      .reduce((sum, { duration }) => sum + duration, 0);
  return {
    parsing: tasks.filter((task) => task.startTime <= parsed).map((task) => task.duration),
    after: after.map((task) => task.duration),
    // The blocks' script time in each long task after parsing.
    afterScripts: after.map(blocksTime),
  };
}

const results = [];
try {
  for (const [name, { tag }] of Object.entries(PAGES)) {
    if (options.only && options.only !== name) continue;
    const loads = [];
    const baselineLoads = [];
    for (let i = 0; i < runs; i += 1) {
      loads.push(await measure(name, tag));
      baselineLoads.push(await measure(name, tag, true));
    }
    const summary = (sets) => ({
      count: median(sets.map((tasks) => tasks.length)),
      loadsWithAny: sets.filter((tasks) => tasks.length > 0).length,
      longestOfAll: Math.round(Math.max(0, ...sets.flat())),
      longest: Math.round(median(sets.map((tasks) => Math.max(0, ...tasks)))),
      total: Math.round(
        median(sets.map((tasks) => tasks.reduce((sum, duration) => sum + duration, 0))),
      ),
    });
    results.push({
      page: name,
      after: summary(loads.map((load) => load.after)),
      // The longest the blocks' files ran inside any long task after parsing, over every load.
      afterScriptsLongest: Math.round(Math.max(0, ...loads.flatMap((load) => load.afterScripts))),
      parsing: summary(loads.map((load) => load.parsing)),
      baseline: summary(baselineLoads.map((load) => [...load.parsing, ...load.after])),
    });
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}

if (options.json) console.log(JSON.stringify({ rate, runs, results }, null, 2));
else {
  console.log(
    `Long tasks (> 50 ms) while loading, CPU ${rate}x slower, median of ${runs} loads; ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}:\n`,
  );
  console.log(
    "| page | after parsing: long tasks, longest, total (median); loads with any; longest of all | the blocks' scripts inside those, longest of all | the parser's tasks: long, longest | empty module script instead: long, longest | target (none over 50 ms after parsing) |\n| --- | --- | --- | --- | --- | --- |",
  );
  for (const { page: name, after, afterScriptsLongest, parsing, baseline } of results) {
    console.log(
      `| ${name} | ${after.count}, ${after.longest} ms, ${after.total} ms; ${after.loadsWithAny} of ${runs}; ${after.longestOfAll} ms | ${afterScriptsLongest} ms | ${parsing.count}, ${parsing.longest} ms | ${baseline.count}, ${baseline.longest} ms | ${after.count === 0 ? 'met' : 'not met'} |`,
    );
  }
}
