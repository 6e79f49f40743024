// npm run bench:compare -- --a DIR --b DIR: the peers page built from two builds of dist/ (say,
// before and after a change), loaded interleaved with the same Shoelace loads, so the two ratios
// ours/Shoelace come from one run on one machine state. Single loads vary up to 2x on a busy
// machine; a change is only worth keeping when B beats A by more than A moves between runs.
// "Parse end to rendered" and the time inside define() (the upgrades) move far less.
// A report, not a test: exits 0 unless it crashes.
//
// Options: --a DIR (dist)  --b DIR (required)  --runs N (15)  --cpu RATE (4)  --json
//          --loader SETUP (elements)  --loader-b SETUP (as --loader): a setup of pages.mjs's
//          OUR_LOADERS, so one build can be compared with itself loaded another way.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { measureLoad } from './measure-load.mjs';
import { OUR_LOADERS, oursPage, sheetsIn, shoelacePage } from './pages.mjs';
import { median } from './report.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    a: { type: 'string', default: join(repo, 'dist') },
    b: { type: 'string' },
    runs: { type: 'string', default: '15' },
    cpu: { type: 'string', default: '4' },
    loader: { type: 'string', default: 'elements' },
    'loader-b': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(options.runs));
const cpuThrottling = Number(options.cpu);
if (!options.b)
  throw new Error('--b DIR is required: the dist/ folder of the build to compare with --a.');
const loaders = { a: options.loader, b: options['loader-b'] ?? options.loader };
for (const loader of Object.values(loaders)) {
  if (!OUR_LOADERS.includes(loader))
    throw new Error(`--loader and --loader-b take one of ${OUR_LOADERS.join(', ')}.`);
}
for (const dir of [options.a, options.b]) {
  if (!existsSync(join(dir, 'autoload.js')))
    throw new Error(`${dir} is not a dist/ folder (no autoload.js).`);
}

const pages = mkdtempSync(join(tmpdir(), 'ib-compare-'));
const variants = { a: resolve(options.a), b: resolve(options.b) };
for (const [name, dir] of Object.entries(variants)) {
  cpSync(dir, join(pages, name), { recursive: true }); // a snapshot: a rebuild mid-run changes nothing
  writeFileSync(
    join(pages, `${name}.html`),
    oursPage({ base: `/${name}`, loader: loaders[name], ...sheetsIn(dir) }),
  );
}
writeFileSync(
  join(pages, 'shoelace.html'),
  shoelacePage({ loader: loaders.a.startsWith('autoloader') ? 'autoloader' : 'cherry-pick' }),
);

const server = await startStaticServer({
  mounts: { '/': pages, '/sl/': join(repo, 'node_modules/@shoelace-style/shoelace/cdn') },
  gzip: true,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const loads = { a: [], b: [], shoelace: [] };
  const names = Object.keys(loads);
  for (const name of names)
    await measureLoad(browser, `${server.url}/${name}.html`, { cpuThrottling }); // warm-up
  for (let run = 0; run < runs; run += 1) {
    // Rotate the order so no variant always follows the same one.
    const order = names.map((_, i) => names[(i + run) % names.length]);
    for (const name of order) {
      const load = await measureLoad(browser, `${server.url}/${name}.html`, { cpuThrottling });
      loads[name].push(load);
      process.stderr.write(
        `run ${run + 1}/${runs} ${name}: rendered ${load.renderedMs.toFixed(0)} ms, ${(load.bytes / 1024).toFixed(1)} KB, CLS ${load.upgradeCls.toFixed(4)}\n`,
      );
    }
  }
  const summary = Object.fromEntries(
    names.map((name) => [
      name,
      {
        renderedMs: median(loads[name].map((load) => load.renderedMs)),
        parsedMs: median(loads[name].map((load) => load.parsedMs)),
        // What the blocks add once the page is parsed: far less noisy than the whole load.
        afterParseMs: median(loads[name].map((load) => load.renderedMs - load.parsedMs)),
        firstDefinedMs: median(loads[name].map((load) => load.firstDefinedMs)),
        defineMs: median(loads[name].map((load) => load.defineMs)),
        fcpMs: median(loads[name].map((load) => load.fcpMs)),
        bytes: median(loads[name].map((load) => load.bytes)),
        requests: median(loads[name].map((load) => load.requests)),
        worstUpgradeCls: Math.max(...loads[name].map((load) => load.upgradeCls)),
      },
    ]),
  );
  const ratio = (name, metric) => summary[name][metric] / summary.shoelace[metric];
  if (options.json) {
    process.stdout.write(
      `${JSON.stringify({ variants, loaders, runs, loadAverage: loadavg(), summary }, null, 2)}\n`,
    );
  } else {
    console.log(
      `\n${runs} interleaved loads each, ${cpuThrottling}x CPU, load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}`,
    );
    for (const name of ['a', 'b']) {
      const s = summary[name];
      console.log(
        `${name.toUpperCase()} ${variants[name]} (${loaders[name]}): rendered ${s.renderedMs.toFixed(0)} ms (${ratio(name, 'renderedMs').toFixed(2)}x Shoelace), ` +
          `${(s.bytes / 1024).toFixed(1)} KB (${ratio(name, 'bytes').toFixed(2)}x), ${s.requests} requests, worst upgrade CLS ${s.worstUpgradeCls.toFixed(4)}`,
      );
      console.log(
        `  parsed ${s.parsedMs.toFixed(0)} ms, parse end to rendered ${s.afterParseMs.toFixed(0)} ms, first element defined ${s.firstDefinedMs.toFixed(0)} ms, ` +
          `inside define() ${s.defineMs.toFixed(1)} ms, first contentful paint ${s.fcpMs.toFixed(0)} ms`,
      );
    }
    console.log(
      `Shoelace: rendered ${summary.shoelace.renderedMs.toFixed(0)} ms, ${(summary.shoelace.bytes / 1024).toFixed(1)} KB`,
    );
    // Loads of one run are next to each other in time: their ratio cancels most of the drift.
    const paired = median(loads.b.map((load, i) => load.renderedMs / loads.a[i].renderedMs));
    const wins = loads.b.filter((load, i) => load.renderedMs < loads.a[i].renderedMs).length;
    console.log(
      `B/A rendered: ${(summary.b.renderedMs / summary.a.renderedMs).toFixed(2)}x of the medians, ${paired.toFixed(2)}x median of the runs' own ratios; B faster in ${wins} of ${runs} runs`,
    );
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(pages, { recursive: true, force: true });
}
