// The block editor's sidebar in a real WordPress (Debian's 6.1 and 6.8, which ship the editor): the
// author inserts blocks from the inserter, sets a text, a toggle, a choice and a number in the
// sidebar, sees a number the element would refuse refused with the element's own message
// (a speed, a page size, a selector: the words its console message uses),
// publishes, reopens the post (no block reported invalid, the content unchanged) and finds the
// elements working on the front end with those attributes (docs/wordpress.md, "Block editor").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { CANVAS_IFRAME, editorCanvas } from './block-editor.mjs';

/**
 * Opens a new post in the block editor, logged in afresh as `user`, without the welcome guide;
 * returns where its blocks render (editorCanvas).
 */
async function newPost(page, wordpress, user) {
  // Off the editor first (its leave-page prompt accepted), and one more try: on a loaded CI
  // machine an administrator's login after the author's editor once never left wp-login.php.
  await page.goto('about:blank');
  await page.context().clearCookies();
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${wordpress.url}/wp-login.php`);
    await page.fill('#user_login', user.user);
    await page.fill('#user_pass', user.password);
    try {
      // The dashboard it leads to may take long to load on a busy machine: its address is enough.
      await Promise.all([
        page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit', timeout: 30000 }),
        page.click('#wp-submit'),
      ]);
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  await page.goto(`${wordpress.url}/wp-admin/post-new.php`);
  return waitForEditor(page);
}

async function waitForEditor(page) {
  const canvas = await editorCanvas(page);
  await page.evaluate(() => {
    const { select, dispatch } = window.wp.data;
    if (select('core/edit-post').isFeatureActive('welcomeGuide'))
      dispatch('core/edit-post').toggleFeature('welcomeGuide');
  });
  return canvas;
}

/** Inserts a block the way an author does: the inserter, a search, a click on the block. */
async function insertFromInserter(page, canvas, search, blockName) {
  // 6.8 keeps the inserter open after an insertion; a click on its toggle would close it.
  const searchField = page.locator('.block-editor-inserter__search input');
  if (!(await searchField.isVisible()))
    // "Toggle block inserter" in 6.1, "Block Inserter" in 6.8.
    await page.click(
      'button:is([aria-label="Toggle block inserter"], [aria-label="Block Inserter"])',
    );
  await searchField.fill(search);
  await page.click(`.editor-block-list-item-${blockName.replace('/', '-')}`);
  await canvas.locator(`.is-selected[data-type="${blockName}"]`).waitFor();
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
      // A test may leave a post unsaved; the next one starts a new post anyway.
      page.on('dialog', (dialog) =>
        dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss(),
      );
    });
    after(() => browser?.close());

    it('sets attributes by kind, refuses what the element would, saves the tag and reopens valid', async () => {
      const canvas = await newPost(page, wordpress, wordpress.author);

      await insertFromInserter(page, canvas, 'video', 'ib-blocks/video');
      const sidebar = page.locator('.interface-complementary-area');
      await sidebar.getByLabel('Src', { exact: true }).fill('https://example.com/launch.mp4');
      await sidebar.getByLabel('Controls', { exact: true }).check();
      await sidebar.getByLabel('Provider', { exact: true }).selectOption('html5');
      await sidebar.getByLabel('Label', { exact: true }).fill('Product launch');

      await insertFromInserter(page, canvas, 'range', 'ib-blocks/range');
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
      const preview = canvas.locator('.block-editor-block-list__layout ib-range');
      await preview.evaluate((range) =>
        range.ownerDocument.defaultView.customElements.whenDefined('ib-range'),
      );
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

      await canvas.locator('.editor-post-title__input').fill('Blocks from the sidebar');
      await page.click('.editor-post-publish-panel__toggle');
      await page.click('.editor-post-publish-panel__header-publish-button button');
      await page.waitForSelector('.post-publish-panel__postpublish', { timeout: 30000 });
      const postId = await page.evaluate(() =>
        window.wp.data.select('core/editor').getCurrentPostId(),
      );

      // Reopened: every block valid, the markup as it was saved.
      await page.goto(`${wordpress.url}/wp-admin/post.php?post=${postId}&action=edit`);
      const reopened = await waitForEditor(page);
      assert.equal(await reopened.locator('.block-editor-warning').count(), 0);
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
      const canvas = await newPost(page, wordpress, wordpress.author);
      const sidebar = page.locator('.interface-complementary-area');
      const alert = () => sidebar.getByRole('alert').textContent();
      const deselect = () =>
        page.evaluate(() => window.wp.data.dispatch('core/block-editor').clearSelectedBlock());

      await insertFromInserter(page, canvas, 'parallax', 'ib-blocks/parallax');
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
      await insertFromInserter(page, canvas, 'featured content', 'ib-blocks/featured-content');
      const pageSize = sidebar.getByLabel('Page size', { exact: true });
      await pageSize.fill('0');
      assert.equal(await alert(), 'Invalid page-size: 0 (expected a whole number of at least 1)');
      assert.doesNotMatch(await postContent(page), /page-size=/);
      await pageSize.fill('6');
      assert.equal(await sidebar.getByRole('alert').count(), 0);
      assert.match(await postContent(page), /<ib-featured-content page-size="6">/);

      // A text the element judges itself: a selector that does not parse.
      await deselect();
      await insertFromInserter(page, canvas, 'table of contents', 'ib-blocks/toc');
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
        const canvas = await newPost(page, wordpress, wordpress.author);
        const title = canvas.locator('.editor-post-title__input');
        await title.fill('Dark system');
        await insertFromInserter(page, canvas, 'accordion', 'ib-blocks/accordion');
        // Selected, the block shows its editing view; the live element comes back after.
        await page.evaluate(() =>
          window.wp.data.dispatch('core/block-editor').clearSelectedBlock(),
        );
        await canvas
          .locator('ib-accordion')
          .evaluate((node) =>
            node.ownerDocument.defaultView.customElements.whenDefined('ib-accordion'),
          );
        const look = await title.evaluate((node) => [
          getComputedStyle(node.ownerDocument.documentElement).colorScheme,
          getComputedStyle(node).color,
        ]);
        // The admin's own black title, not white on its white page.
        assert.deepEqual(look, ['light', 'rgb(0, 0, 0)']);
      } finally {
        await page.emulateMedia({ colorScheme: 'light' });
      }
    });

    it("previews the real element in the editor's iframe: 6.8's canvas, 6.1's tablet preview", async () => {
      const canvas = await newPost(page, wordpress, wordpress.author);
      await insertFromInserter(page, canvas, 'video', 'ib-blocks/video');
      // WordPress 6.8 iframes the canvas itself, as every block type is apiVersion 3; 6.1 only
      // its device previews.
      assert.equal(canvas !== page, wordpress.version !== '6.1', 'the canvas is an iframe');
      if (wordpress.version === '6.1')
        await page.evaluate(() =>
          window.wp.data.dispatch('core/edit-post').__experimentalSetPreviewDeviceType('Tablet'),
        );
      await page.waitForSelector(CANVAS_IFRAME);
      const frame = page.frame({ name: 'editor-canvas' });
      // Upgraded by the iframe's own registry: the autoloader was added to that document.
      await frame.waitForFunction(
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
        const canvas = await newPost(page, wordpress, user);
        await insertFromInserter(page, canvas, 'rive', 'ib-blocks/rive');
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
