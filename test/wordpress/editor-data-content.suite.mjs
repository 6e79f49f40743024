// Content no block can hold, edited in the real block editor of WordPress 6.1 by the AUTHOR (no
// `unfiltered_html`, so kses filters the save): ib-crm-widget's message templates and ib-video's
// captions (JSON data, edited with the list form under the block), ib-map's world map with a
// panel per region, and ib-personal-card's buttons and details (docs/wordpress.md, "Content as
// blocks"). Each is typed in as an author does, published, reopened valid and unchanged, and
// checked working on the front end.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BlockEditor } from './block-editor.mjs';
import { addListItem } from './editor-recipes.mjs';

/** A template text that would end a script element written as is, and an ampersand kses would touch. */
const HOSTILE_TEXT = 'Hi {{1}}, see </script><b>this</b> & more.';

/** Clicks the button `name` in the form of block `id`, for the item `index` (0-based). */
const itemButton = (editor, id, index, name) =>
  editor.block(id).locator('.ib-json-list__item').nth(index).getByRole('button', { name }).click();

/** The JSON data form's items of block `id`: each item's field values. */
const formItems = (editor, id) =>
  editor
    .block(id)
    .locator('.ib-json-list__item')
    .evaluateAll((items) =>
      items.map((item) =>
        [...item.querySelectorAll('input, textarea')].map((field) => field.value),
      ),
    );

export function editorDataContent(wordpress) {
  let editor;

  /** Publishes, reopens as the author and checks every block valid and the content unchanged. */
  const publishAndReopen = async () => {
    const saved = await editor.save();
    await editor.open(saved.id);
    const reopened = await editor.validity();
    assert.deepEqual(
      [reopened.invalid, reopened.warnings, reopened.dirty, reopened.content],
      [[], 0, false, saved.content],
    );
    return saved;
  };

  /** The first block named `name` in the reopened post. */
  const firstBlock = async (name) => (await editor.blocks()).find((block) => block.name === name);

  describe('the block editor: data, map and card content, as the author', () => {
    before(async () => {
      // The harness logs in as `admin`: here the author is the one who logs in.
      editor = await new BlockEditor({ ...wordpress, admin: wordpress.author }).start();
    });
    after(() => editor?.stop());

    it('edits CRM message templates in a form: added, reordered, removed, saved as escaped JSON', async () => {
      await editor.newPost();
      await editor.title('CRM templates');
      const id = await editor.insert('CRM widget', 'ib-blocks/crm-widget');
      await addListItem(editor, id, 'Add template', { name: 'Introduction', text: 'Hi {{1}}.' });
      await addListItem(editor, id, 'Add template', { name: 'Follow-up', text: HOSTILE_TEXT });
      await addListItem(editor, id, 'Add template', { name: 'Spare', text: 'Unused.' });
      await itemButton(editor, id, 2, 'Remove');
      await itemButton(editor, id, 1, 'Move up');
      const saved = await publishAndReopen();
      // One script, its text unable to end it; the ids made for the author, unique.
      const script = /<script type="application\/json">(.*?)<\/script>/s.exec(saved.content)[1];
      assert.doesNotMatch(script, /[<>&]/);
      assert.deepEqual(JSON.parse(script), [
        { id: 'template-2', name: 'Follow-up', text: HOSTILE_TEXT },
        { id: 'template-1', name: 'Introduction', text: 'Hi {{1}}.' },
      ]);
      const reopened = await firstBlock('ib-blocks/crm-widget');
      await editor.select(reopened.clientId);
      assert.deepEqual(await formItems(editor, reopened.clientId), [
        ['Follow-up', HOSTILE_TEXT],
        ['Introduction', 'Hi {{1}}.'],
      ]);

      const { page } = editor;
      await page.goto(saved.link);
      const widget = page.locator('#post ib-crm-widget');
      await widget.locator('select').waitFor();
      assert.deepEqual(await widget.locator('select option').allTextContents(), [
        'Choose a template',
        'Follow-up',
        'Introduction',
      ]);
      await widget.locator('select').selectOption({ label: 'Follow-up' });
      assert.equal(await widget.locator('textarea').first().inputValue(), HOSTILE_TEXT);
    });

    it('edits video captions in a form: the track plays in the player on the front end', async () => {
      await editor.newPost();
      await editor.title('Video captions');
      const id = await editor.insert('Video', 'ib-blocks/video');
      await editor.select(id);
      await editor.setting('Src', `${wordpress.url}/wp-includes/images/media/video.png`);
      await editor.setting('Controls', true);
      await addListItem(editor, id, 'Add track', {
        name: 'German',
        localName: 'Deutsch',
        languageCode: 'de',
        textContent: '1\n00:00:00,000 --> 00:00:04,000\nWillkommen',
      });
      const saved = await publishAndReopen();
      assert.match(saved.content, /<script type="application\/json" slot="captions">\[\{/);

      const { page } = editor;
      await page.goto(saved.link);
      const video = page.locator('#post ib-video');
      await video.scrollIntoViewIfNeeded();
      const track = video.locator('track');
      await track.waitFor({ state: 'attached', timeout: 20000 });
      assert.deepEqual(
        await track.evaluate((node) => [node.kind, node.label, node.srclang, node.default]),
        ['captions', 'German (Deutsch)', 'de', true],
      );
    });

    it('keeps an author’s world map: regions renamed in the sidebar, a click shows the region’s panel', async () => {
      await editor.newPost();
      await editor.title('Our offices');
      const id = await editor.insert('Map', 'ib-blocks/map');
      const [picture, , americas, , europe] = (await editor.tree(id)).innerBlocks;
      await editor.select(picture.clientId);
      await editor.setting('Region “europe”', 'EMEA');
      // The Region panel is captioned with the name the author gave its region.
      await editor
        .block(europe.clientId)
        .locator('.ib-editor-item__caption', { hasText: /^Shown for EMEA$/ })
        .waitFor({ timeout: 5000 });
      await editor.type(americas.innerBlocks[1].clientId, 'New York, Toronto.');
      await editor.type(europe.innerBlocks[1].clientId, 'London, Zagreb, Berlin.');
      // Another block selected: the live map in the canvas, its regions buttons, as visitors see it.
      await editor.page.locator('.editor-post-title__input').click();
      await editor
        .block(id)
        .locator('ib-map > svg [data-region="europe"][aria-label="EMEA"]')
        .waitFor();
      // The panels closed until a visitor chooses a region.
      assert.equal(await editor.block(id).locator('[data-region-panel="europe"]').isHidden(), true);
      const saved = await publishAndReopen();
      // kses kept the picture: six region paths with their names.
      assert.equal(
        saved.content.match(/<path data-region="[a-z-]+" data-label="[^"]+" d="M/g).length,
        6,
      );
      assert.match(saved.content, /data-region="europe" data-label="EMEA"/);

      const { page } = editor;
      await page.goto(saved.link);
      const map = page.locator('#post ib-map');
      const region = map.locator('svg [data-region="europe"][role="button"]');
      await region.waitFor();
      assert.equal(await region.getAttribute('aria-label'), 'EMEA');
      // Focus and Enter, as a keyboard user: the continent's middle may lie over another region.
      await region.focus();
      await page.keyboard.press('Enter');
      await page.locator('#post [data-region-panel="europe"]:not([hidden])').waitFor();
      assert.match(await map.locator('[data-region-panel="europe"]').textContent(), /Zagreb/);
      assert.equal(
        await map.locator('[data-region-panel="north-america"]').getAttribute('hidden'),
        'until-found',
      );
    });

    it('builds a personal card from its buttons and details; on the front end it opens and closes', async () => {
      await editor.newPost();
      await editor.title('Our speaker');
      const id = await editor.insert('Personal card', 'ib-blocks/personal-card');
      const [name, role, open, details] = (await editor.tree(id)).innerBlocks;
      await editor.type(name.clientId, 'Ada Lovelace');
      await editor.type(role.clientId, 'Head of Developer Relations');
      await editor.type(open.clientId, 'About Ada', '.ib-editor-item__label');
      await editor.type(details.innerBlocks[0].clientId, 'Ada leads the team behind our SDKs.');
      await editor.type(details.clientId, 'Close', '.ib-editor-item__close');
      await editor.select(details.clientId);
      await editor.setting('Name for screen readers (About Ada…)', 'About Ada');
      // The live card in the canvas: its details hidden until opened, as visitors see it.
      await editor.page.locator('.editor-post-title__input').click();
      await editor
        .block(id)
        .locator('ib-personal-card [data-open][aria-expanded="false"]')
        .waitFor();
      assert.equal(
        await editor.block(id).locator('ib-personal-card [data-panel]').isHidden(),
        true,
      );
      // The open button at the start of the line under the name, as on the front end.
      const [nameBox, openBox] = await Promise.all(
        ['h3', '[data-open]'].map((selector) =>
          editor.block(id).locator(`ib-personal-card ${selector}`).boundingBox(),
        ),
      );
      assert.ok(Math.abs(openBox.x - nameBox.x) < 1, `${openBox.x} vs ${nameBox.x}`);
      const saved = await publishAndReopen();
      assert.match(
        saved.content,
        /<button type="button" data-open="">About Ada<\/button>.*<div data-panel="" role="group" aria-label="About Ada">.*<button type="button" data-close="">Close<\/button><\/div>/s,
      );

      const { page } = editor;
      await page.goto(saved.link);
      const card = page.locator('#post ib-personal-card');
      const panel = card.locator('[data-panel]');
      await card.locator('[data-open][aria-expanded="false"]').waitFor();
      assert.equal(await panel.isVisible(), false);
      // The demo theme draws it as the demo's author card: a framed card, pill-shaped buttons.
      const look = (locator) =>
        locator.evaluate((node) => {
          const style = getComputedStyle(node);
          return [
            style.borderTopStyle,
            style.borderTopLeftRadius,
            style.minHeight,
            style.paddingTop,
          ];
        });
      assert.deepEqual(await look(card), ['solid', '16px', '0px', '24px']);
      assert.deepEqual(await look(card.locator('[data-open]')), [
        'solid',
        '999px',
        '44px',
        '9.6px',
      ]);
      await card.getByRole('button', { name: 'About Ada' }).click();
      await panel.waitFor();
      assert.match(await panel.textContent(), /Ada leads the team/);
      assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Close');
      await card.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'hidden' });
      assert.equal(await card.getAttribute('expanded'), null);
    });

    it('strips from an author’s map picture what could load or run anything', () => {
      const picture =
        '<svg viewBox="0 0 10 10" fill="#8c95a3"><path data-region="a" data-label="A" d="M0,0L5,5Z"></path><g data-region="b"><title>B</title><path d="M5,5L9,9Z"></path></g></svg>';
      const hostile =
        '<svg viewBox="0 0 10 10" onload="alert(1)" style="fill:red"><use href="https://evil.example/x.svg#a"></use><a href="javascript:alert(2)"><path d="M0,0Z"></path></a><animate attributeName="href" to="javascript:alert(3)"></animate><foreignObject><p>x</p></foreignObject></svg>';
      const saved = wordpress.php(
        `$user = get_user_by('login', 'author');
         wp_set_current_user($user->ID);
         kses_init();
         $id = wp_insert_post(array('post_title' => 'Map by the author', 'post_content' => $ib_input, 'post_status' => 'draft', 'post_author' => $user->ID));
         echo get_post_field('post_content', $id, 'raw');`,
        `<ib-map>${picture}${hostile}</ib-map>`,
      );
      assert.equal(
        saved,
        // core kses keeps `<a>` and drops `javascript:` from its address, as anywhere in a post.
        `<ib-map>${picture}<svg viewBox="0 0 10 10"><a href="alert(2)"><path d="M0,0Z"></path></a><p>x</p></svg></ib-map>`,
      );
    });
  });
}
