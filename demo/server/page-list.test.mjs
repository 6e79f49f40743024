// The pages index lists every page of demo/pages/ from the page itself: a page added to the
// folder is in the blocks list, not in the header, with no edit to the index.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { renderPage } from './layout.mjs';

const listOf = (html) => {
  const start = html.indexOf('<ul class="page-list">');
  return html.slice(start, html.indexOf('</ul>', start));
};

test('a page added to demo/pages/ is a card of the index, with its language versions', () => {
  const demo = mkdtempSync(join(tmpdir(), 'ib-demo-'));
  try {
    cpSync('demo/layout', join(demo, 'layout'), { recursive: true });
    cpSync('demo/pages', join(demo, 'pages'), { recursive: true });
    writeFileSync(
      join(demo, 'pages/countdown.html'),
      '<!doctype html>\n<html lang="en"><head><!--#include head -->\n<title>Countdown — ib-blocks demo</title>\n<meta name="description" content="ib-countdown: the time left, <live>." /></head>\n<body><!--#include header -->\n<main id="main"></main></body></html>\n',
    );
    const { html } = renderPage(join(demo, 'pages/index.html'), demo);
    assert.match(
      listOf(html),
      /<li><a href="\/pages\/countdown.html"><strong>Countdown<\/strong> <code>ib-countdown<\/code>: the time left, &lt;live>.<\/a><\/li>/,
    );
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    assert.doesNotMatch(header, /countdown/);
    assert.match(
      listOf(html),
      /<a href="\/pages\/video.html">[^]*?<p class="page-list__also"><a href="\/pages\/video.de.html" hreflang="de" lang="de">Auch auf Deutsch<\/a> · <a href="\/pages\/video.ar.html" hreflang="ar" lang="ar" dir="rtl">بالعربية<\/a><\/p>/,
    );
    assert.doesNotMatch(listOf(html), /href="\/pages\/(index|video\.de)\.html"><strong>/);
  } finally {
    rmSync(demo, { recursive: true, force: true });
  }
});
