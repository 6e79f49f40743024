// What the every-block editor test does with each block (editor-blocks.suite.mjs): the attribute
// it sets in the sidebar, the content it types into the block's inner blocks, and what the front
// end must then show inside the element. Labels are the sidebar's (the attribute's name in
// words) and the content blocks' own fields (wordpress/editor/content/).

/** Types `texts[i]` into the field `selector` (or the block itself) of the i-th block of `ids`. */
const typeEach = async (editor, ids, texts, selector) => {
  for (const [index, id] of ids.entries()) await editor.type(id, texts[index], selector);
};

const LABEL = '.ib-editor-item__label';

/** Child blocks with a label field and a first inner block (accordion items, tabs). */
const labelled = (labels, bodies) => async (editor, tree) => {
  const children = tree.innerBlocks;
  await typeEach(
    editor,
    children.map((child) => child.clientId),
    labels,
    LABEL,
  );
  await typeEach(
    editor,
    children.map((child) => child.innerBlocks[0].clientId),
    bodies,
  );
};

/** Child blocks whose first inner block (a heading, a paragraph) gets `texts`. */
const firstInner = (texts) => (editor, tree) =>
  typeEach(
    editor,
    tree.innerBlocks.map((child) => child.innerBlocks[0].clientId),
    texts,
  );

/** A wrapper's first inner block gets `text`. */
const inner = (text) => (editor, tree) => editor.type(tree.innerBlocks[0].clientId, text);

/** Clicks the button named `name` in block `clientId` (the table form's, the form's). */
const press = (editor, clientId, name) =>
  editor.block(clientId).getByRole('button', { name, exact: true }).click();

/**
 * A pricing table built in its table form: a caption, three columns, three rows (one added with
 * the form's button), search words for one, and details under that row.
 */
const priceTable = async (editor, tree) => {
  const table = tree.innerBlocks[0].clientId;
  const field = (label) => `[aria-label="${label}"]`;
  await editor.type(table, 'Price per message', field('Caption'));
  await editor.type(table, 'Country', field('Heading of the row headers (Country)'));
  await editor.type(table, 'SMS', field('Heading of column 2'));
  await editor.type(table, 'WhatsApp', field('Heading of column 3'));
  await press(editor, table, 'Add row');
  const prices = [
    ['Germany', '€0.0750', '€0.1131'],
    ['France', '€0.0690', '€0.0998'],
    ['Côte d’Ivoire', '€0.0610', '€0.0254'],
  ];
  for (const [index, [country, sms, whatsapp]] of prices.entries()) {
    await editor.type(table, country, field(`Row ${index + 1} header`));
    await editor.type(table, sms, field(`Row ${index + 1}, column 2`));
    await editor.type(table, whatsapp, field(`Row ${index + 1}, column 3`));
  }
  await editor.type(table, 'DE Deutschland', field('Row 1 search words'));
  await press(editor, table, 'Add details to row 1');
  await editor.type(table, 'Sender IDs need registration.', field('Row 1 details'));
};

/**
 * A form of three fields: the two it starts with (Name, Email), the first relabelled, Email made
 * required and a text area added from the inserter, sending to `action`.
 */
const contactForm = (action) => async (editor, tree) => {
  const [fields] = tree.innerBlocks;
  const [name, email] = fields.innerBlocks;
  await editor.select(fields.clientId);
  await editor.setting('Sends to (the address that receives the form)', action);
  await editor.setting('Form name (for analytics, e.g. contact-sales)', 'contact-sales');
  // The first field's label "Name" retyped: into the field, all of it selected, the new text.
  await editor.type(name.clientId, '', '[aria-label="Label"]');
  await editor.page.keyboard.press('Control+a');
  await editor.page.keyboard.type('Full name');
  await editor.select(email.clientId);
  await editor.setting('Required', true);
  await editor.select(email.clientId);
  const message = await editor.insert('Text area', 'ib-blocks/form-textarea');
  await editor.type(message, 'How can we help?', '[aria-label="Label"]');
};

/** Where the forms of these tests send: a route each test's page answers itself. */
export const FORM_ACTION = '/ib-test/forms/contact';

/**
 * Adds one item to the JSON data form under the selected block `id` (wordpress/editor/content/
 * json-list-form.ts) with its "Add …" button, and types `values` (field key => text) into it.
 */
export const addListItem = async (editor, id, button, values) => {
  await editor.select(id);
  await editor.block(id).getByRole('button', { name: button, exact: true }).click();
  for (const [key, text] of Object.entries(values))
    await editor.type(
      id,
      text,
      `.ib-json-list__item:last-of-type .ib-json-list__field--${key} :is(input, textarea)`,
    );
};

/** The map's first region panel gets `text` (after the picture and the intro). */
const firstPanel = (text) => (editor, tree) =>
  editor.type(tree.innerBlocks[2].innerBlocks[1].clientId, text);

/**
 * Tag => { setting: [label, value] (none: the element has no attribute), content(editor, tree),
 * front: a function run in the page on the element, returning what the test compares with
 * `expect` }.
 */
export const RECIPES = {
  'ib-accordion': {
    setting: ['Close others', true],
    content: labelled(
      ['Which channels can I use?', 'How is usage billed?'],
      ['All of them.', 'Per message.'],
    ),
    front: (element) =>
      [...element.querySelectorAll(':scope > details > summary')].map((node) => node.textContent),
    expect: ['Which channels can I use?', 'How is usage billed?'],
  },
  'ib-tabs': {
    setting: ['Label', 'Channels'],
    content: labelled(['SMS', 'WhatsApp'], ['Reach every phone.', 'Talk where they are.']),
    front: (element) =>
      [...element.querySelectorAll(':scope > button[slot="tab"] + section[slot="panel"]')].map(
        (panel) => panel.textContent.trim(),
      ),
    expect: ['Reach every phone.', 'Talk where they are.'],
  },
  'ib-carousel': {
    setting: ['Loop', true],
    content: firstInner(['Story one', 'Story two', 'Story three']),
    front: (element) => element.querySelectorAll(':scope > article > h3').length,
    expect: 3,
  },
  'ib-auto-scroll-carousel': {
    setting: ['Label', 'Our customers'],
    content: firstInner(['Customer one', 'Customer two', 'Customer three']),
    front: (element) => element.querySelectorAll(':scope > article').length,
    expect: 3,
  },
  'ib-code-block': {
    setting: ['Variable', 'message'],
    content: (editor, tree) =>
      editor.type(tree.innerBlocks[0].clientId, 'const message = "<Hello>";', 'textarea'),
    front: (element) =>
      element.querySelector(':scope > pre[data-language="javascript"] > code')?.textContent,
    expect: 'const message = "<Hello>";',
  },
  'ib-glossary': {
    setting: ['Open all', true],
    content: async (editor, tree) => {
      await firstInner(['API', 'SMS'])(editor, tree);
      const definitions = tree.innerBlocks.map((entry) => entry.innerBlocks[1].clientId);
      await typeEach(editor, definitions, ['An interface.', 'A text message.']);
    },
    front: (element) =>
      [...element.querySelectorAll('article[data-term] > h3')].map((node) => node.textContent),
    expect: ['API', 'SMS'],
  },
  'ib-featured-content': {
    setting: ['Page size', '6'],
    content: async (editor, tree) => {
      await firstInner(['A webinar', 'A report', 'Another webinar'])(editor, tree);
      for (const [index, card] of tree.innerBlocks.entries()) {
        await editor.select(card.clientId);
        await editor.setting(
          'Type (filter value, e.g. webinar)',
          ['webinar', 'report', 'webinar'][index],
        );
      }
    },
    front: (element) =>
      [...element.querySelectorAll(':scope > article')].map((card) => card.dataset.type),
    expect: ['webinar', 'report', 'webinar'],
  },
  'ib-share': {
    setting: ['Title', 'Our blog'],
    // The links come with the block (LinkedIn, X, email and the system sheet): one label is retyped.
    content: (editor, tree) => editor.type(tree.innerBlocks[1].clientId, ' (opens a window)'),
    front: (element) =>
      [...element.querySelectorAll('a[data-share]:not([data-share="native"])')].map(
        (link) => link.dataset.share,
      ),
    expect: ['linkedin', 'x', 'email'],
  },
  'ib-animated-text': {
    setting: ['Separator', ' / '],
    content: (editor, tree) =>
      typeEach(
        editor,
        tree.innerBlocks.map((child) => child.clientId),
        ['SMS', 'WhatsApp', 'email'],
      ),
    front: (element) =>
      [...element.querySelectorAll(':scope > span')].map((node) => node.textContent),
    expect: ['SMS', 'WhatsApp', 'email'],
  },
  'ib-academy-visibility': {
    content: firstInner(['Log in to save your progress.', 'Welcome back.']),
    front: (element) =>
      [...element.querySelectorAll(':scope > [data-show-when]')].map(
        (node) => node.dataset.showWhen,
      ),
    expect: ['logged-out', 'logged-in'],
  },
  'ib-consent-gate': {
    setting: ['Provider', 'YouTube'],
    content: (editor, tree) =>
      editor.type(tree.innerBlocks[0].innerBlocks[0].clientId, 'The embed.'),
    front: (element) => element.querySelector(':scope > template')?.content.textContent.trim(),
    expect: 'The embed.',
  },
  'ib-modal': {
    setting: ['Id', 'editor-modal'],
    content: async (editor, tree) => {
      await editor.type(tree.innerBlocks[0].clientId, 'Talk to sales');
      await editor.type(tree.innerBlocks[1].clientId, 'Every option reaches the same team.');
    },
    front: (element) => element.querySelector(':scope > h2')?.textContent,
    expect: 'Talk to sales',
  },
  'ib-tooltip': {
    setting: ['Content', 'Communications platform as a service'],
    content: inner('CPaaS'),
    front: (element) => element.querySelector(':scope > p')?.textContent,
    expect: 'CPaaS',
  },
  'ib-parallax': {
    setting: ['Speed', '0.3'],
    content: inner('Moving content'),
    front: (element) => element.textContent.trim(),
    expect: 'Moving content',
  },
  'ib-reveal': {
    setting: ['Once', true],
    content: inner('Revealed content'),
    front: (element) => element.textContent.trim(),
    expect: 'Revealed content',
  },
  'ib-squircle': {
    setting: ['Radius', '24'],
    content: inner('A rounded box'),
    front: (element) => element.textContent.trim(),
    expect: 'A rounded box',
  },
  'ib-scroll-link': {
    setting: ['Offset', '80'],
    content: inner('Back to the top'),
    front: (element) => element.textContent.trim(),
    expect: 'Back to the top',
  },
  'ib-rive': {
    setting: ['Fit', 'contain'],
    content: inner('The animation'),
    front: (element) => element.textContent.trim(),
    expect: 'The animation',
  },
  'ib-course-gate': {
    // Its own course, which this visitor has not viewed: the gate shows. (Without a course id it
    // takes the page's tracker's, viewed by now, and removes its wrapper, text and all.)
    setting: ['Course id', '1234'],
    content: async (editor, tree) => {
      await editor.setting('Mode', 'showIfNotViewed');
      await editor.type(tree.innerBlocks[0].innerBlocks[0].clientId, 'Start the course');
    },
    front: (element) => element.textContent.trim(),
    expect: 'Start the course',
  },
  'ib-video-testimonial': { setting: ['Label', 'Customer videos'] },
  // Another course than the gate's: the tracker records its course as viewed.
  'ib-course-tracker': { setting: ['Course id', '5678'] },
  'ib-crm-widget': {
    setting: ['Storage key', 'editor-test'],
    content: (editor, tree) =>
      addListItem(editor, tree.clientId, 'Add template', {
        name: 'Introduction',
        text: 'Hi {{1}}, this is Ana.',
      }),
    front: (element) =>
      [...element.shadowRoot.querySelectorAll('select option')].map((option) => option.textContent),
    expect: ['Choose a template', 'Introduction'],
  },
  'ib-footer': {},
  'ib-form': {
    setting: ['Encoding', 'json'],
    content: contactForm(FORM_ACTION),
    front: (element) =>
      [...element.querySelectorAll(':scope > form [name]:not([type="hidden"])')].map((field) => [
        field.name,
        field.required,
      ]),
    expect: [
      ['full-name', false],
      ['email', true],
      ['how-can-we-help', false],
    ],
  },
  'ib-language-picker': { setting: ['Label', 'Language'] },
  'ib-lottie': { setting: ['Loop', true] },
  'ib-map': {
    setting: ['Label', 'Our offices'],
    content: firstPanel('New York, Toronto.'),
    front: (element) =>
      [...element.querySelectorAll(':scope > svg [data-region][role="button"]')].map((region) =>
        region.getAttribute('aria-label'),
      ),
    expect: ['North America', 'South America', 'Europe', 'Africa', 'Asia', 'Oceania'],
  },
  'ib-navbar': { setting: ['Menu open', true] },
  'ib-personal-card': {
    setting: ['Expanded', true],
    content: async (editor, tree) => {
      const [name, role, open, details] = tree.innerBlocks.map((child) => child.clientId);
      await editor.type(name, 'Ada Lovelace');
      await editor.type(role, 'Head of Developer Relations');
      await editor.type(open, 'About Ada', '.ib-editor-item__label');
      await editor.type(tree.innerBlocks[3].innerBlocks[0].clientId, 'Ada leads the SDK team.');
      await editor.type(details, 'Close', '.ib-editor-item__close');
    },
    front: (element) => [
      element.querySelector('[data-open]').getAttribute('aria-expanded'),
      element.querySelector('[data-panel]').hidden,
      element.querySelector('[data-panel] > [data-close]').textContent,
    ],
    expect: ['true', false, 'Close'],
  },
  'ib-pricing-table': {
    setting: ['Label', 'Prices'],
    content: priceTable,
    front: (element) =>
      [...element.querySelectorAll(':scope > table > tbody > tr')].map((row) =>
        row.hasAttribute('data-details') ? 'details' : row.querySelector('th').textContent.trim(),
      ),
    expect: ['Germany', 'details', 'France', 'Côte d’Ivoire'],
  },
  'ib-range': { setting: ['Label', 'Volume'] },
  'ib-search': { setting: ['Per page', '10'] },
  'ib-search-popover': { setting: ['Limit', '5'] },
  'ib-search-trigger': { setting: ['Scope', 'resources'] },
  'ib-subnav': { setting: ['Scrolled away', true] },
  'ib-toc': { setting: ['For', 'main'] },
  'ib-top-bar': {},
  'ib-video': {
    setting: ['Src', 'https://example.com/media/tour.mp4'],
    content: (editor, tree) =>
      addListItem(editor, tree.clientId, 'Add track', {
        name: 'English',
        languageCode: 'en',
        textContent: 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome',
      }),
    front: (element) =>
      JSON.parse(element.querySelector(':scope > script[slot="captions"]').textContent).map(
        ({ name, languageCode }) => `${name} (${languageCode})`,
      ),
    expect: ['English (en)'],
  },
};
