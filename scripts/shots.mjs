#!/usr/bin/env node
// A screenshot gallery for a person to look at: every demo page and every Storybook story at 390,
// 820 and 1280 px, light and dark (colorScheme 'dark' plus the `ib-theme-dark` class on <html>),
// full page, into shots/ (gitignored) with shots/index.html to browse them.
// Needs dist/ (`npm run build`) and a Storybook build (`npx storybook build --quiet`, or pass
// --storybook <dir>). Usage: npm run shots [-- --only <name-part> ... --storybook <dir>]
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server/serve.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { GUARD_WIDTHS, loadLazyBlocks, settle, VIEWPORT_HEIGHTS } from './lib/layout-guards.mjs';
import { awaitUpgrades } from './lib/layout-guards-page.mjs';
import { serveStorybook } from './lib/storybook-server.mjs';
import { demoPageList } from './lib/demo-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'shots');
const SCHEMES = ['light', 'dark'];

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = args.filter(
  (arg, i) => !arg.startsWith('--') && !['--storybook'].includes(args[i - 1]),
);
const storybookDir = path.resolve(option('--storybook') ?? path.join(root, 'storybook-static'));
const wanted = (name) => !only.length || only.some((part) => name.includes(part));

if (!existsSync(path.join(root, 'dist/autoload.js'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(path.join(storybookDir, 'index.json'))) {
  console.error(
    `No Storybook build in ${storybookDir}: run \`npx storybook build --quiet\` or pass --storybook <dir>.`,
  );
  process.exit(1);
}

const demo = await startDemoServer({ port: 0, api: { delay: 0 } });
const storybook = await serveStorybook(storybookDir);
const index = await (await fetch(`${storybook.url}/index.json`)).json();

/** Everything to photograph: { group, name, title, url }. */
const targets = [
  ...demoPageList(root).map(([file, url]) => ({
    group: 'demo',
    name:
      path.basename(file, '.html') === 'index' && file === 'demo/index.html'
        ? 'home'
        : path.basename(file, '.html'),
    title: file,
    url: new URL(url, demo.url).href,
  })),
  ...Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({
      group: 'stories',
      name: entry.id,
      title: `${entry.title} › ${entry.name}`,
      url: `${storybook.url}/iframe.html?id=${entry.id}&viewMode=story`,
    })),
].filter((target) => wanted(target.name));

/** Loads the page once per colour scheme and photographs it at each width. */
async function photograph(browser, target, scheme) {
  const context = await browser.newContext({
    colorScheme: scheme,
    viewport: { width: GUARD_WIDTHS[0], height: VIEWPORT_HEIGHTS[GUARD_WIDTHS[0]] },
  });
  const page = await context.newPage();
  // Generous: a full-page shot of a long page on a busy machine takes a while.
  page.setDefaultTimeout(60000);
  const files = [];
  try {
    // Not 'load': a video embed's frame may never finish without a connection.
    await page.goto(target.url, { waitUntil: 'domcontentloaded' });
    if (scheme === 'dark')
      await page.evaluate(() => document.documentElement.classList.add('ib-theme-dark'));
    for (const [index, width] of GUARD_WIDTHS.entries()) {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHTS[width] });
      await page.evaluate(awaitUpgrades, 10000);
      await settle(page);
      if (index === 0) await loadLazyBlocks(page);
      const file = `${target.group}/${target.name}--${width}-${scheme}.png`;
      await page.screenshot({ path: path.join(out, file), fullPage: true });
      files.push(file);
    }
  } catch (error) {
    console.error(`${target.title} (${scheme}): ${error.message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return files;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'demo'), { recursive: true });
mkdirSync(path.join(out, 'stories'), { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let written = 0;
try {
  // Two at a time: the machine has two cores.
  const queue = targets.flatMap((target) => SCHEMES.map((scheme) => ({ target, scheme })));
  let done = 0;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      // Awaited first: `written += await …` would read `written` before the other worker adds to it.
      const files = await photograph(browser, job.target, job.scheme);
      written += files.length;
      done += 1;
      if (done % 20 === 0) console.log(`${done} of ${targets.length * SCHEMES.length} pages`);
    }
  };
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  await demo.close();
  storybook.close();
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const section = (group, heading) => `
  <h2>${heading}</h2>
  ${targets
    .filter((target) => target.group === group)
    .map(
      (target) => `
  <section id="${escape(`${group}-${target.name}`)}">
    <h3><a href="#${escape(`${group}-${target.name}`)}">${escape(target.title)}</a> <code>${escape(target.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''))}</code></h3>
    <div class="row">${SCHEMES.flatMap((scheme) =>
      GUARD_WIDTHS.map((width) => {
        const file = `${group}/${target.name}--${width}-${scheme}.png`;
        if (!existsSync(path.join(out, file)))
          return `<figure class="${scheme}"><p>failed: see the script's output</p><figcaption>${width} px · ${scheme}</figcaption></figure>`;
        return `<figure class="${scheme}"><a href="${escape(file)}"><img loading="lazy" src="${escape(file)}" alt="${escape(`${target.title}, ${width} px, ${scheme}`)}" style="width: ${Math.round(width / 5)}px"></a><figcaption>${width} px · ${scheme}</figcaption></figure>`;
      }),
    ).join('')}</div>
  </section>`,
    )
    .join('')}`;
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ib-blocks screenshots</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1f2937; }
  .row { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; padding-bottom: .5rem; }
  figure { margin: 0; padding: 6px; border-radius: 6px; background: #f3f4f6; }
  figure.dark { background: #1f2937; color: #e5e7eb; }
  img { display: block; max-height: 480px; object-fit: cover; object-position: top; border: 1px solid #d1d5db; }
  figcaption { font-size: 12px; margin-top: 4px; }
  h3 { font-size: 15px; margin: 1.25rem 0 .5rem; } code { font-weight: normal; font-size: 12px; color: #6b7280; }
</style></head><body>
<h1>ib-blocks screenshots</h1>
<p>${targets.length} pages and stories at ${GUARD_WIDTHS.join(', ')} px, light and dark (made ${new Date().toISOString()}). Thumbnails show the top of each page; click for the full page.</p>
${section('demo', 'Demo pages')}
${section('stories', 'Stories')}
</body></html>
`,
);
const expected = targets.length * SCHEMES.length * GUARD_WIDTHS.length;
console.log(
  `Wrote ${written} of ${expected} screenshots and ${path.relative(root, path.join(out, 'index.html'))}.`,
);
if (written < expected) process.exitCode = 1;
