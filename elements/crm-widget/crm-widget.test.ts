import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import {
  captureErrors,
  deepActiveElement,
  expect,
  expectAccessible,
  fakeTimeouts,
  fixture,
  settle,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-crm-widget.ts';
import type { IbCrmWidget } from './ib-crm-widget.ts';

const KEY = 'ib-crm-widget:test';

const TEMPLATES = JSON.stringify([
  { id: 'intro', name: 'Introduction', text: 'Hi {{1}}, this is Ada from Chorus.' },
  {
    id: 'hostile',
    name: '<img src=x id=evil-name>Evil',
    text: '<script id="evil-text">alert(1)</script> & more',
  },
]).replace(/</g, '\\u003c'); // as a CMS writes JSON into a script element (so "</script>" cannot end it)

const widget = (attributes = '') =>
  fixture<IbCrmWidget>(
    `<ib-crm-widget storage-key="test" ${attributes}><script type="application/json">${TEMPLATES}</script><p>Needs JavaScript.</p></ib-crm-widget>`,
  );

const $ = <T extends Element = HTMLElement>(el: IbCrmWidget, selector: string) =>
  el.shadowRoot!.querySelector<T & Element>(selector) as T;
const $$ = (el: IbCrmWidget, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
const phones = (el: IbCrmWidget) => $$(el, '[part="phone"]').map((phone) => phone.textContent);
const focusedPart = () =>
  deepActiveElement()?.getAttribute('part') ?? deepActiveElement()?.localName;

/** Types a number into the phone field and presses Enter, as a keyboard user would. */
async function addByKeyboard(el: IbCrmWidget, number: string) {
  $<HTMLInputElement>(el, '#phone').focus();
  await sendKeys({ type: number });
  await sendKeys({ press: 'Enter' });
  await settle();
}

describe('ib-crm-widget', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem(KEY);
    delete (navigator as unknown as { clipboard?: unknown }).clipboard;
  });

  describe('recipients', () => {
    it('adds a valid number in E.164 form, clears the field and keeps focus there', async () => {
      const el = await widget();
      await addByKeyboard(el, '+44 20 7946 0958');
      expect(phones(el)).to.deep.equal(['+442079460958']);
      expect($<HTMLInputElement>(el, '#phone').value).to.equal('');
      expect(focusedPart()).to.equal('phone-input');
      expect($(el, '[part="empty"]')).to.equal(null);
    });

    it('shows a clear inline error for a number that is not E.164, tied to the field', async () => {
      const el = await widget();
      await addByKeyboard(el, '020 7946 0958');
      const input = $<HTMLInputElement>(el, '#phone');
      const error = $(el, '#phone-error');
      expect(phones(el)).to.deep.equal([]);
      expect(error.hidden).to.equal(false);
      expect(error.textContent).to.contain('international format');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')!.split(' ')).to.include('phone-error');
      await sendKeys({ type: '1' }); // typing again clears the error
      expect(error.hidden).to.equal(true);
      expect(input.hasAttribute('aria-invalid')).to.equal(false);
    });

    it('refuses a number already in the list', async () => {
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      await addByKeyboard(el, '0044 20 7946 0958');
      expect(phones(el)).to.deep.equal(['+442079460958']);
      expect($(el, '#phone-error').textContent).to.equal('This number is already in the list.');
    });

    it('deletes a recipient and moves focus to the next row, then the field', async () => {
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      await addByKeyboard(el, '+15551234567');
      const [firstDelete] = $$(el, '[part="delete"]');
      expect(firstDelete.textContent).to.equal('Delete +442079460958');
      firstDelete.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(phones(el)).to.deep.equal(['+15551234567']);
      expect(deepActiveElement()?.textContent).to.equal('Delete +15551234567');
      await sendKeys({ press: 'Space' });
      await settle();
      expect(phones(el)).to.deep.equal([]);
      expect(focusedPart()).to.equal('phone-input');
      expect($(el, '[part="empty"]').textContent).to.equal('No recipients yet.');
    });

    it('shows a typed recipient containing markup only as text, never as markup', async () => {
      const el = await widget();
      await addByKeyboard(el, '<img src=x id=evil-phone>+442079460958');
      expect(phones(el)).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect($(el, '#phone-error').textContent).to.not.contain('<img');
    });
  });

  describe('message', () => {
    it('keeps the template select and the text inside their frame on a phone, whatever the template names', async () => {
      const long = JSON.stringify([
        {
          id: 'long',
          name: 'Appointment reminder for customers who booked through the partner portal',
          text: 'Hi {{1}}',
        },
      ]);
      const wrapper = await fixture<HTMLElement>(
        `<div style="width: 358px"><ib-crm-widget storage-key="test"><script type="application/json">${long}</script></ib-crm-widget></div>`,
      );
      const el = wrapper.querySelector<IbCrmWidget>('ib-crm-widget')!;
      await el.updateComplete;
      const frame = $(el, '#template').closest('fieldset')!;
      const inner =
        frame.getBoundingClientRect().right -
        parseFloat(getComputedStyle(frame).paddingInlineEnd) -
        parseFloat(getComputedStyle(frame).borderInlineEndWidth);
      for (const field of [$(el, '#template'), $(el, 'textarea')])
        expect(field.getBoundingClientRect().right).to.be.at.most(inner);
      expect(frame.getBoundingClientRect().right).to.be.at.most(
        358 + wrapper.getBoundingClientRect().left,
      );
    });

    it('offers the templates of the child JSON and fills the text with the chosen one', async () => {
      const el = await widget();
      const select = $<HTMLSelectElement>(el, '#template');
      expect([...select.options].map((option) => option.textContent)).to.deep.equal([
        'Choose a template',
        'Introduction',
        '<img src=x id=evil-name>Evil',
      ]);
      select.value = 'intro';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect($<HTMLTextAreaElement>(el, '#text').value).to.equal(
        'Hi {{1}}, this is Ada from Chorus.',
      );
    });

    it('shows a template containing markup as text, never parsed', async () => {
      const el = await widget();
      const select = $<HTMLSelectElement>(el, '#template');
      select.value = 'hostile';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect($<HTMLTextAreaElement>(el, '#text').value).to.equal(
        '<script id="evil-text">alert(1)</script> & more',
      );
      expect(el.shadowRoot!.querySelectorAll('img, script').length).to.equal(0);
      expect(document.getElementById('evil-name')).to.equal(null);
    });

    it("'Add placeholder' inserts the next {{n}} at the caret and puts the caret after it", async () => {
      const el = await widget();
      const text = $<HTMLTextAreaElement>(el, '#text');
      text.focus();
      await sendKeys({ type: 'Hi {{1}}, your order ships today' });
      text.setSelectionRange(20, 20); // after "your order"
      await sendKeys({ press: 'Tab' }); // to the button, as a keyboard user would
      expect(focusedPart()).to.equal('add-placeholder');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(text.value).to.equal('Hi {{1}}, your order{{2}} ships today');
      expect(focusedPart()).to.equal('text');
      expect([text.selectionStart, text.selectionEnd]).to.deep.equal([25, 25]);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' }); // again: {{3}} right after {{2}}
      await settle();
      expect(text.value).to.equal('Hi {{1}}, your order{{2}}{{3}} ships today');
    });
  });

  describe('Create URL and Copy', () => {
    it('builds each recipient its URL from url-template with every value encoded', async () => {
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      const text = $<HTMLTextAreaElement>(el, '#text');
      text.focus();
      await sendKeys({ type: 'Hi {{1}} & welcome #1 {text} 100%' });
      await settle();
      $<HTMLInputElement>(el, '[part="value-input"]').focus();
      await sendKeys({ type: 'Ada?' });
      $$(el, '[part="create-url"]')[0].click();
      await settle();
      const link = $<HTMLAnchorElement>(el, '[part="url"]');
      expect(link.getAttribute('href')).to.equal(
        'https://wa.me/442079460958?text=Hi%20Ada%3F%20%26%20welcome%20%231%20%7Btext%7D%20100%25',
      );
      text.focus();
      expect(link.textContent).to.equal(link.getAttribute('href'));
      expect(link.rel).to.contain('noopener');
      // Editing the text withdraws links made from the old text.
      await sendKeys({ type: '!' });
      await settle();
      expect($(el, '[part="url"]')).to.equal(null);
    });

    it('uses a custom url-template and refuses one that gives an unsafe link', async () => {
      const el = await widget('url-template="https://crm.example/send?to={e164}&body={text}"');
      await addByKeyboard(el, '+15551234567');
      $$(el, '[part="create-url"]')[0].click();
      await settle();
      expect($(el, '[part="url"]').getAttribute('href')).to.equal(
        'https://crm.example/send?to=%2B15551234567&body=',
      );
      el.urlTemplate = 'javascript:alert({text})';
      await el.updateComplete;
      const errors = await captureErrors(async () => {
        $$(el, '[part="create-url"]')[0].click();
        await settle();
      });
      expect(errors.length).to.equal(1);
      expect($(el, '[part="url-error"]').hidden).to.equal(false);
    });

    it("'Copy' writes the URL to the clipboard and says so politely for 1 s", async () => {
      const writeText = sinon.stub().resolves();
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      $$(el, '[part="create-url"]')[0].click();
      await settle();
      const clock = fakeTimeouts();
      $<HTMLButtonElement>(el, '[part="copy"]').click();
      await clock.tickAsync(0);
      const notice = $(el, '[part="notice"]');
      expect(writeText.firstCall.args).to.deep.equal(['https://wa.me/442079460958?text=']);
      expect(notice.getAttribute('role')).to.equal('status');
      expect(notice.textContent).to.equal('Link copied to the clipboard.');
      await clock.tickAsync(999);
      expect(notice.textContent).to.equal('Link copied to the clipboard.');
      await clock.tickAsync(1);
      expect(notice.textContent).to.equal('');
    });

    it('says so when the clipboard refuses', async () => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: sinon.stub().rejects(new DOMException('denied', 'NotAllowedError')) },
      });
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      $$(el, '[part="create-url"]')[0].click();
      await settle();
      $<HTMLButtonElement>(el, '[part="copy"]').click();
      await settle();
      expect($(el, '[part="notice"]').textContent).to.equal(
        'Could not copy. Select the link and copy it yourself.',
      );
    });
  });

  describe('placeholder values', () => {
    /** Types into the message text area (at its end), as a rep would. */
    async function typeText(el: IbCrmWidget, text: string) {
      const area = $<HTMLTextAreaElement>(el, '#text');
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
      await sendKeys({ type: text });
      await settle();
    }
    const fields = (el: IbCrmWidget, phone: string) => [
      ...$(el, `[data-phone="${phone}"]`).querySelectorAll<HTMLInputElement>(
        '[part="value-input"]',
      ),
    ];
    const labelOf = (input: HTMLInputElement) => input.labels![0].textContent;
    async function fill(input: HTMLInputElement, value: string) {
      input.focus();
      input.select();
      await sendKeys({ type: value });
      await settle();
    }

    it("gives each recipient a labelled field per placeholder once 'Add placeholder' adds one", async () => {
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      await addByKeyboard(el, '+15551234567');
      await typeText(el, 'Hi ');
      expect($$(el, '[part="value-input"]').length).to.equal(0);
      $<HTMLButtonElement>(el, '[part="add-placeholder"]').click();
      await settle();
      expect(fields(el, '+442079460958').map(labelOf)).to.deep.equal([
        'Value for {{1}} +442079460958',
      ]);
      expect(fields(el, '+15551234567').map(labelOf)).to.deep.equal([
        'Value for {{1}} +15551234567',
      ]);
      await typeText(el, ', this is ');
      $<HTMLButtonElement>(el, '[part="add-placeholder"]').click();
      await settle();
      expect(fields(el, '+442079460958').map(labelOf)).to.deep.equal([
        'Value for {{1}} +442079460958',
        'Value for {{2}} +442079460958',
      ]);
      await expectAccessible(el);
    });

    it('drops the field of a placeholder removed from the text and keeps the other values through edits', async () => {
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      await typeText(el, 'Hi {{1}}, this is {{2}}');
      const [first, second] = fields(el, '+442079460958');
      await fill(first, 'Grace');
      await fill(second, 'Ada');
      const area = $<HTMLTextAreaElement>(el, '#text');
      area.value = 'Hello {{2}}, about {{2}}'; // {{1}} removed, other words changed
      area.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      expect(fields(el, '+442079460958').map(labelOf)).to.deep.equal([
        'Value for {{2}} +442079460958',
      ]);
      expect(fields(el, '+442079460958')[0].value).to.equal('Ada');
      await typeText(el, '!');
      expect(fields(el, '+442079460958')[0].value).to.equal('Ada');
    });

    it("puts each recipient's values into its created URL and the copied text", async () => {
      const writeText = sinon.stub().resolves();
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      await addByKeyboard(el, '+15551234567');
      await typeText(el, 'Hi {{1}}, order {{2}} ships today');
      const created: string[] = [];
      el.addEventListener('ib-crm-widget-url', (event) =>
        created.push((event as CustomEvent<{ url: string }>).detail.url),
      );
      const [ada, order] = fields(el, '+442079460958');
      await fill(ada, 'Ada & co');
      await fill(order, '#42');
      await sendKeys({ press: 'Enter' }); // Enter in a value field creates that recipient's link
      await settle();
      const [grace, graceOrder] = fields(el, '+15551234567');
      await fill(grace, 'Grace');
      await fill(graceOrder, '7');
      $(el, '[data-phone="+15551234567"] [part="create-url"]').click();
      await settle();
      const links = $$(el, '[part="url"]').map((link) => link.getAttribute('href'));
      expect(links).to.deep.equal([
        'https://wa.me/442079460958?text=Hi%20Ada%20%26%20co%2C%20order%20%2342%20ships%20today',
        'https://wa.me/15551234567?text=Hi%20Grace%2C%20order%207%20ships%20today',
      ]);
      expect(created).to.deep.equal(links);
      $<HTMLButtonElement>(el, '[data-phone="+442079460958"] [part="copy"]').click();
      await settle();
      expect(writeText.firstCall.args).to.deep.equal([
        'https://wa.me/442079460958?text=Hi%20Ada%20%26%20co%2C%20order%20%2342%20ships%20today',
      ]);
      // Changing a value withdraws the link that carried the old one, only for that recipient.
      await fill(grace, 'Hopper');
      expect($$(el, '[part="url"]').map((link) => link.getAttribute('href'))).to.deep.equal([
        links[0],
      ]);
    });

    it('refuses to create a link while a value is empty, says so in an alert and focuses the first empty field', async () => {
      const el = await widget();
      await addByKeyboard(el, '+442079460958');
      await typeText(el, 'Hi {{1}}, order {{2}} for {{3}}');
      const [name, order, team] = fields(el, '+442079460958');
      await fill(order, '#42');
      await fill(team, '   '); // only spaces is empty too
      let created = 0;
      el.addEventListener('ib-crm-widget-url', () => created++);
      const createUrl = $<HTMLButtonElement>(el, '[part="create-url"]');
      createUrl.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      const error = $(el, '[part="value-error"]');
      expect($$(el, '[part="url"]').length).to.equal(0);
      expect(created).to.equal(0);
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.hidden).to.equal(false);
      expect(error.textContent).to.equal(
        'Enter a value for every placeholder before creating the link.',
      );
      expect(deepActiveElement()?.id).to.equal(name.id);
      expect(name.getAttribute('aria-invalid')).to.equal('true');
      expect(order.hasAttribute('aria-invalid')).to.equal(false);
      expect(team.getAttribute('aria-invalid')).to.equal('true');
      expect(name.getAttribute('aria-describedby')).to.equal(error.id);
      await sendKeys({ type: 'Ada' }); // typing clears the message
      await settle();
      expect(error.hidden).to.equal(true);
      createUrl.click(); // {{3}} is still only spaces: refused again, focus on its field
      await settle();
      expect($$(el, '[part="url"]').length).to.equal(0);
      expect(error.hidden).to.equal(false);
      expect(deepActiveElement()?.id).to.equal(team.id);
      // Copy is offered only with a link, so nothing with an empty value can be copied either.
      expect($$(el, '[part="copy"]').length).to.equal(0);
    });

    it('takes its labels from attributes', async () => {
      const el = await widget(
        'placeholder-value-label="Wert für {placeholder}" placeholder-missing-label="Bitte alle Platzhalter ausfüllen."',
      );
      await addByKeyboard(el, '+442079460958');
      await typeText(el, 'Hallo {{1}}');
      expect(fields(el, '+442079460958').map(labelOf)).to.deep.equal([
        'Wert für {{1}} +442079460958',
      ]);
      $<HTMLButtonElement>(el, '[part="create-url"]').click();
      await settle();
      expect($(el, '[part="value-error"]').textContent).to.equal(
        'Bitte alle Platzhalter ausfüllen.',
      );
    });

    it('keeps the values through a reload', async () => {
      const first = await widget();
      await addByKeyboard(first, '+442079460958');
      await typeText(first, 'Hi {{1}}');
      await fill(fields(first, '+442079460958')[0], 'Ada');
      first.remove();
      const second = await widget();
      expect(fields(second, '+442079460958').map((input) => input.value)).to.deep.equal(['Ada']);
      $<HTMLButtonElement>(second, '[part="create-url"]').click();
      await settle();
      expect($(second, '[part="url"]').getAttribute('href')).to.equal(
        'https://wa.me/442079460958?text=Hi%20Ada',
      );
    });
  });

  describe('saved state', () => {
    it('survives a reload through localStorage', async () => {
      const first = await widget();
      await addByKeyboard(first, '+442079460958');
      const select = $<HTMLSelectElement>(first, '#template');
      select.value = 'intro';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      first.remove();
      const second = await widget();
      expect(phones(second)).to.deep.equal(['+442079460958']);
      expect($<HTMLSelectElement>(second, '#template').value).to.equal('intro');
      expect($<HTMLTextAreaElement>(second, '#text').value).to.equal(
        'Hi {{1}}, this is Ada from Chorus.',
      );
    });

    it('survives malformed stored data, reporting it once and keeping what is usable', async () => {
      localStorage.setItem(
        KEY,
        JSON.stringify({
          recipients: ['<img src=x id=evil-stored>', '+15551234567'],
          text: { html: '<b>x</b>' },
        }),
      );
      let el!: IbCrmWidget;
      const errors = await captureErrors(async () => {
        el = await widget();
      });
      expect(errors.length).to.equal(1);
      expect(phones(el)).to.deep.equal(['+15551234567']);
      expect($<HTMLTextAreaElement>(el, '#text').value).to.equal('');
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      localStorage.setItem(KEY, '{not json');
      el.remove();
      let fresh!: IbCrmWidget;
      const again = await captureErrors(async () => {
        fresh = await widget();
      });
      expect(again.length).to.equal(1);
      expect(phones(fresh)).to.deep.equal([]);
      await addByKeyboard(fresh, '+442079460958');
      expect(JSON.parse(localStorage.getItem(KEY)!).recipients).to.deep.equal(['+442079460958']);
    });

    it('works without storage', async () => {
      const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
      try {
        const el = await widget();
        await addByKeyboard(el, '+442079460958');
        expect(phones(el)).to.deep.equal(['+442079460958']);
      } finally {
        Object.defineProperty(window, 'localStorage', descriptor);
      }
    });
  });

  it('is usable end to end with the keyboard alone', async () => {
    const writeText = sinon.stub().resolves();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const el = await widget();
    await addByKeyboard(el, '+442079460958');
    const order: Array<string | undefined> = [];
    const tab = async () => {
      await sendKeys({ press: 'Tab' });
      order.push(focusedPart());
    };
    await tab(); // add-recipient
    await tab(); // create-url
    await tab(); // delete
    await tab(); // template
    await sendKeys({ press: 'ArrowDown' }); // a closed select changes value with the arrow keys
    await settle();
    await tab(); // text
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' See you soon.' });
    await tab(); // add-placeholder
    expect(order).to.deep.equal([
      'add-recipient',
      'create-url',
      'delete',
      'template',
      'text',
      'add-placeholder',
    ]);
    expect($<HTMLTextAreaElement>(el, '#text').value).to.equal(
      'Hi {{1}}, this is Ada from Chorus. See you soon.',
    );
    // Back to the row: Create URL is refused until {{1}} has a value, and focus goes to its field.
    $$(el, '[part="create-url"]')[0].focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(focusedPart()).to.equal('value-input');
    await sendKeys({ type: 'Grace' });
    await sendKeys({ press: 'Tab' });
    expect(focusedPart()).to.equal('create-url');
    await sendKeys({ press: 'Enter' });
    await settle();
    await sendKeys({ press: 'Tab' }); // delete
    await sendKeys({ press: 'Tab' }); // the link
    expect(focusedPart()).to.equal('url');
    await sendKeys({ press: 'Tab' });
    expect(focusedPart()).to.equal('copy');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(writeText.firstCall.args[0]).to.equal(
      'https://wa.me/442079460958?text=Hi%20Grace%2C%20this%20is%20Ada%20from%20Chorus.%20See%20you%20soon.',
    );
  });

  describe('in the page language', () => {
    const inLanguage = async (lang: string, attributes = '') => {
      const root = await fixture<HTMLDivElement>(
        `<div lang="${lang}"><ib-crm-widget storage-key="test" ${attributes}></ib-crm-widget></div>`,
      );
      return { root, el: root.querySelector('ib-crm-widget')! };
    };

    it('shows the German catalog, and an error shown follows a change of language', async () => {
      const { root, el } = await inLanguage('de');
      await until(() => $(el, '[part="add-recipient"]')?.textContent === 'Empfänger hinzufügen');
      expect($(el, 'label[for="phone"]').textContent).to.equal('Telefonnummer');
      expect($(el, '[part="recipients"] legend').textContent).to.equal('Empfänger');
      expect($(el, '[part="empty"]').textContent).to.equal('Noch keine Empfänger.');
      expect($(el, '[part="add-placeholder"]').textContent).to.equal('Platzhalter einfügen');
      await addByKeyboard(el, '12');
      expect($(el, '#phone-error').textContent).to.match(
        /^Geben Sie die Nummer im internationalen Format ein/,
      );
      root.lang = 'fr';
      await until(() =>
        $(el, '#phone-error').textContent.startsWith('Saisissez le numéro au format international'),
      );
    });

    it('keeps a label attribute over the catalog', async () => {
      const { el } = await inLanguage(
        'de',
        'add-recipient-label="Hinzufügen" delete-label="Entfernen"',
      );
      await until(() => $(el, 'label[for="phone"]')?.textContent === 'Telefonnummer');
      expect($(el, '[part="add-recipient"]').textContent).to.equal('Hinzufügen');
      await addByKeyboard(el, '+442079460958');
      expect($(el, '[part="delete"]').textContent).to.equal('Entfernen +442079460958');
      expect($(el, '[part="create-url"]').textContent).to.equal('URL erstellen +442079460958');
    });
  });

  it('hides its no-script fallback and is accessible with recipients and links', async () => {
    const el = await widget();
    await addByKeyboard(el, '+442079460958');
    $$(el, '[part="create-url"]')[0].click();
    await settle();
    expect(el.querySelector('p')!.getBoundingClientRect().height).to.equal(0);
    await expectAccessible(el);
  });
});
