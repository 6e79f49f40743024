// Layout guards for a page a visitor sees (a demo page, a Storybook story), driven by playwright:
// the page is loaded once and resized to a phone, a tablet and a desktop width; at each width the
// in-page checks (layout-guards-page.mjs's, and one module each in guards/) run once every ib-*
// element has rendered.
// Known defects someone is fixing live in test/layout-known-defects.json (see docs/testing.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspectCutEdges } from './guards/cut-edge.mjs';
import { findGridHoles } from './guards/grid-holes.mjs';
import { inspectInnerScroll } from './guards/inner-scroll.mjs';
import { awaitUpgrades, inspectLayout } from './layout-guards-page.mjs';

/** The in-page checks, each run at each width: layout-guards-page.mjs's, then one a module. */
const CHECKS = [inspectLayout, inspectInnerScroll, inspectCutEdges, findGridHoles];

export const GUARD_WIDTHS = [390, 820, 1280];
/** Viewport heights that go with each width: a phone, a tablet upright, a laptop. */
export const VIEWPORT_HEIGHTS = { 390: 844, 820: 1180, 1280: 800 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const KNOWN_DEFECTS_FILE = path.join(root, 'test/layout-known-defects.json');

/** Two frames and a moment for resize observers and the renders they start (a timer too, should frames stall). */
export const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)));
        setTimeout(resolve, 1000);
      }),
  );

/** Scrolls down the page once and back, so blocks that load when seen (players, images) are there. */
const scrollThrough = (page) =>
  page.evaluate(async () => {
    const step = Math.max(200, Math.round(innerHeight * 0.8));
    // At most 40 screens: a list that grows as it is scrolled must not keep the guard here.
    for (
      let y = 0, n = 0;
      y < document.scrollingElement.scrollHeight && n < 40;
      y += step, n += 1
    ) {
      scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    scrollTo({ top: 0, behavior: 'instant' });
  });

/** Waits (a while, not forever: a missing bar is what the guard reports) for the video players' control bars. */
const awaitVideoBars = (page) =>
  page
    .waitForFunction(
      () => {
        const videos = [];
        const walk = (node) => {
          for (const el of node.querySelectorAll('*')) {
            const embed = /^(youtube|vimeo)$/i.test(
              el.getAttribute('provider') ?? el.getAttribute('data-plyr-provider') ?? '',
            );
            if (
              el.localName === 'ib-video' &&
              el.hasAttribute('controls') &&
              !embed &&
              el.getBoundingClientRect().width > 0
            )
              videos.push(el);
            if (el.shadowRoot) walk(el.shadowRoot);
          }
        };
        walk(document);
        return videos.every((video) =>
          (video.shadowRoot ?? video).querySelector('.plyr__controls'),
        );
      },
      undefined,
      { timeout: 8000, polling: 100 },
    )
    .catch(() => undefined);

/**
 * Moves the mouse over each video player, as a visitor reaching for it: a video without autoplay
 * loads Plyr (and its control bar) on that intent, not when seen.
 */
async function reachForVideos(page) {
  // Playwright's CSS locators go into open shadow roots: players inside other blocks are found too.
  for (const video of await page.locator('ib-video').all()) {
    if (!(await video.isVisible())) continue;
    await video.scrollIntoViewIfNeeded();
    await video.hover({ force: true }); // the pointer over its middle, whatever covers it
  }
  await page.mouse.move(0, 0);
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
}

/** Scrolls through the page, reaches for the videos and waits for their bars: what loads when seen or reached for is there. */
export async function loadLazyBlocks(page) {
  await scrollThrough(page);
  await reachForVideos(page);
  await awaitVideoBars(page);
  await settle(page);
}

/**
 * Runs the guards on a loaded page at each width; `where` names the page or story in the report.
 * @returns {Promise<Array<{ where: string, width: number, check: string, element: string, detail: string }>>}
 */
export async function guardLayout(page, where, widths = GUARD_WIDTHS) {
  const failures = [];
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHTS[width] ?? 900 });
    const late = await page.evaluate(awaitUpgrades, index === 0 ? 15000 : 5000);
    if (late.length)
      failures.push({
        where,
        width,
        check: 'upgrade',
        element: late.join(', '),
        detail: 'did not render in time; not measured',
      });
    await settle(page);
    if (index === 0) await loadLazyBlocks(page);
    for (const check of CHECKS)
      for (const failure of await page.evaluate(check)) failures.push({ where, width, ...failure });
  }
  return failures;
}

/** The allow-list of known defects: [{ where, width, check, element?, defect }]. */
export function readKnownDefects(file = KNOWN_DEFECTS_FILE) {
  return JSON.parse(readFileSync(file, 'utf8')).defects;
}

const matches = (entry, failure) =>
  entry.where === failure.where &&
  entry.width === failure.width &&
  entry.check === failure.check &&
  (!entry.element || failure.element.includes(entry.element));

/**
 * Splits failures into new ones and known ones; `stale` are known defects no longer seen (fixed:
 * delete them from the list). Only `where`s in `checked` count as stale (a partial run).
 */
export function sortFailures(failures, known, checked) {
  const fresh = failures.filter((failure) => !known.some((entry) => matches(entry, failure)));
  const allowed = failures.filter((failure) => known.some((entry) => matches(entry, failure)));
  const stale = known.filter(
    (entry) => checked.has(entry.where) && !failures.some((failure) => matches(entry, failure)),
  );
  return { fresh, allowed, stale };
}

export const formatFailure = (f) =>
  `[${f.width} px] ${f.where} — ${f.check}: ${f.element}: ${f.detail}`;

/** Prints the outcome; returns whether the run passes (no failure outside the allow-list). */
export function report({ fresh, allowed, stale }) {
  if (allowed.length) {
    console.log(
      `${allowed.length} known layout defect(s) still present (test/layout-known-defects.json):`,
    );
    for (const failure of allowed) console.log(`  ~ ${formatFailure(failure)}`);
  }
  for (const entry of stale)
    console.log(
      `  ✓ fixed, remove from test/layout-known-defects.json: [${entry.width} px] ${entry.where} — ${entry.check}${entry.element ? `: ${entry.element}` : ''}`,
    );
  if (fresh.length) {
    console.error(`${fresh.length} layout guard failure(s):`);
    for (const failure of fresh) console.error(`✗ ${formatFailure(failure)}`);
  }
  return fresh.length === 0;
}
