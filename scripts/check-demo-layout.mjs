#!/usr/bin/env node
// Layout guards over every demo page (scripts/lib/demo-pages.mjs) at 390, 820 and 1280 px:
// no sideways scrolling, controls in blocks at least 24x24 px (WCAG 2.5.8), no list markers in a
// block's chrome, video control bars that keep their play button and progress bar, no box in a
// block that hides content by scrolling down, nor one cut at a side with no fade. Needs dist/
// (`npm run build`). Usage: node scripts/check-demo-layout.mjs [page-name-part ...]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server/serve.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { demoPageList } from './lib/demo-pages.mjs';
import { guardLayout, readKnownDefects, report, sortFailures } from './lib/layout-guards.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const only = process.argv.slice(2);
const pages = demoPageList(root).filter(
  ([file]) => !only.length || only.some((part) => file.includes(part)),
);
const server = await startDemoServer({ port: 0, api: { delay: 0 } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const failures = [];
try {
  for (const [file, url] of pages) {
    // A fresh context per page: no cookie or storage from the previous one.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(new URL(url, server.url).href, { waitUntil: 'load', timeout: 60000 });
    failures.push(...(await guardLayout(page, file)));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const passed = report(
  sortFailures(failures, readKnownDefects(), new Set(pages.map(([file]) => file))),
);
console.log(
  `Layout guards: ${pages.length} demo pages at 390, 820 and 1280 px${passed ? ' pass' : ''}.`,
);
process.exit(passed ? 0 : 1);
