// The demo pages' one layout (demo/README.md, "One layout"): a page writes
// `<!--#include head -->`, `<!--#include skip-link -->`, `<!--#include header -->` and
// `<!--#include footer -->`, and the server puts demo/layout/<name>.html there, in the page's
// language (its `<html lang>`), as a CMS theme would; `<!--#include page-list -->` is the list of
// demo/pages/ (page-list.mjs). A page without includes is sent as it is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pageList } from './page-list.mjs';

const INCLUDE = /^[ \t]*<!--#include ([a-z-]+) -->\n?/gm;
const PLACEHOLDER = /\{\{([^}]+)\}\}/g;

/** The page's language, from `<html lang="…">` (English when it has none). */
const languageOf = (html) => /<html lang="([a-z]{2})"/.exec(html)?.[1] ?? 'en';

/** Where the page is on the site: demo/pages/index.html is /pages/, demo/index.html is /. */
function sitePathOf(file, demoDir) {
  const path = `/${relative(demoDir, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * The page's versions in the layout's languages, [language, site path] in words.json's order:
 * navigation.html, navigation.de.html and navigation.ar.html are one page in three languages.
 */
function versionsOf(file, languages) {
  const stem = basename(file, '.html').replace(/\.[a-z]{2}$/, '');
  return languages
    .map((language) => [
      language,
      join(dirname(file), language === 'en' ? `${stem}.html` : `${stem}.${language}.html`),
    ])
    .filter(([, path]) => existsSync(path));
}

/** `aria-current` for a header link to `href`: the page itself, or the section it is in. */
function currentMark(href, pagePath) {
  if (href === pagePath) return ' aria-current="page"';
  return href.endsWith('/') && href !== '/' && pagePath.startsWith(href)
    ? ' aria-current="true"'
    : '';
}

/** The language picker's list item, when the page exists in more than one language. */
function languagePicker(versions, language, demoDir, words) {
  if (versions.length < 2) return '';
  const links = versions.map(([code, file]) => {
    const dir = code === 'ar' ? ' dir="rtl"' : '';
    return `                      <li><a href="${sitePathOf(file, demoDir)}" hreflang="${code}" lang="${code}"${dir}>${words[code].language}</a></li>`;
  });
  return [
    '                <li>',
    '                  <ib-language-picker class="language-picker">',
    `                    <button type="button" class="nav-trigger">${words[language].language}</button>`,
    '                    <ul>',
    ...links,
    '                    </ul>',
    '                  </ib-language-picker>',
    '                </li>',
    '',
  ].join('\n');
}

/**
 * The page at `file` with the layout put in, and the newest modification time of the page and
 * the layout files it used (the version the server's caching goes by).
 * @param {string} file a page under `demoDir`
 * @param {string} demoDir the demo folder, whose layout/ holds the partials and words.json
 * @returns {{ html: string, mtimeMs: number }}
 */
export function renderPage(file, demoDir) {
  const source = readFileSync(file, 'utf8');
  let mtimeMs = statSync(file).mtimeMs;
  if (!source.includes('<!--#include ')) return { html: source, mtimeMs };

  const layoutDir = join(demoDir, 'layout');
  const read = (name) => {
    const path = join(layoutDir, name);
    mtimeMs = Math.max(mtimeMs, statSync(path).mtimeMs);
    return readFileSync(path, 'utf8');
  };
  const words = JSON.parse(read('words.json'));
  const language = languageOf(source);
  if (!words[language])
    throw new Error(`layout: no words for the language "${language}" of ${file}`);
  const pagePath = sitePathOf(file, demoDir);
  const versions = versionsOf(file, Object.keys(words));

  const fill = (template, name) =>
    template.replace(PLACEHOLDER, (_, key) => {
      if (key === 'lang') return language;
      if (key === 'languages') return languagePicker(versions, language, demoDir, words);
      if (key.startsWith('current:')) return currentMark(key.slice('current:'.length), pagePath);
      const text = words[language][key];
      if (text === undefined)
        throw new Error(
          `layout: ${name}.html uses "${key}", which words.json lacks for "${language}"`,
        );
      return text;
    });

  const html = source.replace(INCLUDE, (_, name) => {
    if (name === 'page-list') {
      const list = pageList(
        join(demoDir, 'pages'),
        (page) => versionsOf(page, Object.keys(words)),
        (page) => sitePathOf(page, demoDir),
        words,
      );
      mtimeMs = Math.max(mtimeMs, list.mtimeMs);
      return list.html;
    }
    const path = join(layoutDir, `${name}.html`);
    if (!existsSync(path))
      throw new Error(
        `layout: ${file} includes "${name}", but demo/layout/${name}.html does not exist`,
      );
    return fill(read(`${name}.html`), name);
  });
  return { html, mtimeMs };
}
