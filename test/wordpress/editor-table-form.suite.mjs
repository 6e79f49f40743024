// The pricing table and the form built in the real block editor of WordPress 6.1 by an author (no
// `unfiltered_html`, so the post goes through the plugin's allow-list), without HTML: the table
// in its table form (three rows, one with details), the form from its field blocks (three fields,
// one required). Published, reopened valid and unchanged, stored as the contract's markup, and on
// the front end the table's disclosure and filter work, the form shows its own message for an
// empty required field and sends. The table form's remove buttons take out a column, a row and a
// row's details; a second form has two fields labelled alike (sent as `email` and `email-2`), a
// select, a checkbox and a radio group set up in the sidebar, and its emptied thanks saves nothing,
// so the element's own text shows. The forms' endpoint is answered by the test's page route.
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

    it('removes a column, a row and a row’s details with the table form’s buttons', async () => {
      const [table] = (await editor.tree(inserted.get('ib-pricing-table'))).innerBlocks;
      const before = table.attributes;
      const block = editor.block(table.clientId);
      const press = (name) => block.getByRole('button', { name, exact: true }).click();
      await press('Add column');
      await editor.type(table.clientId, 'Viber', '[aria-label="Heading of column 4"]');
      await press('Add row');
      await editor.type(table.clientId, 'Spain', '[aria-label="Row 4 header"]');
      await press('Add details to row 2');
      await editor.type(table.clientId, 'Short codes only.', '[aria-label="Row 2 details"]');
      const grown = (await editor.tree(table.clientId)).attributes;
      assert.deepEqual(
        [grown.columns.length, grown.rows.length],
        [4, 6],
        'a column, a row and details were added',
      );
      await press('Remove column 4');
      await press('Remove row 4');
      await press('Remove details of row 2');
      const { columns, rows } = (await editor.tree(table.clientId)).attributes;
      // As JSON: a key set to undefined and a key left out save alike.
      assert.equal(JSON.stringify([columns, rows]), JSON.stringify([before.columns, before.rows]));
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

    it('builds a second form: two fields labelled alike, a select, a checkbox, a radio group, no own thanks', async () => {
      await editor.selectLast();
      const id = await editor.insert('Form', 'ib-blocks/form');
      const [fields, success] = (await editor.tree(id)).innerBlocks;
      const [name, email] = fields.innerBlocks;
      await editor.select(fields.clientId);
      await editor.setting('Sends to (the address that receives the form)', FORM_ACTION);
      // "Name" relabelled "Email", as the field after it: no two may be sent as `email`.
      await editor.type(name.clientId, '', '[aria-label="Label"]');
      await editor.page.keyboard.press('Control+a');
      await editor.page.keyboard.type('Email');
      let previous = email.clientId;
      for (const [title, block, label, options] of [
        ['Select', 'ib-blocks/form-select', 'Topic', 'SMS\nChat\n'],
        ['Checkbox', 'ib-blocks/form-checkbox', 'Send me the newsletter'],
        ['Radio group', 'ib-blocks/form-radio', 'Reply by', 'Phone\nVideo call'],
      ]) {
        await editor.select(previous);
        previous = await editor.insert(title, block);
        await editor.type(previous, label, '[aria-label="Label"]');
        if (options) {
          await editor.select(previous);
          await editor.setting('Options, one per line', options);
        }
      }
      // The thanks emptied: the element's own text is to show.
      await editor.type(success.innerBlocks[0].clientId, '');
      await editor.page.keyboard.press('Control+a');
      await editor.page.keyboard.press('Backspace');
      const [built, emptied] = (await editor.tree(id)).innerBlocks;
      assert.deepEqual(
        built.innerBlocks.map(({ name, attributes }) => [
          name,
          attributes.name,
          attributes.options?.map(({ label }) => label),
        ]),
        [
          ['ib-blocks/form-text', undefined, undefined],
          ['ib-blocks/form-text', 'email-2', undefined],
          ['ib-blocks/form-select', undefined, ['SMS', 'Chat']],
          ['ib-blocks/form-checkbox', undefined, undefined],
          ['ib-blocks/form-radio', undefined, ['Phone', 'Video call']],
        ],
      );
      assert.equal(emptied.attributes.empty, true);
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
      // What the table form's remove buttons took out is gone.
      for (const removed of ['Viber', 'Spain', 'Short codes only.'])
        assert.equal(markup.includes(removed), false, removed);
      // The second form: its fields under names of their own, no success slot, its error slot.
      const secondForm = markup.slice(markup.lastIndexOf('<ib-form>'));
      assert.match(
        secondForm,
        /<input name="email" type="text" \/>.*<input name="email-2" type="email" autocomplete="email" \/>/,
      );
      assert.match(
        secondForm,
        /<select name="topic"><option value="">Choose…<\/option><option>SMS<\/option><option>Chat<\/option><\/select>/,
      );
      assert.match(
        secondForm,
        /<input name="send-me-the-newsletter" type="checkbox" value="yes" \/><span>Send me the newsletter<\/span>/,
      );
      assert.match(
        secondForm,
        /<legend>Reply by<\/legend><label><input type="radio" name="reply-by" value="Phone" \/>/,
      );
      assert.doesNotMatch(secondForm, /slot="success"/);
      assert.match(secondForm, /slot="error"/);
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
          await editor.page.locator(`#post ${tag}[data-ib-state="loaded"]`).first().waitFor();
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
        const form = page.locator('#post ib-form').first();
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

      it('the second form sends each field under its own name and thanks in its own words', async () => {
        const { page } = editor;
        const form = page.locator('#post ib-form').nth(1);
        const [first, again] = await form.getByLabel('Email', { exact: true }).all();
        await first.fill('ada@example.com');
        await again.fill('ada@work.example');
        await form.getByLabel('Topic').selectOption('Chat');
        await form.getByLabel('Send me the newsletter').check();
        await form.getByLabel('Phone').check();
        await form.getByRole('button', { name: 'Send' }).click();
        await form.getByText('Thank you. Your message was sent.').waitFor();
        assert.equal(await form.locator('[slot="success"]').count(), 0);
        const body = sent.at(-1);
        assert.deepEqual(
          [
            body.email,
            body['email-2'],
            body.topic,
            body['send-me-the-newsletter'],
            body['reply-by'],
          ],
          ['ada@example.com', 'ada@work.example', 'Chat', 'yes', 'Phone'],
        );
      });
    });
  });
}
