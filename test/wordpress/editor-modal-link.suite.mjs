// A button that opens a modal, built by an author in the block editor of a WordPress whose link
// fields write `http://` before an address without a scheme (6.2 and later; run on 6.8, its
// canvas an iframe): the button links to the modal's fragment, `#contact`, through the link UI,
// which keeps it as written (elements/modal/README.md). Published, reopened valid, and on the
// front end the button opens the modal without leaving `#contact` in the address.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BlockEditor } from './block-editor.mjs';
import { RECIPES } from './editor-recipes.mjs';

export function editorModalLink(wordpress) {
  let editor;
  let post;

  /** Adds a Buttons block at the end of the post, types `text` into its button; the button's id. */
  const button = async (text) => {
    await editor.selectLast();
    const buttons = await editor.insert('Buttons', 'core/buttons');
    const [first] = (await editor.tree(buttons)).innerBlocks;
    await editor.type(first.clientId, text);
    return { buttons, button: first.clientId };
  };

  describe('the block editor: a button that opens a modal', () => {
    before(async () => {
      editor = await new BlockEditor(wordpress, wordpress.author).start();
      await editor.newPost();
      await editor.title('Talk to us');
    });
    after(() => editor?.stop());

    it('a Modal block with Id `contact` and its content', async () => {
      const modal = await editor.insert('Modal', 'ib-blocks/modal');
      await editor.select(modal);
      await editor.setting('Id', 'contact');
      await RECIPES['ib-modal'].content(editor, await editor.tree(modal));
      assert.equal((await editor.tree(modal)).attributes.id, 'contact');
    });

    it('the link UI writes `http://` before `:modal-contact:`, so a modal link needs `#contact`', async () => {
      const typed = await button('Old-style link');
      await editor.link(':modal-contact:');
      assert.equal((await editor.tree(typed.button)).attributes.url, 'http://:modal-contact:');
      await editor.page.evaluate(
        (id) => window.wp.data.dispatch('core/block-editor').removeBlock(id),
        typed.buttons,
      );
    });

    it('a button linked to `#contact` with the link UI keeps the address as typed', async () => {
      const { button: id } = await button('Talk to sales');
      await editor.link('#contact');
      assert.equal((await editor.tree(id)).attributes.url, '#contact');
    });

    it('publishes as the author; reopened, every block is valid and the content unchanged', async () => {
      post = await editor.save();
      assert.match(post.content, /<a class="wp-block-button__link[^"]*" href="#contact">/);
      await editor.open(post.id);
      const reopened = await editor.validity();
      assert.deepEqual(
        [reopened.invalid, reopened.warnings, reopened.dirty, reopened.content],
        [[], 0, false, post.content],
      );
    });

    it('on the front end the button opens the modal, focus inside, and the address keeps no #contact', async () => {
      assert.ok(post, 'the post was published');
      const { page } = editor;
      await page.goto(post.link);
      await page.locator('#post ib-modal[data-ib-state="loaded"]').waitFor({ state: 'attached' });
      await page.locator('#post a[href="#contact"]').click();
      await page.waitForFunction(() =>
        document.querySelector('#post ib-modal#contact')?.hasAttribute('open'),
      );
      assert.deepEqual(
        await page.evaluate(() => [
          document.querySelector('#contact').shadowRoot.querySelector('dialog').open,
          Boolean(document.activeElement?.closest('ib-modal#contact')),
          location.hash,
        ]),
        [true, true, ''],
      );
      assert.equal(await page.locator('#contact > h2').isVisible(), true);
    });
  });
}
