// The blocks in Chromium against WordPress: the search popover from the theme's header and the
// results page at /?s=, both answered from MariaDB through the plugin's endpoint, and the top bar
// showing the logged-in WordPress user.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

export function blocksInChromium(wordpress) {
  let browser;
  let page;
  const errors = [];

  describe('blocks in Chromium', () => {
    before(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // The 6.5 and 6.6 builds (@wp-playground/wordpress-builds) carry WordPress's PHP but few of
      // its own scripts and styles: their 404s, and wp-admin's scripts failing without them, are
      // WordPress's, not the plugin's. Debian's 6.1 is complete, so there every error counts.
      const partialBuild = wordpress.version !== '6.1';
      const coreFile = (url) =>
        partialBuild && /^\/wp-(includes|admin)\//.test(new URL(url).pathname);
      const coreScriptError = (message) =>
        partialBuild &&
        /\/wp-(admin\/|login\.php)/.test(page.url()) &&
        /^\w+ is not defined$/.test(message);
      page.on(
        'pageerror',
        (error) =>
          !coreScriptError(error.message) && errors.push(`${error.message} (${page.url()})`),
      );
      page.on(
        'console',
        (message) =>
          message.type() === 'error' &&
          !message.text().startsWith('Failed to load resource') &&
          errors.push(message.text()),
      );
      // A 401 from the user lookup is a visitor's answer (not logged in), not an error.
      const visitorAnswer = (response) =>
        response.status() === 401 && response.url().includes('ib-blocks/v1/experience/1/user');
      page.on(
        'response',
        (response) =>
          response.status() >= 400 &&
          !visitorAnswer(response) &&
          !coreFile(response.url()) &&
          errors.push(`${response.status()} ${response.url()}`),
      );
    });
    after(() => browser?.close());

    it('the results page at /?s= lists the results WordPress finds, as decoded text linking into the site', async () => {
      await page.goto(`${wordpress.url}/?s=whatsapp&lang=en&post_type=any`);
      const titles = page.locator('ib-search >> [part~="result-link"]');
      await titles.first().waitFor({ timeout: 20000 });
      const shown = await titles.allTextContents();
      assert.ok(shown.length > 0 && shown.length <= 20);
      assert.ok(
        shown.some((title) => /whatsapp/i.test(title)),
        shown.join(' | '),
      );
      // Titles are decoded text, as the visitor reads them (no entity left).
      assert.ok(shown.every((title) => !/&#\d+;|&amp;/.test(title)));
      assert.equal(new URL(await titles.first().getAttribute('href')).origin, wordpress.url);
    });

    it('the search popover opens from the header trigger and shows quick results from WordPress', async () => {
      await page.goto(`${wordpress.url}/`);
      await page.locator('ib-search-trigger a').click();
      const input = page.locator('ib-search-popover >> [part="input"]');
      await input.waitFor({ state: 'visible', timeout: 20000 });
      await input.fill('webinar');
      const options = page.locator('ib-search-popover >> [part~="option"]');
      await options.first().waitFor({ timeout: 20000 });
      assert.ok((await options.count()) > 0);
      assert.match(await options.first().textContent(), /webinar/i);
      const viewAll = new URL(
        await page.locator('ib-search-popover >> [part="view-all"]').getAttribute('href'),
      );
      assert.equal(viewAll.searchParams.get('s'), 'webinar');
    });

    it('the top bar shows the logged-in WordPress user, and the login link to a visitor', async () => {
      const bar = page.locator('ib-top-bar');
      await page.goto(`${wordpress.url}/`);
      await page.waitForFunction(
        () => document.querySelector('ib-top-bar')?.getAttribute('status') === 'anonymous',
        null,
        { timeout: 20000 },
      );
      assert.equal(await bar.locator('[data-login]').isVisible(), true);
      assert.equal(await bar.locator('[data-username]').isVisible(), false);

      await page.goto(`${wordpress.url}/wp-login.php`);
      await page.fill('#user_login', wordpress.admin.user);
      await page.fill('#user_pass', wordpress.admin.password);
      await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);
      await page.goto(`${wordpress.url}/`);
      await page.waitForFunction(
        () => document.querySelector('ib-top-bar')?.getAttribute('status') === 'user',
        null,
        { timeout: 20000 },
      );
      assert.equal(await bar.locator('[data-username]').textContent(), 'admin');
      assert.equal(await bar.locator('[data-logout]').isVisible(), true);
      assert.equal(await bar.locator('[data-login]').isVisible(), false);

      // Another origin asking with the visitor's cookie learns nothing.
      const cookies = (await page.context().cookies())
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; ');
      const lookup = (origin) =>
        fetch(`${wordpress.url}/index.php?rest_route=/ib-blocks/v1/experience/1/user`, {
          headers: { cookie: cookies, ...(origin && { origin }) },
        });
      assert.deepEqual(await (await lookup()).json(), { username: 'admin' });
      const foreign = await lookup('https://evil.example');
      assert.equal(foreign.status, 401);
      assert.deepEqual(await foreign.json(), {});
    });

    it('Settings → ib-blocks saves what the administrator enters, sanitised', async () => {
      // Logged in as the administrator by the previous test.
      await page.goto(`${wordpress.url}/wp-admin/options-general.php?page=ib-blocks`);
      await page.fill('#ib-asset-base', 'https://cdn.example.com/ib/dist');
      await page.fill('#ib-internal-ranges', '10.0.0.0/8\nnot a range\n2001:db8::/32');
      await page.getByLabel(/Load themes\/tokens\.css/).uncheck();
      await Promise.all([page.waitForNavigation(), page.click('#submit')]);
      const saved = JSON.parse(wordpress.php('echo wp_json_encode(IbBlocks\\settings());'));
      wordpress.php('delete_option("ib_blocks_settings");');
      assert.deepEqual(saved, {
        asset_base: 'https://cdn.example.com/ib/dist',
        load_tokens: false,
        register_post_types: true,
        internal_ip_ranges: '10.0.0.0/8\n2001:db8::/32',
        fulltext_search: false,
      });
    });

    it('no page error on the way', () => {
      assert.deepEqual(errors, []);
    });
  });
}
