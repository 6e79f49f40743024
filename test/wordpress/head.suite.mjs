// The head of front-end pages: assets and preloads for exactly the tags a page holds, nothing on
// a page without tags, and the page data built from the queried post. WordPress 6.5+ prints the
// autoloader and its preloads through the Script Modules API; 6.1 gets the plugin's own tags.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';

const page = async (wordpress, query) => (await fetch(`${wordpress.url}/${query}`)).text();
const head = (html) => html.slice(0, html.indexOf('</head>'));
const preloads = (html) =>
  [...head(html).matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map(
    (match) => match[1],
  );
const moduleScripts = (html) =>
  [...head(html).matchAll(/<script type="module"[^>]*>/g)].map((match) => match[0]);
const pageData = (html) =>
  JSON.parse(/<script type="application\/json" id="ib-page-data">(.*?)<\/script>/s.exec(html)[1]);

export function headAndPageData(wordpress) {
  const dist = () => `${wordpress.url}/wp-content/plugins/ib-blocks/dist/`;
  const setSettings = (settings) =>
    wordpress.php('update_option("ib_blocks_settings", $ib_input);', settings);
  const scriptModules = () => wordpress.version !== '6.1';
  /** The autoloader's tag: WordPress's script module tag on 6.5+, the plugin's own on 6.1. */
  const autoloader = (src) =>
    scriptModules()
      ? `<script type="module" src="${src}" id="@ib-blocks/autoload-js-module"></script>`
      : `<script type="module" src="${src}"></script>`;

  describe('page head', () => {
    it('preloads the shared chunks and each tag of the page (templates and content), and loads the autoloader and styles', async () => {
      const html = await page(wordpress, '');
      const tags = [
        'ib-navbar',
        'ib-search-trigger',
        'ib-top-bar',
        'ib-search-popover',
        'ib-toc',
        'ib-tabs',
        'ib-accordion',
        'ib-footer',
      ];
      assert.deepEqual(preloads(html), [
        `${dist()}chunks/runtime.js`,
        `${dist()}chunks/core.js`,
        ...tags.map((tag) => `${dist()}elements/${tag}.js`),
      ]);
      assert.ok(head(html).includes(`<link rel="stylesheet" href="${dist()}themes/tokens.css">`));
      assert.ok(head(html).includes(`<link rel="stylesheet" href="${dist()}themes/upgrade.css">`));
      assert.deepEqual(
        moduleScripts(html),
        [autoloader(`${dist()}autoload.js`).replace('</script>', '')],
        'the autoloader, once',
      );
      // Every preloaded file exists where the link says.
      for (const url of preloads(html)) assert.equal((await fetch(url)).status, 200, url);
    });

    it('goes through the Script Modules API from WordPress 6.5 (import map, module, preloads by WordPress), not on 6.1', async () => {
      const html = await page(wordpress, '');
      const map = /<script type="importmap" id="wp-importmap">(.*?)<\/script>/s.exec(head(html));
      const links = [
        ...head(html).matchAll(/<link rel="modulepreload" href="([^"]+)"( id="([^"]+)")?>/g),
      ];
      if (!scriptModules()) {
        assert.equal(map, null, 'WordPress 6.1 has no import map');
        assert.ok(
          links.every((link) => link[2] === undefined),
          'the plugin prints plain preload links',
        );
        assert.equal(
          wordpress.php('echo function_exists("wp_register_script_module") ? "yes" : "no";'),
          'no',
        );
        return;
      }
      assert.equal(
        wordpress.php('echo function_exists("wp_register_script_module") ? "yes" : "no";'),
        'yes',
      );
      const imports = JSON.parse(map[1]).imports;
      assert.equal(imports['@ib-blocks/chunks/runtime'], `${dist()}chunks/runtime.js`);
      assert.equal(imports['@ib-blocks/elements/ib-tabs'], `${dist()}elements/ib-tabs.js`);
      // WordPress names each preload after its module: every link is one of the plugin's modules.
      assert.deepEqual(
        links.map((link) => link[3]),
        links.map(
          (link) =>
            `@ib-blocks/${link[1].slice(dist().length).replace(/\.js$/, '')}-js-modulepreload`,
        ),
      );
      assert.ok(
        head(html).indexOf('id="wp-importmap"') <
          head(html).indexOf('@ib-blocks/autoload-js-module'),
        'the import map comes before the module',
      );
      // Nothing is printed twice: WordPress's own footer printing found nothing enqueued.
      assert.equal(html.split('@ib-blocks/autoload-js-module').length, 2);
      assert.equal(html.split('id="wp-importmap"').length, 2);
    });

    it('preloads the code block on the article, which the home page does not have', async () => {
      const html = await page(wordpress, '?name=send-your-first-message');
      assert.ok(preloads(html).includes(`${dist()}elements/ib-code-block.js`));
      assert.ok(!preloads(html).includes(`${dist()}elements/ib-tabs.js`));
    });

    it('preloads a tag that a widget prints late in the page, in the footer', async () => {
      // A must-use plugin renders WordPress's Custom HTML widget in the footer, after the content.
      const plugin = join(wordpress.site, 'wp-content/mu-plugins/ib-test-footer-widget.php');
      mkdirSync(dirname(plugin), { recursive: true });
      writeFileSync(
        plugin,
        `<?php add_action('wp_footer', static function () { the_widget('WP_Widget_Custom_HTML', array('content' => '<ib-reveal><p>From a widget</p></ib-reveal>')); });`,
      );
      try {
        const html = await page(wordpress, '');
        assert.ok(
          html.indexOf('From a widget') > html.indexOf('</main>'),
          'the widget prints after the content',
        );
        assert.ok(preloads(html).includes(`${dist()}elements/ib-reveal.js`));
      } finally {
        rmSync(plugin);
      }
      assert.ok(!preloads(await page(wordpress, '')).includes(`${dist()}elements/ib-reveal.js`));
    });

    it("preloads the catalog of the page's language, none for English", async () => {
      assert.ok(!preloads(await page(wordpress, '')).some((url) => url.includes('/locales/')));
      const plugin = join(wordpress.site, 'wp-content/mu-plugins/ib-test-locale.php');
      mkdirSync(dirname(plugin), { recursive: true });
      writeFileSync(plugin, `<?php add_filter('locale', static fn () => 'de_AT');`);
      try {
        const urls = preloads(await page(wordpress, ''));
        assert.equal(urls.at(-1), `${dist()}locales/de.js`);
        assert.equal((await fetch(urls.at(-1))).status, 200);
      } finally {
        rmSync(plugin);
      }
      const files = wordpress.php(
        'echo implode(",", array_map("IbBlocks\\\\catalog_file", array("pt-br", "pt", "zh", "zh-tw", "zh-hk", "iw", "nl", "no", "nb-no", "et", "en", "ar", "../x")));',
      );
      assert.equal(
        files,
        'locales/pt-br.js,locales/pt-br.js,locales/zh-cn.js,locales/zh-tw.js,locales/zh-tw.js,locales/he.js,locales/nl.js,locales/nb.js,locales/nb.js,,,locales/ar.js,',
      );
    });

    it('inlines dist/early-events.js first on a page with ib-analytics or ib-consent-gate, on no other', async () => {
      // WordPress 6.4+ wraps inline scripts in a CDATA comment for themes without HTML5 script support.
      const early = (html) =>
        /<script[^>]*>\s*(?:\/\* <!\[CDATA\[ \*\/)?\s*(!function\(\)[^<]*?ibMissedEvents[^<]*?)\s*(?:\/\* \]\]> \*\/\s*)?<\/script>/
          .exec(head(html))?.[1]
          .trim();
      assert.equal(early(await page(wordpress, '')), undefined, 'the home page has neither block');
      const shipped = (await (await fetch(`${dist()}early-events.js`)).text()).trim();
      const plugin = join(wordpress.site, 'wp-content/mu-plugins/ib-test-early-events.php');
      mkdirSync(dirname(plugin), { recursive: true });
      for (const tag of ['ib-analytics', 'ib-consent-gate']) {
        writeFileSync(
          plugin,
          `<?php add_action('wp_footer', static function () { echo '<${tag}></${tag}>'; });`,
        );
        try {
          const html = await page(wordpress, '');
          assert.equal(early(html), shipped, tag);
          assert.ok(
            head(html).indexOf(shipped) < head(html).indexOf('themes/upgrade.css'),
            `${tag}: before the other assets`,
          );
        } finally {
          rmSync(plugin);
        }
      }
    });

    it('adds nothing to a page without ib-* tags', async () => {
      const html = await page(wordpress, `?page_id=${wordpress.pages.plain}`);
      assert.ok(html.includes('A page without blocks'));
      assert.ok(!html.includes('ib-blocks/dist/'));
      assert.ok(!html.includes('ib-page-data'));
      assert.ok(!html.includes('ib-blocks:head'), 'the marker is removed');
    });

    it('follows the settings: tokens.css off, assets from a CDN copy of dist/', async () => {
      setSettings({ load_tokens: false, asset_base: 'https://cdn.example.com/ib-blocks/dist' });
      try {
        const html = await page(wordpress, '');
        assert.ok(!html.includes('tokens.css'));
        assert.ok(
          head(html).includes(autoloader('https://cdn.example.com/ib-blocks/dist/autoload.js')),
        );
        assert.equal(preloads(html)[0], 'https://cdn.example.com/ib-blocks/dist/chunks/runtime.js');
      } finally {
        setSettings({});
      }
    });
  });

  describe('page data', () => {
    it('describes the queried post: type, dates, author, language, REST bases that work with plain permalinks', async () => {
      const data = pageData(await page(wordpress, '?name=send-your-first-message'));
      assert.deepEqual(data.analytics.siteMeta, { domain: '127.0.0.1', language: 'en' });
      assert.equal(data.analytics.contentGrouping.contentType, 'post');
      assert.equal(data.analytics.contentGrouping.publishDate, '2026-11-20');
      assert.match(data.analytics.contentGrouping.republishDate, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(data.analytics.contentGrouping.intent, '(not set)');
      assert.equal(data.analytics.contentMeta.author, 'admin');
      assert.equal(data.environment, 'local');
      assert.equal(data.restBase, `${wordpress.url}/index.php?rest_route=/`);
      // What the blocks build from them answers.
      const search = await fetch(`${data.restBase}infobip2024/v1/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"s":"sms"}',
      });
      assert.equal(search.status, 200);
      const traffic = await fetch(`${data.apiBase.replace(/\/+$/, '')}/infobip/v1/traffic-type`);
      assert.deepEqual(await traffic.json(), { internal: false });
    });

    it('reads grouping fields from taxonomies of those names, and the language tag the blocks use', async () => {
      const data = JSON.parse(
        wordpress.php(`
          register_taxonomy('industry', 'post', array('public' => true));
          register_taxonomy('contentsubtype', 'post', array('public' => true));
          register_taxonomy('pillar', 'post', array('public' => true));
          add_filter('ib_blocks_grouping_taxonomy', fn($taxonomy, $field) => 'solution' === $field ? 'pillar' : $taxonomy, 10, 2);
          $post = get_page_by_path('send-your-first-message', OBJECT, 'post');
          wp_set_object_terms($post->ID, array('Retail', 'Banking'), 'industry');
          wp_set_object_terms($post->ID, array('Customer engagement'), 'pillar');
          wp_set_object_terms($post->ID, array('Tutorial'), 'contentsubtype');
          $GLOBALS['wp_query'] = new WP_Query(array('p' => $post->ID));
          echo wp_json_encode(IbBlocks\\page_data());`),
      );
      assert.equal(data.analytics.contentGrouping.industry, 'Banking, Retail');
      assert.equal(
        data.analytics.contentGrouping.solution,
        'Customer engagement',
        'mapped by the filter',
      );
      assert.equal(
        data.analytics.contentGrouping.contentSubType,
        'Tutorial',
        'contentSubType from the taxonomy contentsubtype',
      );
      assert.equal(data.analytics.contentGrouping.product, '(not set)');
      const search = pageData(await page(wordpress, '?s=whatsapp'));
      assert.equal(search.analytics.contentGrouping.contentType, 'search', 'the results page');
      const tags = wordpress.php(
        'echo implode(",", array_map("IbBlocks\\\\language_tag", array("de_DE", "pt_BR", "en_US", "zh_CN", "fr", "")));',
      );
      assert.equal(tags, 'de,pt-br,en,zh-cn,fr,en');
    });
  });
}
