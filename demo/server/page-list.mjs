// `<!--#include page-list -->`: the demo pages index's list (demo/pages/index.html), one card per
// page of demo/pages/, made from the page itself: its `<title>` (before the " — ") and its
// description, with links to its other language versions. A new page is listed without an edit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INDENT = '            ';
const textOf = (pattern, html) => pattern.exec(html)?.[1].trim() ?? '';
const escaped = (text) => text.replaceAll('<', '&lt;');
/** The description, its tag names as code (kept on one line: demo/site.css). */
const described = (text) =>
  escaped(text).replace(/(?<![\w-])ib-[a-z][a-z-]*[a-z]/g, '<code>$&</code>');

/**
 * The list items, and the newest modification time of the pages read.
 * @param {string} pagesDir demo/pages
 * @param {(file: string) => Array<[string, string]>} versionsOf a page's [language, file] versions
 * @param {(file: string) => string} sitePathOf where a page is on the site
 * @param {Record<string, Record<string, string>>} words layout/words.json
 */
export function pageList(pagesDir, versionsOf, sitePathOf, words) {
  let mtimeMs = 0;
  const items = readdirSync(pagesDir)
    .filter((name) => /^[a-z0-9-]+\.html$/.test(name) && name !== 'index.html')
    .sort()
    .map((name) => {
      const file = join(pagesDir, name);
      mtimeMs = Math.max(mtimeMs, statSync(file).mtimeMs);
      const html = readFileSync(file, 'utf8');
      const title = textOf(/<title>([^<—]*)/, html);
      const description = textOf(/<meta name="description" content="([^"]*)"/, html);
      const card = `<a href="${sitePathOf(file)}"><strong>${escaped(title)}</strong> ${described(description)}</a>`;
      const others = versionsOf(file).filter(([, path]) => path !== file);
      if (!others.length) return `${INDENT}<li>${card}</li>`;
      const links = others.map(([code, path]) => {
        const dir = code === 'ar' ? ' dir="rtl"' : '';
        return `<a href="${sitePathOf(path)}" hreflang="${code}" lang="${code}"${dir}>${words[code]['page.also']}</a>`;
      });
      return [
        `${INDENT}<li>${card}`,
        `${INDENT}  <p class="page-list__also">${links.join(' · ')}</p>`,
        `${INDENT}</li>`,
      ].join('\n');
    });
  return { html: `${items.join('\n')}\n`, mtimeMs };
}
