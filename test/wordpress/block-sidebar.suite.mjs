// The block editor's sidebar in a real WordPress (Debian's 6.1, which ships the editor): the
// author inserts blocks from the inserter, sets a text, a toggle, a choice and a number in the
// sidebar, sees a number the element would refuse refused with the element's own message
// (a speed, a page size, a selector: the words its console message uses),
// publishes, reopens the post (no block reported invalid, the content unchanged) and finds the
// elements working on the front end with those attributes (docs/wordpress.md, "Block editor").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/** Opens a new post in the block editor, logged in afresh as `user`, without the welcome guide. */
async function newPost(page, wordpress, user) {
  await page.context().clearCookies();
  await page.goto(`${wordpress.url}/wp-login.php`);
  await page.fill('#user_login', user.user);
  await page.fill('#user_pass', user.password);
  await page.click('#wp-submit');
  await page.waitForURL(/\/wp-admin\//);
  await page.goto(`${wordpress.url}/wp-admin/post-new.php`);
  await waitForEditor(page);
}

async function waitForEditor(page) {
  await page.waitForSelector('.block-editor-block-list__layout', { timeout: 60000 });
  await page.evaluate(() => {
    const { select, dispatch } = window.wp.data;
    if (select('core/edit-post').isFeatureActive('welcomeGuide'))
      dispatch('core/edit-post').toggleFeature('welcomeGuide');
  });
}

/** Inserts a block the way an author does: the inserter, a search, a click on the block. */
async function insertFromInserter(page, search, blockName) {
  await page.click('button[aria-label="Toggle block inserter"]');
  await page.fill('.block-editor-inserter__search input', search);
  await page.click(`.editor-block-list-item-${blockName.replace('/', '-')}`);
  await page.waitForSelector(`.is-selected[data-type="${blockName}"]`);
  if (!(await page.locator('.interface-complementary-area').isVisible()))
    await page.click('button[aria-label="Settings"]');
}

const postContent = (page) =>
  page.evaluate(() => window.wp.data.select('core/editor').getEditedPostContent());

export function blockSidebar(wordpress) {
  let browser;
  let page;
  const errors = [];

  describe('the block editor sidebar', () => {
    before(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.on('pageerror', (error) => errors.push(`${error.message} (${page.url()})`));
    });
    after(() => browser?.close());

    it('sets attributes by kind, refuses what the element would, saves the tag and reopens valid', async () => {
      await newPost(page, wordpress, wordpress.author);

      await insertFromInserter(page, 'video', 'ib-blocks/video');
      const sidebar = page.locator('.interface-complementary-area');
      await sidebar.getByLabel('Src', { exact: true }).fill('https://example.com/launch.mp4');
      await sidebar.getByLabel('Controls', { exact: true }).check();
      await sidebar.getByLabel('Provider', { exact: true }).selectOption('html5');
      await sidebar.getByLabel('Label', { exact: true }).fill('Product launch');

      await insertFromInserter(page, 'range', 'ib-blocks/range');
      const max = sidebar.getByLabel('Max', { exact: true });
      await max.fill('abc');
      assert.equal(
        await sidebar.getByRole('alert').textContent(),
        'Invalid max attribute: "abc" is not a number',
      );
      assert.doesNotMatch(await postContent(page), /max=/);
      await max.fill('50');
      assert.equal(await sidebar.getByRole('alert').count(), 0);
      await sidebar.getByLabel('Name', { exact: true }).fill('seats');

      // The preview is the real element, with what the sidebar set.
      const preview = page.locator('.block-editor-block-list__layout ib-range');
      await page.waitForFunction(() => customElements.get('ib-range'), null, { timeout: 20000 });
      assert.equal(await preview.evaluate((range) => range.max), 50);

      const saved = await postContent(page);
      assert.match(
        saved,
        /<!-- wp:ib-blocks\/video -->\n<ib-video src="https:\/\/example\.com\/launch\.mp4" provider="html5" controls label="Product launch"><\/ib-video>\n<!-- \/wp:ib-blocks\/video -->/,
      );
      assert.match(
        saved,
        /<!-- wp:ib-blocks\/range -->\n<ib-range name="seats" max="50"><\/ib-range>\n<!-- \/wp:ib-blocks\/range -->/,
      );

      await page.fill('.editor-post-title__input', 'Blocks from the sidebar');
      await page.click('.editor-post-publish-panel__toggle');
      await page.click('.editor-post-publish-panel__header-publish-button button');
      await page.waitForSelector('.post-publish-panel__postpublish', { timeout: 30000 });
      const postId = await page.evaluate(() =>
        window.wp.data.select('core/editor').getCurrentPostId(),
      );

      // Reopened: every block valid, the markup as it was saved.
      await page.goto(`${wordpress.url}/wp-admin/post.php?post=${postId}&action=edit`);
      await waitForEditor(page);
      assert.equal(await page.locator('.block-editor-warning').count(), 0);
      const blocks = await page.evaluate(() =>
        window.wp.data
          .select('core/block-editor')
          .getBlocks()
          .map((block) => [block.name, block.isValid]),
      );
      assert.deepEqual(blocks, [
        ['ib-blocks/video', true],
        ['ib-blocks/range', true],
      ]);
      assert.equal(await postContent(page), saved);

      // The front end: the elements upgrade with the attributes the sidebar set.
      await page.goto(`${wordpress.url}/?p=${postId}`);
      await page.waitForFunction(
        () => customElements.get('ib-video') && customElements.get('ib-range'),
        null,
        { timeout: 20000 },
      );
      const range = page.locator('main ib-range, #post ib-range, ib-range').first();
      assert.equal(await range.evaluate((element) => element.max), 50);
      assert.equal(await range.evaluate((element) => Boolean(element.shadowRoot)), true);
      const video = page.locator('ib-video').first();
      assert.equal(await video.getAttribute('src'), 'https://example.com/launch.mp4');
      assert.equal(await video.evaluate((element) => element.controls), true);
      assert.deepEqual(errors, []);
    });

    it("refuses what an element would reject in the element's own words, keeping the last good value", async () => {
      await newPost(page, wordpress, wordpress.author);
      const sidebar = page.locator('.interface-complementary-area');
      const alert = () => sidebar.getByRole('alert').textContent();
      const deselect = () =>
        page.evaluate(() => window.wp.data.dispatch('core/block-editor').clearSelectedBlock());

      await insertFromInserter(page, 'parallax', 'ib-blocks/parallax');
      const speed = sidebar.getByLabel('Speed', { exact: true });
      await speed.fill('0.3');
      await speed.fill('fast');
      assert.equal(await alert(), 'Invalid parallax speed');
      assert.equal(await speed.inputValue(), 'fast');
      assert.match(await postContent(page), /<ib-parallax speed="0\.3">/);
      await speed.fill('-0.5');
      assert.equal(await sidebar.getByRole('alert').count(), 0);
      assert.match(await postContent(page), /<ib-parallax speed="-0\.5">/);

      await deselect();
      await insertFromInserter(page, 'featured content', 'ib-blocks/featured-content');
      const pageSize = sidebar.getByLabel('Page size', { exact: true });
      await pageSize.fill('0');
      assert.equal(await alert(), 'Invalid page-size: 0 (expected a whole number of at least 1)');
      assert.doesNotMatch(await postContent(page), /page-size=/);
      await pageSize.fill('6');
      assert.equal(await sidebar.getByRole('alert').count(), 0);
      assert.match(await postContent(page), /<ib-featured-content page-size="6">/);

      // A text the element judges itself: a selector that does not parse.
      await deselect();
      await insertFromInserter(page, 'table of contents', 'ib-blocks/toc');
      const header = sidebar.getByLabel('Header', { exact: true });
      await header.fill('header[');
      assert.equal(await alert(), 'Invalid ib-toc header selector "header[".');
      assert.doesNotMatch(await postContent(page), /<ib-toc[^>]* header=/);
      await header.fill('.site-header');
      assert.equal(await sidebar.getByRole('alert').count(), 0);
      assert.match(await postContent(page), /<ib-toc header="\.site-header">/);
      assert.deepEqual(errors, []);
    });

    it('on a system that prefers dark, the editor stays light with the library loaded in it', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      try {
        await newPost(page, wordpress, wordpress.author);
        await page.fill('.editor-post-title__input', 'Dark system');
        await insertFromInserter(page, 'accordion', 'ib-blocks/accordion');
        // Selected, the block shows its editing view; the live element comes back after.
        await page.evaluate(() =>
          window.wp.data.dispatch('core/block-editor').clearSelectedBlock(),
        );
        await page.waitForFunction(() => customElements.get('ib-accordion'), null, {
          timeout: 20000,
        });
        const look = await page.evaluate(() => [
          getComputedStyle(document.documentElement).colorScheme,
          getComputedStyle(document.querySelector('.editor-post-title__input')).color,
        ]);
        // The admin's own black title, not white on its white page.
        assert.deepEqual(look, ['light', 'rgb(0, 0, 0)']);
      } finally {
        await page.emulateMedia({ colorScheme: 'light' });
      }
    });

    it("previews the real element in the editor's iframe too (the tablet preview)", async () => {
      await newPost(page, wordpress, wordpress.author);
      await insertFromInserter(page, 'video', 'ib-blocks/video');
      await page.evaluate(() =>
        window.wp.data.dispatch('core/edit-post').__experimentalSetPreviewDeviceType('Tablet'),
      );
      await page.waitForSelector('iframe[name="editor-canvas"]');
      const canvas = page.frame({ name: 'editor-canvas' });
      // Upgraded by the iframe's own registry: the autoloader was added to that document.
      await canvas.waitForFunction(
        () =>
          customElements.get('ib-video') &&
          document.querySelector('ib-video')?.shadowRoot?.childElementCount > 0,
        null,
        { timeout: 20000 },
      );
      assert.deepEqual(errors, []);
    });

    it('offers an author no setting that saving would strip (ib-rive wasm-url), an administrator all', async () => {
      const riveSettings = async (user) => {
        await newPost(page, wordpress, user);
        await insertFromInserter(page, 'rive', 'ib-blocks/rive');
        const sidebar = page.locator('.interface-complementary-area');
        return [
          await sidebar.getByLabel('Src', { exact: true }).count(),
          await sidebar.getByLabel('Wasm url', { exact: true }).count(),
        ];
      };
      assert.deepEqual(await riveSettings(wordpress.author), [1, 0]);
      assert.deepEqual(await riveSettings(wordpress.admin), [1, 1]);
      assert.deepEqual(errors, []);
    });
  });
}
