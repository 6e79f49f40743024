// Drives WordPress's block editor (Debian's 6.1 and 6.8) in Chromium the way an author does:
// the inserter, the block's own fields, the settings sidebar, Publish/Update, and reopening the
// post. One browser and one logged-in page serve a whole suite. Selectors are the editor's own
// (classes and labels of WordPress 6.1's edit-post screen, or 6.8's, where they differ). The
// blocks render in `canvas`: the admin page in 6.1, the iframe `editor-canvas` in 6.8.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/** What the editor says about a block it cannot read back from the post. */
export const INVALID_CONTENT = 'This block contains unexpected or invalid content';

/** The iframe WordPress renders the blocks in when every block type is apiVersion 3 (6.3+). */
export const CANVAS_IFRAME = 'iframe[name="editor-canvas"]';

/** The editor's controls, as 6.1 and as 6.8 name them. */
const INSERTER_TOGGLE =
  '.edit-post-header-toolbar__inserter-toggle, .editor-document-tools__inserter-toggle';
const INSERTER_PANEL = '.edit-post-editor__inserter-panel, .editor-inserter-sidebar';
const PUBLISH_BUTTON =
  ':is(.edit-post-header__settings, .editor-header__settings) .editor-post-publish-button__button';

/**
 * Waits until the block editor on `page` has its blocks on screen and the post set up; returns
 * where the blocks render: the page itself, or a locator into the canvas iframe.
 * @param {import('playwright-core').Page} page
 */
export async function editorCanvas(page) {
  await page.waitForFunction(
    (iframe) =>
      window.wp?.data?.select('core/editor')?.getCurrentPostId() &&
      window.wp.data.select('core/block-editor').getBlockCount !== undefined &&
      [document, document.querySelector(iframe)?.contentDocument].some((doc) =>
        doc?.querySelector('.block-editor-block-list__layout'),
      ),
    CANVAS_IFRAME,
    { timeout: 60000 },
  );
  // The template validity and block parsing run once the post is set up.
  await page.waitForFunction(
    () => window.wp.data.select('core/editor').__unstableIsEditorReady?.() ?? true,
  );
  return (await page.locator(CANVAS_IFRAME).count()) > 0 ? page.frameLocator(CANVAS_IFRAME) : page;
}

export class BlockEditor {
  /**
   * @param {{ url: string, admin: { user: string, password: string }, php(code: string): string }} wordpress
   * @param {{ user: string, password: string }} [user] Who works in the editor (default: the administrator).
   */
  constructor(wordpress, user) {
    this.wordpress = wordpress;
    this.user = user;
    /** Errors the pages reported (uncaught exceptions, console errors). */
    this.errors = [];
  }

  /** Starts Chromium, logs in and turns off the editor's welcome guide. */
  async start() {
    const { url } = this.wordpress;
    // The stack fills in its users once it runs, after the suites made their editors.
    const { user, password } = this.user ?? this.wordpress.admin;
    // The guide is a modal over every new editor session; the fullscreen mode hides wp-admin's menu.
    this.wordpress.php(
      `update_user_meta(get_user_by('login', ${JSON.stringify(user)})->ID, 'wp_persisted_preferences', array('core/edit-post' => array('welcomeGuide' => false, 'fullscreenMode' => true), '_modified' => gmdate('c')));`,
    );
    this.browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    this.page = await this.browser.newPage({ viewport: { width: 1280, height: 900 } });
    this.page.setDefaultTimeout(15000);
    this.page.on('pageerror', (error) => this.errors.push(`${error.message} (${this.page.url()})`));
    // Leaving the editor with changes asks first; the suites check the post is saved, then leave.
    this.page.on('dialog', (dialog) =>
      dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss(),
    );
    this.page.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        !message.text().startsWith('Failed to load resource') &&
        this.errors.push(message.text()),
    );
    await this.page.goto(`${url}/wp-login.php`);
    await this.page.fill('#user_login', user);
    await this.page.fill('#user_pass', password);
    await Promise.all([this.page.waitForURL(/wp-admin/), this.page.click('#wp-submit')]);
    return this;
  }

  async stop() {
    await this.browser?.close();
  }

  /** Opens the editor on a new post (`type` post or page). */
  async newPost(type = 'post') {
    await this.page.goto(`${this.wordpress.url}/wp-admin/post-new.php?post_type=${type}`);
    await this.#ready();
    // Publish at once, without the pre-publish checks panel in between.
    await this.page.evaluate(() => window.wp.data.dispatch('core/editor').disablePublishSidebar());
  }

  /** Opens the editor on post `id` again, as an author coming back to it. */
  async open(id) {
    await this.page.goto(`${this.wordpress.url}/wp-admin/post.php?post=${id}&action=edit`);
    await this.#ready();
  }

  async #ready() {
    /** Where the blocks render: this page (6.1) or a locator into the canvas iframe (6.8). */
    this.canvas = await editorCanvas(this.page);
  }

  /** Whether the blocks render in the canvas iframe. */
  get iframed() {
    return this.canvas !== this.page;
  }

  /** Types the post's title. */
  async title(text) {
    await this.canvas.locator('.editor-post-title__input').fill(text);
  }

  /**
   * Inserts block `name` (`ib-blocks/accordion`) from the inserter, searched by `search` (its
   * title), after the selected block (at the end of the post when none is); returns its client id.
   */
  async insert(search, name) {
    const toggle = this.page.locator(INSERTER_TOGGLE);
    const panel = this.page.locator(INSERTER_PANEL);
    // A first click may only close a popover that was open (the link preview).
    for (let attempt = 0; !(await panel.isVisible()) && attempt < 3; attempt++) {
      await toggle.click();
      await panel.waitFor({ timeout: 2000 }).catch(() => {});
    }
    await this.page.locator('.block-editor-inserter__search input').fill(search);
    const before = await this.#count();
    const existing = await this.#idsOf(name);
    // The item's class names the block: core's Video and ours share the title.
    const item = this.page.locator(`.block-editor-inserter__menu .${menuClass(name)}`);
    // The results follow the typing after a debounce: a click on the list it replaces is lost.
    for (let attempt = 0; ; attempt++) {
      await item.click();
      const inserted = await this.page
        .waitForFunction(
          (count) => count < window.wp.data.select('core/block-editor').getGlobalBlockCount(),
          before,
          { timeout: 3000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (inserted) break;
      if (attempt === 2) throw new Error(`the inserter did not insert ${name}`);
    }
    await this.page.evaluate(() => {
      // core/editor's from 6.5; core/edit-post's before (deprecated since).
      const { dispatch } = window.wp.data;
      (
        dispatch('core/editor').setIsInserterOpened ??
        dispatch('core/edit-post').setIsInserterOpened
      )(false);
    });
    await panel.waitFor({ state: 'hidden' });
    // The new block, not the selection: a block with inner blocks may select its first child.
    const [inserted] = (await this.#idsOf(name)).filter((id) => !existing.includes(id));
    return inserted;
  }

  /** The client ids of every block named `name` in the post. */
  #idsOf(name) {
    return this.page.evaluate((blockName) => {
      const editor = window.wp.data.select('core/block-editor');
      return editor
        .getClientIdsWithDescendants()
        .filter((id) => editor.getBlockName(id) === blockName);
    }, name);
  }

  #count() {
    return this.page.evaluate(() =>
      window.wp.data.select('core/block-editor').getGlobalBlockCount(),
    );
  }

  /** The canvas node of block `clientId` (its wrapper in the editor). */
  block(clientId) {
    return this.canvas.locator(`[data-block="${clientId}"]`);
  }

  /** Selects the block `clientId` (and shows its settings in the sidebar). */
  async select(clientId) {
    await this.page.evaluate(
      (id) => window.wp.data.dispatch('core/block-editor').selectBlock(id),
      clientId,
    );
  }

  /** Selects the post's last top-level block, so the inserter adds after it, at the top level. */
  async selectLast() {
    await this.page.evaluate(() => {
      const ids = window.wp.data.select('core/block-editor').getBlockOrder();
      if (ids.length) window.wp.data.dispatch('core/block-editor').selectBlock(ids.at(-1));
    });
  }

  /**
   * Clicks into the field `selector` of block `clientId` (or the block itself) and types `text`.
   * Where the live element keeps the field out of reach (a closed modal, a slide off screen), the
   * author first clicks the nearest block around it that is in reach, as the editing view then
   * shows every child (docs/wordpress.md, "Live preview"); a field still out of reach fails.
   */
  async type(clientId, text, selector) {
    const block = this.block(clientId);
    const field = selector ? block.locator(selector).first() : block;
    if (!(await reachable(field))) {
      const parents = await this.page.evaluate(
        (id) => window.wp.data.select('core/block-editor').getBlockParents(id, true),
        clientId,
      );
      for (const parent of parents) {
        if (!(await reachable(this.block(parent)))) continue;
        await this.block(parent).click({ position: { x: 8, y: 8 } });
        break;
      }
      if (!(await waitUntilReachable(field))) {
        const { name } = await this.tree(clientId);
        throw new Error(`${name}: the field to type into is out of reach`);
      }
    }
    await field.click();
    await this.page.keyboard.type(text);
  }

  /**
   * Sets the sidebar control labelled `label` of the selected block: checks a toggle, picks a
   * choice, or types into a field.
   */
  async setting(label, value) {
    const control = (await this.sidebar()).getByLabel(label, { exact: true });
    const kind = await control.evaluate((node) => node.type ?? node.localName);
    if (kind === 'checkbox') await control.setChecked(Boolean(value));
    else if (kind === 'select-one') await control.selectOption(String(value));
    else await control.fill(String(value));
  }

  /** The settings sidebar, opened on the block tab. */
  async sidebar() {
    await this.page.evaluate(() =>
      window.wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block'),
    );
    const sidebar = this.page.locator('.interface-complementary-area');
    await sidebar.waitFor();
    return sidebar;
  }

  /** Block `clientId` and its inner blocks: `{ clientId, name, attributes, innerBlocks }`. */
  tree(clientId) {
    return this.page.evaluate((id) => {
      const plain = (block) => ({
        clientId: block.clientId,
        name: block.name,
        attributes: block.attributes,
        innerBlocks: block.innerBlocks.map(plain),
      });
      return plain(window.wp.data.select('core/block-editor').getBlock(id));
    }, clientId);
  }

  /** The selected block's client id. */
  selected() {
    return this.page.evaluate(() =>
      window.wp.data.select('core/block-editor').getSelectedBlockClientId(),
    );
  }

  /** The post's blocks as `{ name, attributes, isValid, innerBlocks }`. */
  blocks() {
    return this.page.evaluate(() => {
      const plain = (block) => ({
        clientId: block.clientId,
        name: block.name,
        attributes: block.attributes,
        isValid: block.isValid,
        innerBlocks: block.innerBlocks.map(plain),
      });
      return window.wp.data.select('core/block-editor').getBlocks().map(plain);
    });
  }

  /** Links the text being edited to `url` with the link control (Ctrl+K, the address, Enter). */
  async link(url) {
    await this.page.keyboard.press('Control+a');
    await this.page.keyboard.press('Control+k');
    const field = this.page.locator('.block-editor-link-control input[type="text"]').first();
    await field.fill(url);
    await field.press('Enter');
    await this.page.locator('.block-editor-link-control__search-item-title').first().waitFor();
    // The link's preview stays open and keeps the text selected until a click elsewhere.
    await this.canvas.locator('.editor-post-title__input').click();
  }

  /** Turns the selected block into block `name` with the block toolbar's transform menu. */
  async transform(name) {
    // The toolbar hides while the author types; a pointer move brings it back.
    await this.page.mouse.move(600, 300);
    await this.page.mouse.move(640, 320);
    await this.page
      .locator('.block-editor-block-toolbar .block-editor-block-switcher__toggle')
      .click();
    await this.page.locator(`.block-editor-block-switcher__popover .${menuClass(name)}`).click();
  }

  /** Publishes the post (or updates it) with the toolbar's button; returns its id and link. */
  async save() {
    const button = this.page.locator(PUBLISH_BUTTON);
    await button.click();
    await this.page.waitForFunction(() => {
      const editor = window.wp.data.select('core/editor');
      return (
        !editor.isSavingPost() && editor.isCurrentPostPublished() && !editor.isEditedPostDirty()
      );
    });
    return this.page.evaluate(() => {
      const editor = window.wp.data.select('core/editor');
      return {
        id: editor.getCurrentPostId(),
        link: editor.getPermalink(),
        content: editor.getEditedPostContent(),
      };
    });
  }

  /** What the reopened editor shows: any invalid block, the warning, and the content it would save. */
  async validity() {
    const warnings = await this.canvas
      .locator('.block-editor-warning')
      .filter({ hasText: INVALID_CONTENT })
      .count();
    const state = await this.page.evaluate(() => {
      const invalid = [];
      const walk = (blocks) => {
        for (const block of blocks) {
          if (!block.isValid) invalid.push(block.name);
          walk(block.innerBlocks);
        }
      };
      walk(window.wp.data.select('core/block-editor').getBlocks());
      const editor = window.wp.data.select('core/editor');
      return {
        invalid,
        dirty: editor.isEditedPostDirty(),
        content: editor.getEditedPostContent(),
      };
    });
    return { ...state, warnings };
  }
}

/** The class WordPress gives a block's item in its menus: `core/html` -> `editor-block-list-item-html`. */
const menuClass = (name) =>
  `editor-block-list-item-${name.replace('/', '-').replace(/^core-/, '')}`;

/** Whether a click on `field` lands on it: shown, not inert, not covered. */
const reachable = async (field) =>
  (await field.count()) > 0 &&
  field.evaluate((node) => {
    if (!node.checkVisibility() || node.closest('[inert]')) return false;
    node.scrollIntoView({ block: 'center' });
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(
      box.x + Math.min(8, box.width / 2),
      box.y + box.height / 2,
    );
    return hit !== null && node.contains(hit);
  });

/** Whether `field` comes in reach within a second (the editing view renders after a click). */
const waitUntilReachable = async (field) => {
  for (let attempt = 0; attempt < 10; attempt++) {
    if (await reachable(field)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};
