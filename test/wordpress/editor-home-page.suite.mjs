// The demo's home page built from blocks alone by an author (no `unfiltered_html`: kses applies to
// every save), in WordPress 6.1's block editor driven in Chromium: the hero heading and its sentence
// with a tooltip on "CPaaS", channel cards in columns with three more tooltips inside sentences,
// the numbers as a list, a button that opens the contact modal, the FAQ accordion and the modal.
// The tooltips are the rich-text "Tooltip" format (wordpress/editor/formats/), applied as an
// author does: words selected with the keyboard or a double-click, the toolbar's More menu, the
// tooltip's text. Analytics comes from the theme (docs/wordpress.md, "Tooltips in text").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BlockEditor } from './block-editor.mjs';
import { RECIPES } from './editor-recipes.mjs';

/** Word => the tooltip's text, as on demo/index.html. */
const TOOLTIPS = {
  CPaaS:
    'Communications platform as a service: APIs that add messaging, voice and video to any application.',
  A2P: 'Application-to-person: messages sent by software to a person, such as alerts, reminders and one-time passwords.',
  RCS: 'Rich Communication Services: branded, verified messages with images, carousels and suggested replies, falling back to SMS.',
  OTPs: 'One-time password: a code valid for a single login or transaction.',
};

/** The three cards: their sentence, and the word in it that gets a tooltip. */
const CARDS = [
  ['Reach every phone on the planet, with A2P routes and delivery reports.', 'A2P'],
  ["RCS messages with your logo and a verified badge, in the phone's own app.", 'RCS'],
  ['Send OTPs over SMS, voice, email or WhatsApp, and stop fraud early.', 'OTPs'],
];

const STATS = [
  '650+ direct operator connections',
  '99.99% platform uptime last year',
  '190+ countries reached',
];

export function editorHomePage(wordpress) {
  let editor;
  let page;
  let post;

  /** The centre of `word` in block `clientId`'s text, where a pointer double-clicks it. */
  const wordCentre = (clientId, word) =>
    editor.block(clientId).evaluate((block, text) => {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.data.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const box = range.getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
      }
      throw new Error(`no "${text}" in the block`);
    }, word);

  /** The popover's field, once the Tooltip item of the toolbar's More menu was picked. */
  const field = () => page.getByLabel('Tooltip text', { exact: true });

  /** Opens the tooltip popover with the pointer: the toolbar's More menu, then Tooltip. */
  const openTooltipByPointer = async () => {
    // The toolbar hides while the author types; a pointer move brings it back.
    await page.mouse.move(600, 300);
    await page.mouse.move(640, 320);
    await page.locator('.block-editor-block-toolbar button[aria-label="More"]').click();
    await page.getByRole('menuitem', { name: 'Tooltip' }).click();
    await field().waitFor();
  };

  /** Double-clicks `word` in block `clientId` and gives it the tooltip `text` with the popover. */
  const tooltipByPointer = async (clientId, word, text) => {
    const [x, y] = await wordCentre(clientId, word);
    await page.mouse.dblclick(x, y);
    assert.equal(await page.evaluate(() => String(getSelection())), word, 'the word is selected');
    await openTooltipByPointer();
    await field().fill(text);
    await page.getByRole('button', { name: 'Apply' }).click();
    await field().waitFor({ state: 'detached' });
  };

  /** Presses `key` until the focused element matches `matches` (at most 20 times). */
  const pressUntil = async (key, matches) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await page.keyboard.press(key);
      if (await page.evaluate(matches)) return;
    }
    throw new Error(`${key} did not reach the control`);
  };

  /**
   * With the keyboard alone: selects `word`, the one before the caret, moves to the block toolbar
   * (Alt+F10), to its More menu, to Tooltip, types `text` into the field that took focus, Enter.
   */
  const tooltipByKeyboard = async (word, text) => {
    await page.keyboard.press('Shift+Control+ArrowLeft');
    await page.waitForFunction((word) => String(getSelection()) === word, word);
    await page.keyboard.press('Alt+F10');
    await page.waitForFunction(() =>
      document.activeElement?.closest('.block-editor-block-toolbar'),
    );
    await pressUntil('ArrowRight', () => document.activeElement?.ariaLabel === 'More');
    await page.keyboard.press('Enter');
    await pressUntil(
      'ArrowDown',
      () =>
        document.activeElement?.getAttribute('role') === 'menuitem' &&
        document.activeElement.textContent.trim() === 'Tooltip',
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('.ib-tooltip-format'));
    assert.equal(
      await page.evaluate(() => document.activeElement.id),
      await field().getAttribute('id'),
      'the field takes focus',
    );
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await field().waitFor({ state: 'detached' });
  };

  /** Adds a block after the last top-level one, at the top level. */
  const append = async (search, name) => {
    // A click on the title first: the text the popover gave focus back to keeps the selection.
    await page.locator('.editor-post-title__input').click();
    await editor.selectLast();
    const id = await editor.insert(search, name);
    const parent = await page.evaluate(
      (block) => window.wp.data.select('core/block-editor').getBlockRootClientId(block),
      id,
    );
    assert.equal(parent, '', `${name} is a top-level block`);
    return id;
  };

  /** Adds a paragraph to the empty column `column` with its own appender; returns its id. */
  const paragraphIn = async (column) => {
    // An empty column shows its appender once it is selected.
    await editor.select(column);
    await editor.block(column).locator('.block-editor-button-block-appender').click();
    await page.locator('.block-editor-inserter__quick-inserter input').fill('Paragraph');
    await page
      .locator('.block-editor-inserter__quick-inserter .editor-block-list-item-paragraph')
      .click();
    const [paragraph] = (await editor.tree(column)).innerBlocks;
    return paragraph.clientId;
  };

  describe("the block editor: an author builds the demo's home page from blocks alone", () => {
    before(async () => {
      // As the author: whatever the editor saves goes through kses.
      editor = new BlockEditor({ ...wordpress, admin: wordpress.author });
      await editor.start();
      ({ page } = editor);
      await editor.newPost();
      await editor.title('Home from blocks');
    });
    after(() => editor?.stop());

    it('the hero: a heading, and a tooltip on "CPaaS" given with the keyboard alone', async () => {
      await editor.type(
        await editor.insert('Heading', 'core/heading'),
        'Every conversation, on every channel your customers use',
      );
      const hero = await append('Paragraph', 'core/paragraph');
      await editor.type(hero, 'Send alerts, answer questions and sell in chat with one CPaaS');
      await tooltipByKeyboard('CPaaS', TOOLTIPS.CPaaS);
      // The rest of the sentence, typed after the tooltip, stays outside it.
      await page.keyboard.press('End');
      await page.keyboard.type(', from SMS and WhatsApp to RCS, voice and email.');
      const { attributes } = await editor.tree(hero);
      assert.equal(
        attributes.content,
        `Send alerts, answer questions and sell in chat with one <ib-tooltip content="${TOOLTIPS.CPaaS}">CPaaS</ib-tooltip>, from SMS and WhatsApp to RCS, voice and email.`,
      );
    });

    it('the popover shows the text of words that have a tooltip; Escape closes it, nothing changes', async () => {
      const [, hero] = await editor.blocks();
      const [x, y] = await wordCentre(hero.clientId, 'CPaa');
      await page.mouse.click(x, y);
      await openTooltipByPointer();
      assert.equal(await field().inputValue(), TOOLTIPS.CPaaS);
      assert.equal(await page.getByRole('button', { name: 'Remove' }).count(), 1);
      await page.keyboard.press('Escape');
      await field().waitFor({ state: 'detached' });
      assert.equal((await editor.tree(hero.clientId)).attributes.content, hero.attributes.content);
    });

    it('a button that opens the contact modal (`:modal-contact:`)', async () => {
      const buttons = await append('Buttons', 'core/buttons');
      const [button] = (await editor.tree(buttons)).innerBlocks;
      await editor.type(button.clientId, 'Talk to sales');
      await editor.link(':modal-contact:');
      assert.equal((await editor.tree(button.clientId)).attributes.url, ':modal-contact:');
    });

    it('the channel cards: three columns, a tooltip inside each sentence given with a double-click', async () => {
      await editor.type(
        await append('Heading', 'core/heading'),
        'Meet customers where they already are',
      );
      const columns = await append('Columns', 'core/columns');
      await editor
        .block(columns)
        .getByRole('button', { name: 'Three columns; equal split' })
        .click();
      const ids = (await editor.tree(columns)).innerBlocks.map((column) => column.clientId);
      assert.equal(ids.length, 3);
      for (const [index, [sentence, word]] of CARDS.entries()) {
        const paragraph = await paragraphIn(ids[index]);
        await editor.type(paragraph, sentence);
        await tooltipByPointer(paragraph, word, TOOLTIPS[word]);
        assert.match(
          (await editor.tree(paragraph)).attributes.content,
          new RegExp(`<ib-tooltip content="[^"]+">${word}</ib-tooltip>`),
        );
      }
    });

    it('the numbers as a list', async () => {
      const list = await append('List', 'core/list');
      // Enter starts the next item (a List item block in WordPress 6.1).
      await editor.type(list, STATS.join('\n'));
      assert.deepEqual(
        (await editor.tree(list)).innerBlocks.map(({ attributes }) => attributes.content),
        STATS,
      );
    });

    it('the FAQ accordion, one item open at a time, and the contact modal', async () => {
      await editor.type(await append('Heading', 'core/heading'), 'Questions we hear every day');
      const faq = await append('Accordion', 'ib-blocks/accordion');
      await editor.select(faq);
      await editor.setting('Close others', true);
      await RECIPES['ib-accordion'].content(editor, await editor.tree(faq));

      const modal = await append('Modal', 'ib-blocks/modal');
      await editor.select(modal);
      await editor.setting('Id', 'contact');
      await RECIPES['ib-modal'].content(editor, await editor.tree(modal));
    });

    it('publishes as the author; reopened, every block is valid and the content unchanged', async () => {
      post = await editor.save();
      // kses kept the tooltips and the modal link as the editor wrote them.
      for (const [word, text] of Object.entries(TOOLTIPS))
        assert.ok(
          post.content.includes(`<ib-tooltip content="${text}">${word}</ib-tooltip>`),
          word,
        );
      assert.match(post.content, /<a class="wp-block-button__link[^"]*" href=":modal-contact:">/);
      await editor.open(post.id);
      const reopened = await editor.validity();
      assert.deepEqual(
        [reopened.invalid, reopened.warnings, reopened.dirty, reopened.content],
        [[], 0, false, post.content],
      );
    });

    describe('on the front end', () => {
      before(async () => {
        assert.ok(post, 'the post was published');
        await page.goto(post.link);
        await page.locator('#post ib-modal[data-ib-state="loaded"]').waitFor({ state: 'attached' });
      });

      for (const [index, [word, text]] of Object.entries(TOOLTIPS).entries()) {
        it(`"${word}" shows its tooltip on hover`, async () => {
          const tooltip = page.locator('#post ib-tooltip').nth(index);
          assert.equal(await tooltip.evaluate((node) => node.firstChild.data), word);
          await tooltip.hover();
          await tooltip.locator('[role="tooltip"]').waitFor();
          assert.equal(await tooltip.locator('[slot="content"]').textContent(), text);
          await page.mouse.move(0, 0);
          await tooltip.locator('[role="tooltip"]').waitFor({ state: 'hidden' });
        });
      }

      it('the accordion closes the other item', async () => {
        const items = page.locator('#post ib-accordion > details');
        await items.nth(0).locator('summary').click();
        await items.nth(1).locator('summary').click();
        await page.waitForFunction(
          () => !document.querySelector('#post ib-accordion > details').open,
        );
        assert.deepEqual(await items.evaluateAll((all) => all.map((item) => item.open)), [
          false,
          true,
        ]);
      });

      it('the button opens the contact modal', async () => {
        await page.locator('#post a[href=":modal-contact:"]').click();
        await page.waitForFunction(() =>
          document.querySelector('#post ib-modal#contact')?.hasAttribute('open'),
        );
        assert.equal(await page.locator('#contact > h2').isVisible(), true);
      });
    });
  });
}
