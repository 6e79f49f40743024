// Every element as a block in the real block editor of WordPress 6.1 (Debian's package), driven in
// Chromium as an author works: each block inserted from the inserter into one post, one attribute
// set in the sidebar, its content typed into its inner blocks; the post published and reopened
// (every block valid, no "invalid content" warning, the content unchanged), and the front end
// showing each element upgraded with that content. Then a Custom HTML block with an ib-accordion
// transformed into its block, the plugin's patterns, and the demo's home page built from blocks.
// Given `tags`, only those blocks go into the post, and the checks of the plugin's own content
// (the course gate's wrapper, the patterns) and the home page are left to the full run.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BlockEditor } from './block-editor.mjs';
import { RECIPES } from './editor-recipes.mjs';

/** What an author pasted into a Custom HTML block before the blocks existed. */
const ACCORDION_HTML = `<ib-accordion close-others>
  <details open><summary>Which channels can I use?</summary><p>SMS, WhatsApp and email.</p></details>
  <details><summary>How is <em>usage</em> billed?</summary><p>Per message.</p><ul><li>No set-up fee</li></ul></details>
</ib-accordion>`;

/**
 * @param {{ url: string }} wordpress
 * @param {string[]} [tags] the blocks to insert (every one the plugin registers when not given)
 */
/** Waits until the element `locator` finds is in the document and its tag defined there. */
const defined = (locator) =>
  locator.evaluate((node) =>
    node.ownerDocument.defaultView.customElements.whenDefined(node.localName),
  );

export function editorBlocks(wordpress, tags) {
  const full = !tags;
  const editor = new BlockEditor(wordpress);
  /** Tag => client id of its block in the post. */
  const inserted = new Map();
  let blocks = [];
  let post;

  describe('the block editor: every element as a block', () => {
    before(async () => {
      await editor.start();
      await editor.newPost();
      await editor.title('Every block');
      blocks = await editor.page.evaluate(() =>
        window.wp.blocks
          .getBlockTypes()
          .filter((type) => type.category === 'ib-blocks' && !type.parent)
          .map(({ name, title }) => ({ name, title, tag: `ib-${name.split('/')[1]}` })),
      );
    });
    after(() => editor.stop());

    it('has a recipe here for every block the plugin registers', () => {
      assert.ok(blocks.length >= 30, `${blocks.length} blocks`);
      assert.deepEqual(
        blocks.map(({ tag }) => tag).filter((tag) => !(tag in RECIPES)),
        [],
        'blocks this test does not know',
      );
    });

    describe('inserted, set and filled in one post', () => {
      for (const tag of tags ?? Object.keys(RECIPES)) {
        it(`${tag}: from the inserter, one attribute in the sidebar, its content`, async (t) => {
          const block = blocks.find((candidate) => candidate.tag === tag);
          if (!block) return t.skip(`no block for ${tag}`);
          const { setting, content } = RECIPES[tag];
          await editor.selectLast();
          const id = await editor.insert(block.title, block.name);
          inserted.set(tag, id);
          if (setting) {
            await editor.select(id);
            await editor.setting(...setting);
          }
          if (content) await content(editor, await editor.tree(id));
          const { attributes } = await editor.tree(id);
          if (setting) {
            const [label, value] = setting;
            const name = label.toLowerCase().replace(/ /g, '-');
            assert.equal(attributes[name], value === '' ? undefined : value, `${label} is set`);
          }
        });
      }
    });

    it('shows an accordion and tabs as visitors see them until selected, then their editing view', async () => {
      await editor.page.evaluate(() =>
        window.wp.data.dispatch('core/block-editor').clearSelectedBlock(),
      );
      const accordion = editor.block(inserted.get('ib-accordion'));
      const tabs = editor.block(inserted.get('ib-tabs'));
      // The element's own children, as the post saves them, not the child blocks' editing boxes.
      await defined(accordion.locator('ib-accordion'));
      assert.deepEqual(
        await accordion.locator('ib-accordion > details > summary').allTextContents(),
        ['Which channels can I use?', 'How is usage billed?'],
      );
      assert.equal(await accordion.locator('.ib-editor-item').count(), 0);
      await defined(tabs.locator('ib-tabs'));
      assert.deepEqual(await tabs.locator('ib-tabs > button[slot="tab"]').allTextContents(), [
        'SMS',
        'WhatsApp',
      ]);
      assert.equal(await tabs.locator('.ib-editor-item').count(), 0);
      // Selected, every item to click and type into.
      await editor.select(inserted.get('ib-accordion'));
      await accordion.locator('.ib-blocks-editing .ib-editor-item').nth(1).waitFor();
      assert.equal(await accordion.locator('ib-accordion').count(), 0);
      assert.equal(await accordion.locator('.ib-blocks-editing .ib-editor-item').count(), 2);
    });

    it('publishes; reopened, every block is valid and the post content unchanged', async () => {
      post = await editor.save();
      await editor.open(post.id);
      const reopened = await editor.validity();
      assert.deepEqual(reopened.invalid, [], 'blocks the editor could not read back');
      assert.equal(reopened.warnings, 0, 'invalid-content warnings');
      assert.equal(reopened.dirty, false);
      assert.equal(reopened.content, post.content);
      for (const tag of inserted.keys()) assert.match(post.content, new RegExp(`<${tag}[\\s>]`));
    });

    describe('on the front end', () => {
      before(async () => {
        assert.ok(post, 'the post was published');
        await editor.page.goto(post.link);
        await editor.page.locator('#post').waitFor();
      });

      for (const tag of tags ?? Object.keys(RECIPES)) {
        const { front, expect } = RECIPES[tag];
        it(`${tag}: upgraded${front ? ', with its content' : ''}`, async (t) => {
          if (!inserted.has(tag)) return t.skip(`no block for ${tag}`);
          const element = editor.page.locator(`#post ${tag}`).first();
          await editor.page.waitForFunction(
            (node) => node?.dataset.ibState === 'loaded',
            await element.elementHandle(),
            { timeout: 20000 },
          );
          if (front) assert.deepEqual(await element.evaluate(front), expect);
        });
      }
    });

    it('turns a Custom HTML block holding one ib-accordion into an Accordion block with its items', async () => {
      await editor.newPost();
      await editor.title('From Custom HTML');
      const id = await editor.insert('Custom HTML', 'core/html');
      await editor.block(id).locator('textarea').fill(ACCORDION_HTML);
      await editor.select(id);
      await editor.transform('ib-blocks/accordion');
      const [accordion] = await editor.blocks();
      assert.equal(accordion.name, 'ib-blocks/accordion');
      assert.equal(accordion.attributes['close-others'], true);
      assert.deepEqual(
        accordion.innerBlocks.map(({ name, attributes }) => [
          name,
          attributes.summary,
          attributes.open,
        ]),
        [
          ['ib-blocks/accordion-item', 'Which channels can I use?', true],
          ['ib-blocks/accordion-item', 'How is <em>usage</em> billed?', false],
        ],
      );
      assert.deepEqual(
        accordion.innerBlocks.map((item) => item.innerBlocks.map(({ name }) => name)),
        [['core/paragraph'], ['core/paragraph', 'core/list']],
      );
      const saved = await editor.save();
      await editor.open(saved.id);
      const reopened = await editor.validity();
      assert.deepEqual(
        [reopened.invalid, reopened.warnings, reopened.content],
        [[], 0, saved.content],
      );
      // On the front end the items are the accordion's own <details>, and close-others works.
      await editor.page.goto(saved.link);
      const items = editor.page.locator('#post ib-accordion > details');
      await editor.page.locator('#post ib-accordion[data-ib-state="loaded"]').waitFor();
      assert.equal(await items.count(), 2);
      await items.nth(1).locator('summary').click();
      await editor.page.waitForFunction(() => {
        const [first, second] = document.querySelectorAll('#post ib-accordion > details');
        return !first.open && second.open;
      });
    });

    if (full)
      it('keeps the post when a course gate does not match: the gate removes only its own wrapper', async () => {
        await editor.newPost();
        await editor.title('A gate that does not match');
        const before = await editor.insert('Paragraph', 'core/paragraph');
        await editor.type(before, 'Text around the gate.');
        await editor.selectLast();
        const gate = await editor.insert('Course gate', 'ib-blocks/course-gate');
        await editor.select(gate);
        // A course this visitor has not viewed: "showIfViewed" does not match.
        await editor.setting('Course id', '9999');
        await editor.setting('Mode', 'showIfViewed');
        const [buttons] = (await editor.tree(gate)).innerBlocks;
        await editor.type(buttons.innerBlocks[0].clientId, 'Continue the course');
        // In the editor the gate never runs: the block and its content stay.
        assert.equal(await editor.block(gate).locator('ib-course-gate').count(), 0);
        const saved = await editor.save();
        assert.match(
          saved.content,
          /<div class="wp-block-ib-blocks-course-gate"><ib-course-gate mode="showIfViewed" course-id="9999">/,
        );
        const { page } = editor;
        await page.goto(saved.link);
        await page.waitForFunction(() => !document.querySelector('ib-course-gate'), undefined, {
          timeout: 20000,
        });
        assert.equal(await page.locator('.wp-block-ib-blocks-course-gate').count(), 0);
        assert.match(await page.locator('article#post').textContent(), /Text around the gate\./);
      });

    if (full)
      it("offers the plugin's patterns as element blocks with their content, every block valid", async () => {
        await editor.newPost();
        // WordPress 6.1 hands the editor its patterns a moment after it starts.
        await editor.page.waitForFunction(() =>
          window.wp.data
            .select('core/block-editor')
            .getSettings()
            .__experimentalBlockPatterns?.some((pattern) => pattern.name.startsWith('ib-blocks/')),
        );
        const patterns = await editor.page.evaluate(() => {
          const { getSettings } = window.wp.data.select('core/block-editor');
          const names = (blocks) =>
            blocks.flatMap((block) => [block.name, ...names(block.innerBlocks)]);
          const invalid = (blocks) =>
            blocks.flatMap((block) => [
              ...(block.isValid ? [] : [block.name]),
              ...invalid(block.innerBlocks),
            ]);
          return getSettings()
            .__experimentalBlockPatterns.filter((pattern) => pattern.name.startsWith('ib-blocks/'))
            .map((pattern) => {
              const blocks = window.wp.blocks.parse(pattern.content);
              return [pattern.name, names(blocks), invalid(blocks)];
            });
        });
        assert.deepEqual(
          patterns.map(([name, blocks]) => [name, [...new Set(blocks)]]),
          [
            [
              'ib-blocks/faq-accordion',
              ['ib-blocks/accordion', 'ib-blocks/accordion-item', 'core/paragraph'],
            ],
            ['ib-blocks/tabs', ['ib-blocks/tabs', 'ib-blocks/tab', 'core/paragraph']],
            ['ib-blocks/video', ['ib-blocks/video']],
            ['ib-blocks/code-sample', ['ib-blocks/code-block', 'ib-blocks/code-sample']],
            [
              'ib-blocks/carousel',
              ['ib-blocks/carousel', 'ib-blocks/slide', 'core/heading', 'core/paragraph'],
            ],
          ],
        );
        for (const [name, , invalid] of patterns) assert.deepEqual(invalid, [], name);
      });

    if (full)
      it("builds the demo's home page from blocks alone: hero with a tooltip, FAQ accordion, contact modal", async () => {
        await editor.newPost('page');
        await editor.title('Home from blocks');
        /** Inserts block `name` at the end of the page (not inside the block being edited). */
        const append = async (search, name) => {
          await editor.selectLast();
          return editor.insert(search, name);
        };
        const text = async (name, search, value) => editor.type(await append(search, name), value);

        await text(
          'core/heading',
          'Heading',
          'Every conversation, on every channel your customers use',
        );
        await text(
          'core/paragraph',
          'Paragraph',
          'Send alerts, answer questions and sell in chat with one platform.',
        );
        const tooltip = await append('Tooltip', 'ib-blocks/tooltip');
        await editor.select(tooltip);
        await editor.setting('Content', 'Communications platform as a service');
        await editor.type((await editor.tree(tooltip)).innerBlocks[0].clientId, 'CPaaS');

        const buttons = await append('Buttons', 'core/buttons');
        const button = (await editor.tree(buttons)).innerBlocks[0].clientId;
        await editor.type(button, 'Talk to sales');
        await editor.link(':modal-contact:');

        await text('core/heading', 'Heading', 'Questions we hear every day');
        const faq = await append('Accordion', 'ib-blocks/accordion');
        await editor.select(faq);
        await editor.setting('Close others', true);
        await RECIPES['ib-accordion'].content(editor, await editor.tree(faq));

        const modal = await append('Modal', 'ib-blocks/modal');
        await editor.select(modal);
        await editor.setting('Id', 'contact');
        await RECIPES['ib-modal'].content(editor, await editor.tree(modal));

        const saved = await editor.save();
        await editor.open(saved.id);
        const reopened = await editor.validity();
        assert.deepEqual(
          [reopened.invalid, reopened.warnings, reopened.content],
          [[], 0, saved.content],
        );

        const { page } = editor;
        await page.goto(saved.link);
        await page.locator('#post ib-modal[data-ib-state="loaded"]').waitFor({ state: 'attached' });
        // The tooltip shows on hover, its text (slotted into the bubble) from the sidebar.
        await page.locator('#post ib-tooltip p').hover();
        await page.locator('#post ib-tooltip [part~="tooltip"]').waitFor();
        assert.match(
          await page.locator('#post ib-tooltip').textContent(),
          /Communications platform as a service/,
        );
        // One FAQ item open at a time.
        const items = page.locator('#post ib-accordion > details');
        await items.nth(0).locator('summary').click();
        await items.nth(1).locator('summary').click();
        assert.deepEqual(await items.evaluateAll((all) => all.map((item) => item.open)), [
          false,
          true,
        ]);
        // The button's link opens the contact modal.
        await page.locator('#post a[href=":modal-contact:"]').click();
        await page.waitForFunction(() =>
          document.querySelector('#post ib-modal#contact')?.hasAttribute('open'),
        );
      });
  });
}
