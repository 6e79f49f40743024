#!/usr/bin/env node
// Smoke check of a built (or running) Storybook in headless Chromium:
//   - every story renders its ib-* elements, and they run on Preact (a Preact root leaves `__k`
//     on the shadow root; React would leave `__reactContainer$...`), with no page errors;
//   - every docs page renders (a heading, the primary story) with addon-docs on real React;
//   - every docs page opens with a live example, and every control a story shows changes the
//     story (check-controls.mjs);
//   - every docs page lists each attribute, property, event, slot, part and CSS custom property
//     once: in the Controls table (a property that mirrors an attribute, as the attribute), not
//     again in a table of the README below it (readme-for-docs.ts);
//   - the Overview page (stories/overview.mdx, a page of its own with no stories) has a card for
//     every block's docs page, and every card opens one;
//   - every story passes the layout guards (scripts/lib/layout-guards.mjs) at 390, 820 and 1280 px,
//     the same page resized, less the known defects in test/layout-known-defects.json.
// Usage: node .storybook/check-stories.mjs [storybook-static | http://localhost:6006] [--only id-part ...]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { controlFailures, docsExampleFailure, readStyleSources } from './check-controls.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import {
  guardLayout,
  readKnownDefects,
  report,
  sortFailures,
} from '../scripts/lib/layout-guards.mjs';
import { serveStorybook } from '../scripts/lib/storybook-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.slice(onlyAt + 1) : [];
const target = (onlyAt === 0 ? undefined : args[0]) ?? 'storybook-static';

// Runs in the page: are there ib-* elements under `selector` yet? A docs page may show a story in
// its own frame instead (`docs.story.inline: false`); that story is checked on its own entry.
const hasElements = (selector) =>
  [...(document.querySelector(selector)?.querySelectorAll('*') ?? [])].some(
    (el) =>
      el.localName.startsWith('ib-') ||
      (selector === '#storybook-docs' && el.localName === 'iframe'),
  );

// Runs in the page: waits for the ib-* elements under `selector`, reports which runtime rendered them.
async function inspectElements(selector) {
  const elements = [...document.querySelector(selector).querySelectorAll('*')].filter((el) =>
    el.localName.startsWith('ib-'),
  );
  const rendered = Promise.all(
    elements.map((el) => customElements.whenDefined(el.localName).then(() => el.updateComplete)),
  );
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('ib-* elements did not render in 10 s')), 10000),
  );
  await Promise.race([rendered, timeout]);
  return elements.map((el) => ({
    tag: el.localName,
    preact: Boolean(el.shadowRoot && '__k' in el.shadowRoot),
    react: Boolean(
      el.shadowRoot && Object.keys(el.shadowRoot).some((key) => key.startsWith('__reactContainer')),
    ),
  }));
}

// Runs in the page: names the Controls table lists (its first column) twice, as a property and
// as the attribute it mirrors (closeLabel, close-label), or that a README table below it lists
// again (a first cell that is one code span), in a section about the page's element `component`
// (not under a heading that names another element, as readme-for-docs.ts reads the README).
const listedTwice = (component) => {
  const argsTable = document.querySelector('#storybook-docs .docblock-argstable');
  if (!argsTable) return [];
  // Each row's name and its category (the rows with one wide cell head the categories).
  const rows = [];
  let category = '';
  for (const row of argsTable.querySelectorAll('tbody tr')) {
    const first = row.querySelector('td');
    if (!first) continue;
    if (first.colSpan > 1) category = first.textContent.trim().toLowerCase();
    else rows.push({ name: first.textContent.trim(), category });
  }
  const inArgs = new Set(rows.map((row) => row.name));
  const attributes = new Set(
    rows.filter((row) => row.category.includes('attributes')).map((row) => row.name),
  );
  const mirrored = rows
    .filter((row) => row.category.includes('properties') && /[A-Z]/.test(row.name))
    .map((row) => row.name)
    .filter((name) =>
      attributes.has(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)),
    );
  const again = [];
  let sectionTag;
  for (const el of document.querySelectorAll('#storybook-docs :is(h2, h3, h4, table)')) {
    if (el.closest('.docblock-argstable')) continue;
    if (el.localName !== 'table') {
      sectionTag =
        el.textContent.match(/<(ib-[a-z-]+)>/)?.[1] ??
        (el.localName === 'h2' ? undefined : sectionTag);
      continue;
    }
    if (sectionTag && sectionTag !== component) continue;
    for (const cell of el.querySelectorAll('tbody tr td:first-child')) {
      const code = cell.querySelector('code');
      if (code && code.textContent.trim() === cell.textContent.trim())
        again.push(code.textContent.trim());
    }
  }
  return [...new Set([...mirrored, ...again.filter((name) => inArgs.has(name))])];
};

/** The element a docs page is about: its stories' `component`. */
const componentOf = (entry) =>
  readFileSync(path.join(root, entry.storiesImports[0]), 'utf8').match(/component: '([^']+)'/)?.[1];

// Runs in the page: the docs paths the Overview's cards open.
const overviewLinks = () =>
  [...document.querySelectorAll('#storybook-docs a[href^="?path=/docs/"]')].map((link) =>
    link.getAttribute('href').slice('?path=/docs/'.length),
  );

/** A docs page of its own (an MDX file with no stories, as the Overview): no block to render. */
const isStandalone = (entry) => entry.type === 'docs' && entry.tags?.includes('unattached-mdx');

/** A story or a block's docs page: its ib-* elements render on Preact, the docs page on React, the layout holds. */
async function checkRendered(page, entry, name, docs) {
  const selector = docs ? '#storybook-docs' : '#storybook-root';
  await page.waitForFunction(hasElements, selector, { timeout: 30000 });
  if (docs) {
    await page.waitForSelector('#storybook-docs h1', { timeout: 30000 });
    const docsOnReact = await page.evaluate(() =>
      Object.keys(document.querySelector('#storybook-docs') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
    if (!docsOnReact) failures.push(`${name}: the docs UI is not rendered by React`);
    const example = await docsExampleFailure(page);
    if (example) failures.push(`${name}: ${example}`);
    for (const twice of await page.evaluate(listedTwice, componentOf(entry)))
      failures.push(`${name}: ${twice} is listed twice (Controls table and README table)`);
  }
  const elements = await page.evaluate(inspectElements, selector);
  for (const el of elements.filter((item) => !item.preact || item.react)) {
    failures.push(
      `${name}: <${el.tag}> is not rendered by Preact (${el.react ? 'React root found' : 'no Preact root'})`,
    );
  }
  if (!docs) {
    const where = `story:${entry.id}`;
    guarded.add(where);
    layoutFailures.push(...(await guardLayout(page, where)));
  }
}

const isStatic = !/^https?:/.test(target);
const dir = path.resolve(target);
if (isStatic && !existsSync(path.join(dir, 'index.json'))) {
  console.error(`No Storybook build in ${dir}: run \`npx storybook build --quiet\` first.`);
  process.exit(1);
}
const server = isStatic
  ? await serveStorybook(dir)
  : { url: target.replace(/\/$/, ''), close() {} };
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const failures = [];
/** What a player runtime prints by itself for a file it cannot read. */
const RUNTIME_FILE_ERRORS = ['Bad header', 'The file failed to load'];
const styleSources = readStyleSources(root);
const layoutFailures = [];
const guarded = new Set();

try {
  const index = await (await fetch(`${server.url}/index.json`)).json();

  const entries = Object.values(index.entries).filter(
    (entry) => !only.length || only.some((part) => entry.id.includes(part)),
  );
  for (const entry of entries) {
    const name = `${entry.title} › ${entry.name}`;
    const docs = entry.type === 'docs';
    // A fresh page per entry: nothing carries over from the previous story.
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('response', (response) => {
      // 401 is the user lookup's answer for a visitor who is not logged in (the top bar's live story).
      if (
        response.status() >= 400 &&
        response.status() !== 401 &&
        !response.url().endsWith('/favicon.ico')
      ) {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });
    // Without the Accessibility addon's axe run after each render (stories.test.ts runs axe; here it
    // would only hold up the control changes, which wait for the render to finish).
    const view = docs ? 'docs' : 'story&globals=a11y.manual:!true';
    await page.goto(`${server.url}/iframe.html?id=${entry.id}&viewMode=${view}`, {
      waitUntil: 'domcontentloaded',
    });
    try {
      if (isStandalone(entry)) {
        await page.waitForSelector('#storybook-docs h1', { timeout: 30000 });
        const links = await page.evaluate(overviewLinks);
        const blockDocs = Object.values(index.entries).filter(
          (other) =>
            other.type === 'docs' && !isStandalone(other) && !other.title.startsWith('Demo/'),
        );
        for (const other of blockDocs.filter((other) => !links.includes(other.id)))
          failures.push(`${name}: no card for ${other.title}`);
        for (const link of links.filter((link) => !index.entries[link]))
          failures.push(`${name}: a card opens ${link}, which is no page`);
      } else {
        await checkRendered(page, entry, name, docs);
      }
    } catch (error) {
      failures.push(`${name}: ${error.message.split('\n')[0]}`);
    }
    // A story tagged `expected-errors` shows a failure state on purpose (a missing or corrupt
    // file): the library's own report of it, the 404 behind it and the player's own words for a
    // file it cannot read (Rive's runtime prints them) are what it demonstrates.
    const expected = (message) =>
      entry.tags?.includes('expected-errors') &&
      (message.includes('[ib-blocks]') ||
        message.startsWith('404 ') ||
        RUNTIME_FILE_ERRORS.includes(message));
    for (const message of errors.filter((text) => !expected(text)))
      failures.push(`${name}: page error: ${message}`);
    // After the error report: a control set to a made-up value (a file, an endpoint) may fail to load.
    if (!docs) {
      try {
        for (const failure of await controlFailures(page, entry.id, styleSources))
          failures.push(`${name}: ${failure}`);
      } catch (error) {
        failures.push(`${name}: controls: ${error.message.split('\n')[0]}`);
      }
    }
    await page.close();
    if (entries.indexOf(entry) % 20 === 19)
      console.log(`… ${entries.indexOf(entry) + 1} of ${entries.length}`);
  }
  console.log(
    `Checked ${entries.length} entries (${entries.filter((e) => e.type === 'docs').length} docs pages) at ${server.url}.`,
  );
} finally {
  await browser.close();
  server.close();
}

const layoutPassed = report(sortFailures(layoutFailures, readKnownDefects(), guarded));
if (failures.length) console.error(failures.map((failure) => `✗ ${failure}`).join('\n'));
if (failures.length || !layoutPassed) process.exit(1);
console.log(
  `All stories render on Preact; docs pages render on React; ${guarded.size} stories pass the layout guards at 390, 820 and 1280 px.`,
);
