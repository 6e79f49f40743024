#!/usr/bin/env node
// `npm run bench:pages`: Lighthouse (its default mobile settings: simulated slow 4G and a 4x
// slower CPU) over every demo page, served by the demo server from the built dist/, three runs
// each. Prints the median performance score, LCP, TBT, CLS and transferred bytes per page, and the
// targets the performance issue sets (score >= 95, TBT <= 200 ms, CLS 0, LCP <= 2.5 s).
// Usage: npm run bench:pages [-- --runs 3 page-name-part ...]. Needs dist/ (`npm run build`).
// A benchmark, never part of the test command: its figures depend on the machine and its load.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../../demo/server/serve.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { demoPageList } from '../lib/demo-pages.mjs';
import { median } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const only = args.filter((arg, i) => !arg.startsWith('--') && i !== runsIndex + 1);
// Not the 404 page: Lighthouse does not audit a page answered with an error status.
const pages = demoPageList(root)
  .filter(([file]) => file !== 'demo/404.html')
  .filter(([file]) => !only.length || only.some((part) => file.includes(part)));

/** One Lighthouse run of `url`: the figures the table shows. */
async function measure(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const server = await startDemoServer({ port: 0, api: { delay: 0 } });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    ...chromiumArgs.filter((flag) => flag !== '--autoplay-policy=no-user-gesture-required'),
  ],
});
const rows = [];
try {
  for (const [file, pagePath] of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await measure(new URL(pagePath, server.url).href, chrome.port));
    const row = {
      page: file.replace(/^demo\//, ''),
      ...Object.fromEntries(
        ['score', 'lcp', 'tbt', 'cls', 'bytes'].map((key) => [
          key,
          median(results.map((r) => r[key])),
        ]),
      ),
    };
    rows.push(row);
    console.error(`${row.page}: ${row.score}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}

const meets = (row) => row.score >= 95 && row.tbt <= 200 && row.cls === 0 && row.lcp <= 2500;
/** A median, or a dash where no run measured it (report.mjs's median is null then). */
const shown = (value, format) => (value === null ? '–' : format(value));
const lines = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile defaults, ${runs} runs a page (median), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}:`,
  '',
  '| page | performance | LCP | TBT | CLS | transferred | targets |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| ${row.page} | ${row.score} | ${shown(row.lcp, (v) => `${(v / 1000).toFixed(2)} s`)} | ${shown(row.tbt, (v) => `${Math.round(v)} ms`)} | ${shown(row.cls, (v) => v.toFixed(3))} | ${shown(row.bytes, (v) => `${Math.round(v / 1024)} KB`)} | ${meets(row) ? 'met' : 'not met'} |`,
  ),
];
console.log(lines.join('\n'));
