// Checks the demo pages keep the template contract: built from the one layout, only the autoloader
// script, the tokens, upgrade and site stylesheets, valid page data, no inline script, and links
// that lead somewhere. The pages are checked as the server sends them, with the layout put in.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderPage } from './server/layout.mjs';
import { EMBED_FRAME_ORIGINS } from './server/serve.mjs';

const DEMO = dirname(fileURLToPath(import.meta.url));
const HIDDEN = new Set(['api', 'server', 'layout']);

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return HIDDEN.has(entry.name) ? [] : htmlFiles(join(dir, entry.name));
    return entry.name.endsWith('.html') ? [join(dir, entry.name)] : [];
  });
}

const pages = htmlFiles(DEMO).map((file) => ({
  name: relative(DEMO, file),
  source: readFileSync(file, 'utf8'),
  html: renderPage(file, DEMO).html,
}));
const all = (html, pattern) => [...html.matchAll(pattern)].map((match) => match[1]);

/** Where a site path is served from, or null for API routes (answered by the middleware). */
function fileForPath(path) {
  if (/^\/(wp-json|experience|__demo|api)\//.test(path)) return null;
  if (path.startsWith('/dist/')) return 'dist';
  if (path.startsWith('/fonts/'))
    return join(
      DEMO,
      '../node_modules/@fontsource-variable/inter/files',
      path.slice('/fonts/'.length),
    );
  const file = join(DEMO, path.endsWith('/') ? `${path}index.html` : path);
  return file;
}

test('there are pages, and the pages index links each one', () => {
  assert.ok(pages.length >= 6);
  const index = pages.find((page) => page.name === join('pages', 'index.html'));
  for (const page of pages) {
    if (!page.name.startsWith('pages') || page.name.endsWith('index.html')) continue;
    assert.ok(
      index.html.includes(`href="/${page.name}"`),
      `pages/index.html does not link ${page.name}`,
    );
  }
});

// A translated page is named <page>.<language>.html (navigation.de.html); Arabic reads right to left.
const languageOf = (name) => /\.([a-z]{2})\.html$/.exec(name)?.[1] ?? 'en';

for (const { name, source, html } of pages) {
  const language = languageOf(name);
  test(`${name}: head, header and footer come from the one layout (demo/layout/)`, () => {
    for (const part of ['head', 'skip-link', 'header', 'footer']) {
      assert.equal(source.split(`<!--#include ${part} -->`).length, 2, `includes ${part} once`);
    }
    assert.doesNotMatch(
      source,
      /<header\b|<footer class="site-footer"|<link rel="stylesheet"/,
      'a copy of the layout',
    );
    assert.doesNotMatch(html, /<!--#include/, 'every include filled');
    assert.equal(
      html.split('{{').length,
      source.split('{{').length,
      "every layout placeholder filled (the page's own stay)",
    );
    // The header is the library's own navbar: brand and menu button, the menu a flyout below 1024 px.
    assert.match(
      html,
      /<header class="site-header" id="site-header">\s*<ib-navbar>\s*<nav class="site-nav"/,
    );
    assert.match(
      html,
      /<button type="button" class="nav-toggle" data-mobile-toggle aria-label="[^"]+">/,
    );
    assert.match(html, /<div class="nav-menu" data-mobile-menu>/);
    assert.match(html, /<li class="theme-slot" data-theme-toggle hidden><\/li>/);
  });

  test(`${name}: the text face is preloaded before the stylesheets that use it`, () => {
    const preload = html.indexOf(
      '<link rel="preload" href="/fonts/inter-latin-wght-normal.woff2" as="font" type="font/woff2" crossorigin />',
    );
    assert.ok(preload > 0, 'preloads the latin Inter file');
    assert.ok(preload < html.indexOf('<link rel="stylesheet"'));
  });

  test(`${name}: only the autoloader, tokens and site styles`, () => {
    const scripts = all(html, /<script\b([^>]*)>/g);
    const external = scripts.filter((attributes) => /\bsrc=/.test(attributes));
    // The light/dark switch is a classic script in a file (it must run before first paint).
    assert.deepEqual(external, [' src="/theme.js"', ' type="module" src="/dist/autoload.js"']);
    // Every other script is a data block: nothing inline ever runs.
    for (const attributes of scripts.filter((a) => !/\bsrc=/.test(a)))
      assert.match(attributes, /type="application\/json"/);
    assert.doesNotMatch(html, /\son[a-z]+=/i, 'inline event handler');
    assert.doesNotMatch(html, /\sstyle=/i, 'inline style');
    assert.deepEqual(all(html, /<link rel="stylesheet" href="([^"]+)"/g), [
      '/dist/themes/tokens.css',
      '/dist/themes/upgrade.css',
      '/site.css',
    ]);
  });

  test(`${name}: page data is valid JSON with the API base`, () => {
    const [json] = all(
      html,
      /<script type="application\/json" id="ib-page-data">([\s\S]*?)<\/script>/g,
    );
    const data = JSON.parse(json);
    assert.equal(data.apiBase, '/wp-json');
    assert.equal(data.analytics.siteMeta.language, language);
  });

  test(`${name}: landmarks, one h1, language and title`, () => {
    assert.ok(
      html.includes(language === 'ar' ? `<html lang="ar" dir="rtl">` : `<html lang="${language}">`),
      `<html lang="${language}">`,
    );
    assert.match(html, /<title>[^<]+<\/title>/);
    assert.equal(all(html, /<(h1)\b/g).length, 1);
    assert.match(html, /<header\b/);
    assert.match(html, /<main id="main">/);
    assert.match(html, /<footer\b/);
    // The main menu's name is in the page's language ("Main", "Hauptnavigation").
    assert.match(
      html,
      language === 'en'
        ? /<nav class="site-nav" aria-label="Main">/
        : /<nav class="site-nav" aria-label="[^"]+">/,
    );
  });

  test(`${name}: links lead somewhere`, () => {
    const ids = new Set(all(html, /\sid="([^"]+)"/g));
    for (const href of all(html, /\shref="([^"]+)"/g)) {
      const modal = /^:modal-(.+):$/.exec(href);
      if (modal) {
        assert.match(html, new RegExp(`<ib-modal id="${modal[1]}"`), `${href} has no modal`);
      } else if (href.startsWith('#')) {
        assert.ok(ids.has(href.slice(1)), `${href} has no target`);
      } else if (href.startsWith('/')) {
        const [path, hash] = href.split('?')[0].split('#');
        const file = fileForPath(path);
        if (file && file !== 'dist') assert.ok(existsSync(file), `${href} does not exist`);
        if (hash && file?.endsWith('index.html') && path === '/') {
          assert.match(
            readFileSync(file, 'utf8'),
            new RegExp(`id="${hash}"`),
            `${href} has no target`,
          );
        }
      } else {
        assert.match(href, /^(https:|mailto:|tel:)/, `unexpected link ${href}`);
      }
    }
  });

  test(`${name}: frames come only from origins the demo policy allows`, () => {
    for (const src of all(html, /<iframe\b[^>]*\ssrc="([^"]+)"/g)) {
      assert.ok(
        src.startsWith('/') || EMBED_FRAME_ORIGINS.includes(new URL(src).origin),
        `${src} is not an allowed frame`,
      );
    }
  });
}
