// The pricing table and the form built in the real block editor of WordPress 6.1 by an author (no
// `unfiltered_html`, so the post goes through the plugin's allow-list), without HTML: the table
// in its table form (three rows, one with details), the form from its field blocks (three fields,
// one required). Published, reopened valid and unchanged, stored as the contract's markup, and on
// the front end the table's disclosure and filter work, the form shows its own message for an
// empty required field and sends. The form's endpoint is answered by the test's page route.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BlockEditor } from './block-editor.mjs';
import { FORM_ACTION, RECIPES } from './editor-recipes.mjs';

/** What an author pasted into Custom HTML blocks before the blocks existed (the READMEs' markup). */
const PASTED = {
  'ib-blocks/pricing-table': `<ib-pricing-table no-filter>
  <table>
    <caption>Price per message</caption>
    <thead><tr><th scope="col">Country</th><th scope="col">SMS</th></tr></thead>
    <tbody>
      <tr data-keywords="DE"><th scope="row">Germany</th><td>€0.0750</td></tr>
      <tr data-details><td colspan="2">Sender IDs need registration.</td></tr>
    </tbody>
  </table>
</ib-pricing-table>`,
  'ib-blocks/form': `<ib-form encoding="json">
  <form action="/api/forms/contact" method="post" data-form-name="contact-sales">
    <label for="name">Name</label>
    <input id="name" name="name" autocomplete="name" required />
    <label for="email">Work email</label>
    <input id="email" name="email" type="email" required />
    <fieldset><legend>Topic</legend>
      <label><input type="radio" name="topic" value="sms" /> SMS</label>
      <label><input type="radio" name="topic" value="chat" /> Chat</label>
    </fieldset>
    <label for="message">How can we help?</label>
    <textarea id="message" name="message"></textarea>
    <input type="hidden" name="utm_source" />
    <button>Send</button>
  </form>
  <p slot="success">Thank you.</p>
</ib-form>`,
};

export function editorTableAndForm(wordpress) {
  let editor;
  /** Tag => client id of its block in the post. */
  const inserted = new Map();
  let post;

  /** Inserts the block of `tag` at the end of the post and fills it in as its recipe does. */
  const build = async (tag) => {
    const name = `ib-blocks/${tag.replace(/^ib-/, '')}`;
    const title = await editor.page.evaluate(
      (block) => window.wp.blocks.getBlockType(block).title,
      name,
    );
    await editor.selectLast();
    const id = await editor.insert(title, name);
    inserted.set(tag, id);
    await RECIPES[tag].content(editor, await editor.tree(id));
    return editor.tree(id);
  };

  describe('the block editor: a pricing table and a form built by an author', () => {
    before(async () => {
      editor = await new BlockEditor(wordpress, wordpress.author).start();
      await editor.newPost();
      await editor.title('Prices and contact');
    });
    after(() => editor.stop());

    it('builds a table of three rows, one with details, in the table form', async () => {
      const [table] = (await build('ib-pricing-table')).innerBlocks;
      assert.equal(table.name, 'ib-blocks/price-table');
      const { caption, columns, rows } = table.attributes;
      assert.equal(caption, 'Price per message');
      assert.deepEqual(
        columns.map(({ text }) => text),
        ['Country', 'SMS', 'WhatsApp'],
      );
      assert.deepEqual(
        rows.map((row) => [row.header, row.cells.map(({ text }) => text), row.details]),
        [
          ['Germany', ['€0.0750', '€0.1131'], undefined],
          [undefined, ['Sender IDs need registration.'], ''],
          ['France', ['€0.0690', '€0.0998'], undefined],
          ['Côte d’Ivoire', ['€0.0610', '€0.0254'], undefined],
        ],
      );
    });

    it('builds a form of three fields, one required, from its field blocks', async () => {
      const [fields, success, error] = (await build('ib-form')).innerBlocks;
      assert.deepEqual(
        [fields.name, success.name, error.name],
        ['ib-blocks/form-fields', 'ib-blocks/form-success', 'ib-blocks/form-error'],
      );
      assert.deepEqual(
        fields.innerBlocks.map(({ name, attributes }) => [
          name,
          attributes.label,
          attributes.required,
        ]),
        [
          ['ib-blocks/form-text', 'Full name', false],
          ['ib-blocks/form-text', 'Email', true],
          ['ib-blocks/form-textarea', 'How can we help?', false],
        ],
      );
    });

    it('publishes as the author; reopened, valid and unchanged, stored as the contract markup', async () => {
      post = await editor.save();
      await editor.open(post.id);
      const reopened = await editor.validity();
      assert.deepEqual(
        [reopened.invalid, reopened.warnings, reopened.dirty, reopened.content],
        [[], 0, false, post.content],
      );
      // What the database holds after the author's save went through kses, which keeps every tag
      // and attribute and writes a void element's end as ` />`.
      const stored = wordpress.php(`echo get_post_field('post_content', ${post.id}, 'raw');`);
      assert.equal(stored, post.content.replaceAll('"/>', '" />'));
      // The elements' markup, without WordPress's block delimiters.
      const markup = stored.replace(/\s*<!-- \/?wp:[^>]* -->\s*/g, '');
      assert.ok(
        markup.includes(
          '<ib-pricing-table><table><caption>Price per message</caption><thead><tr><th scope="col">Country</th><th scope="col">SMS</th><th scope="col">WhatsApp</th></tr></thead><tbody><tr data-keywords="DE Deutschland"><th scope="row">Germany</th><td>€0.0750</td><td>€0.1131</td></tr><tr data-details=""><td colspan="3">Sender IDs need registration.</td></tr>',
        ),
        markup,
      );
      assert.match(
        markup,
        /<ib-form><form method="post" action="\/ib-test\/forms\/contact" data-form-name="contact-sales"><p><label><span>Full name<\/span><input name="full-name" type="text" \/><\/label><\/p><p><label><span>Email<\/span><input name="email" required type="email" autocomplete="email" \/><\/label><\/p>/,
      );
      assert.match(markup, /<textarea name="how-can-we-help" rows="5"><\/textarea>/);
      assert.match(markup, /<input type="hidden" name="utm_source" \/>/);
      assert.match(markup, /<div slot="success"><p>Thank you\./);
    });

    it('turns Custom HTML holding a pricing table or a form into their blocks, fields and all', async () => {
      await editor.newPost();
      await editor.title('From Custom HTML');
      for (const [name, html] of Object.entries(PASTED)) {
        await editor.selectLast();
        const id = await editor.insert('Custom HTML', 'core/html');
        await editor.block(id).locator('textarea').fill(html);
        await editor.select(id);
        await editor.transform(name);
      }
      const [table, form] = await editor.blocks();
      assert.equal(table.attributes['no-filter'], true);
      const { columns, rows } = table.innerBlocks[0].attributes;
      assert.deepEqual(
        [
          columns.map(({ text }) => text),
          rows.map((row) =>
            row.details === undefined ? [row.header, row.keywords] : ['details', row.cells[0].text],
          ),
        ],
        [
          ['Country', 'SMS'],
          [
            ['Germany', 'DE'],
            ['details', 'Sender IDs need registration.'],
          ],
        ],
      );
      const [fields, success] = form.innerBlocks;
      assert.deepEqual(
        [fields.attributes.action, fields.attributes.formName, fields.attributes.submit],
        ['/api/forms/contact', 'contact-sales', 'Send'],
      );
      assert.deepEqual(
        fields.innerBlocks.map(({ name, attributes }) => [
          name,
          attributes.label,
          attributes.name,
          attributes.required,
        ]),
        [
          ['ib-blocks/form-text', 'Name', 'name', true],
          ['ib-blocks/form-text', 'Work email', 'email', true],
          ['ib-blocks/form-radio', 'Topic', 'topic', false],
          ['ib-blocks/form-textarea', 'How can we help?', 'message', false],
        ],
      );
      assert.deepEqual(
        fields.innerBlocks[2].attributes.options.map(({ label }) => label),
        ['SMS', 'Chat'],
      );
      assert.equal(success.innerBlocks[0].attributes.content, 'Thank you.');
      const saved = await editor.save();
      await editor.open(saved.id);
      const reopened = await editor.validity();
      assert.deepEqual(
        [reopened.invalid, reopened.warnings, reopened.content],
        [[], 0, saved.content],
      );
    });

    describe('on the front end', () => {
      /** The bodies the form sent. */
      const sent = [];

      before(async () => {
        assert.ok(post, 'the post was published');
        // The form's endpoint: not WordPress's, answered here as a server that accepts would.
        await editor.page.route(`**${FORM_ACTION}`, (route) => {
          sent.push(route.request().postDataJSON());
          return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
        });
        await editor.page.goto(post.link);
        for (const tag of inserted.keys())
          await editor.page.locator(`#post ${tag}[data-ib-state="loaded"]`).waitFor();
      });

      it('the table opens a row’s details with its button and filters the rows', async () => {
        const { page } = editor;
        const table = page.locator('#post ib-pricing-table');
        const details = table.locator('tr[data-details]');
        assert.equal(await details.isVisible(), false);
        const toggle = table.getByRole('button', { name: 'Germany' });
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        await toggle.click();
        await details.waitFor();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');

        await table.getByRole('searchbox').fill('cote');
        await page.waitForFunction(() => {
          const rows = [
            ...document.querySelectorAll('#post ib-pricing-table tbody th[scope="row"]'),
          ];
          return (
            rows
              .filter((th) => th.checkVisibility())
              .map((th) => th.textContent.trim())
              .join() === 'Côte d’Ivoire'
          );
        });
        await table.getByRole('searchbox').fill('deutschland');
        await page.waitForFunction(() => {
          const rows = [
            ...document.querySelectorAll('#post ib-pricing-table tbody th[scope="row"]'),
          ];
          return (
            rows
              .filter((th) => th.checkVisibility())
              .map((th) => th.textContent.trim())
              .join() === 'Germany'
          );
        });
      });

      it('the form says an empty required field needs filling, sends nothing, then sends', async () => {
        const { page } = editor;
        const form = page.locator('#post ib-form');
        await form.getByLabel('Full name').fill('Ada Lovelace');
        await form.getByRole('button', { name: 'Send' }).click();
        const email = form.getByLabel('Email');
        await page.waitForFunction(() => document.activeElement?.name === 'email');
        assert.equal(await email.getAttribute('aria-invalid'), 'true');
        assert.match(await form.textContent(), /This field is required\./);
        assert.equal(sent.length, 0);

        await email.pressSequentially('ada@example.com');
        await form.getByLabel('How can we help?').fill('A price for 100,000 messages.');
        await form.getByRole('button', { name: 'Send' }).click();
        await form.locator('[slot="success"]').waitFor();
        assert.equal(await form.locator('form').isVisible(), false);
        assert.equal(sent.length, 1);
        assert.deepEqual(
          [
            sent[0]['full-name'],
            sent[0].email,
            sent[0]['how-can-we-help'],
            typeof sent[0].page_url,
          ],
          ['Ada Lovelace', 'ada@example.com', 'A price for 100,000 messages.', 'string'],
        );
      });
    });
  });
}
