import { html } from 'lit';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  deepActiveElement,
  expect,
  expectAccessible,
  type FetchStub,
  fixture,
  frames,
  jsonResponse,
  settle,
  stubFetch,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-form.ts';
import type { IbForm } from './ib-form.ts';

const pageWindow = window as unknown as { ibPageData?: unknown; dataLayer?: unknown[] };
let network: FetchStub;

const contactForm = (encoding = '') => html`
  <ib-form encoding=${encoding}>
    <form action="/api/forms/contact" method="post" data-form-name="contact-sales">
      <p id="name-hint">As on your business card.</p>
      <label for="name">Name</label>
      <input
        id="name"
        name="name"
        required
        aria-describedby="name-hint"
        data-error-value-missing="Enter your name."
      />
      <label for="email">Email</label>
      <input id="email" name="email" type="email" required />
      <fieldset>
        <legend>Topic</legend>
        <label><input type="radio" name="topic" value="sms" required /> SMS</label>
        <label><input type="radio" name="topic" value="chat" /> Chat</label>
      </fieldset>
      <label for="message">Message</label>
      <textarea id="message" name="message"></textarea>
      <input type="hidden" name="utm_source" value="" />
      <input type="hidden" name="utm_medium" value="default-medium" />
      <input type="hidden" name="page_url" />
      <input type="hidden" name="page_language" />
      <button name="intent" value="contact">Send</button>
    </form>
    <p slot="success">Thanks, we will call you within a day.</p>
    <p slot="error">You can also email <a href="mailto:sales@example.com">sales@example.com</a>.</p>
  </ib-form>
`;

const parts = (el: IbForm) => ({
  form: el.querySelector('form')!,
  status: el.shadowRoot!.querySelector('[part="status"]')!,
  success: el.shadowRoot!.querySelector<HTMLElement>('[part="success"]')!,
  error: el.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!,
  formWrap: el.shadowRoot!.querySelector<HTMLElement>('[part="form"]')!,
  field: (name: string) => el.querySelector<HTMLInputElement>(`[name="${name}"]`)!,
});

/** Fills the required fields with valid values. */
function fillValid(el: IbForm) {
  const { field } = parts(el);
  field('name').value = 'Ada';
  field('email').value = 'ada@example.com';
  el.querySelector<HTMLInputElement>('[name="topic"][value="chat"]')!.checked = true;
  field('message').value = 'Call me about WhatsApp';
}

/** The message element a field's aria-describedby points at (other than a hint). */
function messageOf(field: Element): HTMLElement | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const messages = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.classList.contains('ib-form__error'));
  return messages[0] ?? null;
}

function submit(el: IbForm) {
  const form = el.querySelector('form')!;
  form.requestSubmit(form.querySelector('button')!);
}

describe('ib-form', () => {
  beforeEach(() => {
    network = stubFetch();
    pageWindow.dataLayer = [];
  });
  afterEach(() => {
    sinon.restore();
    delete pageWindow.ibPageData;
    resetPageData();
  });

  describe('validation', () => {
    it('shows each invalid field its message, linked by aria-describedby, focuses the first, and sends nothing', async () => {
      const el = await fixture<IbForm>(contactForm());
      submit(el);
      const { field } = parts(el);
      expect(messageOf(field('name'))?.textContent).to.equal('Enter your name.');
      expect(field('name').getAttribute('aria-describedby')!.startsWith('name-hint ')).to.equal(
        true,
      );
      expect(field('name').getAttribute('aria-invalid')).to.equal('true');
      expect(messageOf(field('email'))?.textContent).to.equal('This field is required.');
      expect(deepActiveElement() === field('name')).to.equal(true);
      expect(network.requests.length).to.equal(0);
    });

    it('gives a radio group one message inside its fieldset, shared by every radio', async () => {
      const el = await fixture<IbForm>(contactForm());
      submit(el);
      const [sms, chat] = el.querySelectorAll<HTMLInputElement>('[name="topic"]');
      const message = messageOf(sms);
      expect(message?.parentElement?.localName).to.equal('fieldset');
      expect(messageOf(chat)?.id).to.equal(message?.id);
      expect(el.querySelectorAll('.ib-form__error').length).to.equal(3);
    });

    it('updates a shown message while typing and removes it once the field is valid', async () => {
      const el = await fixture<IbForm>(contactForm());
      submit(el);
      const email = parts(el).field('email');
      email.focus();
      await sendKeys({ type: 'ada' });
      expect(messageOf(email)?.textContent).to.equal(
        'Enter an email address, like name@example.com.',
      );
      expect(email.validity.typeMismatch).to.equal(true);
      await sendKeys({ type: '@example.com' });
      expect(messageOf(email)).to.equal(null);
      expect(email.hasAttribute('aria-invalid')).to.equal(false);
      expect(email.hasAttribute('aria-describedby')).to.equal(false);
      const name = parts(el).field('name');
      name.value = 'Ada';
      name.dispatchEvent(new Event('input', { bubbles: true }));
      expect(name.getAttribute('aria-describedby')).to.equal('name-hint');
    });

    it('checks a changed field when focus leaves it, but not an untouched one', async () => {
      const el = await fixture<IbForm>(contactForm());
      const { field } = parts(el);
      field('name').focus();
      await sendKeys({ press: 'Tab' }); // untouched: no message yet
      expect(messageOf(field('name'))).to.equal(null);
      await sendKeys({ type: 'not-an-email' });
      await sendKeys({ press: 'Tab' });
      expect(messageOf(field('email'))?.textContent).to.equal(
        'Enter an email address, like name@example.com.',
      );
    });

    it('uses a [data-error-for] element of the template as the message container', async () => {
      const el = await fixture<IbForm>(html`
        <ib-form
          ><form action="/x">
            <input name="code" required aria-label="Code" />
            <div data-error-for="code" hidden></div></form
        ></ib-form>
      `);
      submit(el);
      const container = el.querySelector<HTMLElement>('[data-error-for]')!;
      expect(container.hidden).to.equal(false);
      expect(messageOf(el.querySelector('input')!) === container).to.equal(true);
    });

    it('is accessible with messages shown', async () => {
      const el = await fixture<IbForm>(contactForm());
      submit(el);
      await expectAccessible(el);
    });
  });

  describe('tracking fields', () => {
    let originalUrl: string;
    beforeEach(() => {
      originalUrl = location.href;
      history.replaceState(
        null,
        '',
        `${location.pathname}?utm_source=newsletter&utm_campaign=spring#top`,
      );
      pageWindow.ibPageData = { analytics: { siteMeta: { language: 'de' } } };
      resetPageData();
    });
    afterEach(() => history.replaceState(null, '', originalUrl));

    it('fills utm_* from the URL, page_url without the fragment and page_language from page data', async () => {
      const el = await fixture<IbForm>(contactForm('json'));
      const { field } = parts(el);
      expect(field('utm_source').value).to.equal('newsletter');
      expect(field('utm_medium').value).to.equal('default-medium'); // not in the URL: template value kept
      expect(field('page_url').value).to.equal(
        `${location.origin}${location.pathname}?utm_source=newsletter&utm_campaign=spring`,
      );
      expect(field('page_language').value).to.equal('de');
      expect(el.querySelector('[name="utm_campaign"]')).to.equal(null); // fields are never invented
    });
  });

  describe('submitting', () => {
    it('sends JSON with encoding="json": every field, hidden ones and the pressed button included', async () => {
      network.route('*', jsonResponse({ ok: true }));
      const el = await fixture<IbForm>(contactForm('json'));
      fillValid(el);
      submit(el);
      const [{ url, init }] = network.requests;
      expect(url).to.equal(new URL('/api/forms/contact', location.href).href);
      expect(init.method).to.equal('POST');
      expect((init.headers as Record<string, string>)['Content-Type']).to.equal('application/json');
      const body = JSON.parse(init.body as string);
      expect(body).to.include({
        name: 'Ada',
        email: 'ada@example.com',
        topic: 'chat',
        intent: 'contact',
        utm_medium: 'default-medium',
      });
      expect(body.page_language).to.equal('en');
    });

    it('sends the form urlencoded by default', async () => {
      network.route('*', jsonResponse({ ok: true }));
      const el = await fixture<IbForm>(contactForm());
      fillValid(el);
      submit(el);
      const body = network.requests[0].init.body;
      expect(body instanceof URLSearchParams).to.equal(true);
      expect((body as URLSearchParams).get('message')).to.equal('Call me about WhatsApp');
    });

    it('on success shows and focuses the success slot, fires ib-form-submitted and pushes form_submit', async () => {
      network.route('*', jsonResponse({ ok: true, id: 7 }));
      const el = await fixture<IbForm>(contactForm());
      const events: unknown[] = [];
      el.addEventListener('ib-form-submitted', (event) =>
        events.push((event as CustomEvent).detail),
      );
      fillValid(el);
      submit(el);
      await settle(5);
      const { success, formWrap, error } = parts(el);
      expect([success.hidden, formWrap.hidden, error.hidden]).to.deep.equal([false, true, true]);
      expect(deepActiveElement()?.getAttribute('part')).to.equal('success');
      expect(events).to.deep.equal([
        { formName: 'contact-sales', status: 200, data: { ok: true, id: 7 } },
      ]);
      expect(pageWindow.dataLayer).to.deep.equal([
        { event: 'form_submit', form_name: 'contact-sales' },
      ]);
    });

    it('cannot be submitted twice while a request is in flight', async () => {
      let answer!: (response: Response) => void;
      network.route('*', new Promise<Response>((resolve) => (answer = resolve)));
      const el = await fixture<IbForm>(contactForm());
      fillValid(el);
      submit(el);
      submit(el);
      el.querySelector('button')!.click();
      expect(network.requests.length).to.equal(1);
      const { form, status } = parts(el);
      expect(form.getAttribute('aria-busy')).to.equal('true');
      expect(form.querySelector('button')!.getAttribute('aria-disabled')).to.equal('true');
      await settle(5);
      expect(status.textContent).to.equal('Sending…');
      answer(jsonResponse({}));
      await settle(5);
      expect(form.hasAttribute('aria-busy')).to.equal(false);
      expect(network.requests.length).to.equal(1);
    });

    it('after a server error keeps every typed value and says so in the live region', async () => {
      network.route('*', jsonResponse({ error: 'down' }, 500));
      const el = await fixture<IbForm>(contactForm());
      const failures: unknown[] = [];
      el.addEventListener('ib-form-failed', (event) =>
        failures.push((event as CustomEvent).detail),
      );
      fillValid(el);
      submit(el);
      await settle(5);
      const { field, status, error, formWrap } = parts(el);
      expect([field('name').value, field('email').value, field('message').value]).to.deep.equal([
        'Ada',
        'ada@example.com',
        'Call me about WhatsApp',
      ]);
      expect(el.querySelector<HTMLInputElement>('[value="chat"]')!.checked).to.equal(true);
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.textContent).to.contain('Everything you typed is still in the form');
      expect([error.hidden, formWrap.hidden]).to.deep.equal([false, false]);
      expect(failures).to.deep.equal([{ formName: 'contact-sales', status: 500, errors: {} }]);
      expect(pageWindow.dataLayer).to.deep.equal([]);
      // It can be sent again.
      network.route('*', jsonResponse({}));
      submit(el);
      expect(network.requests.length).to.equal(2);
    });

    it('treats a network failure like a server error', async () => {
      network.route('*', new TypeError('Failed to fetch'));
      const el = await fixture<IbForm>(contactForm());
      el.setAttribute('error-label', 'Not sent. Try again.');
      fillValid(el);
      submit(el);
      await settle(5);
      expect(parts(el).status.textContent).to.equal('Not sent. Try again.');
      expect(parts(el).field('name').value).to.equal('Ada');
    });

    it('shows 422 field errors next to their fields as text, focuses the first, and clears one on edit', async () => {
      network.route(
        '*',
        jsonResponse(
          {
            errors: {
              message: ['Too short <b>really</b>'],
              email: '<img src=x>Use a work address.',
              coupon: 'Coupon expired.',
            },
          },
          422,
        ),
      );
      const el = await fixture<IbForm>(contactForm());
      fillValid(el);
      submit(el);
      await settle(5);
      const { field, status } = parts(el);
      expect(messageOf(field('email'))?.textContent).to.equal('<img src=x>Use a work address.');
      expect(messageOf(field('message'))?.textContent).to.equal('Too short <b>really</b>');
      expect(el.querySelectorAll('img, b').length).to.equal(0);
      expect(deepActiveElement() === field('email')).to.equal(true);
      expect(status.textContent).to.equal('Some fields need correcting. Coupon expired.');
      expect(field('email').value).to.equal('ada@example.com');
      // Until the visitor edits it, the rejected field blocks the next submit.
      submit(el);
      expect(network.requests.length).to.equal(1);
      field('email').value = 'ada@company.com';
      field('email').dispatchEvent(new Event('input', { bubbles: true }));
      expect(messageOf(field('email'))).to.equal(null);
      field('message').value = 'A longer message';
      field('message').dispatchEvent(new Event('input', { bubbles: true }));
      network.route('*', jsonResponse({}));
      submit(el);
      expect(network.requests.length).to.equal(2);
    });
  });

  describe('one voice, with the real keyboard', () => {
    const signUp = html`
      <ib-form>
        <form action="/api/forms/contact" method="post">
          <label for="s-name">Name</label>
          <input id="s-name" name="name" required />
          <label for="s-email">Email</label>
          <input id="s-email" name="email" type="email" required />
          <label for="s-site">Website</label>
          <input id="s-site" name="site" type="url" />
          <label for="s-code">Code</label>
          <input id="s-code" name="code" pattern="[A-Z]{3}" />
          <fieldset>
            <legend>Topic</legend>
            <label><input type="radio" name="topic" value="sms" required /> SMS</label>
            <label><input type="radio" name="topic" value="chat" /> Chat</label>
          </fieldset>
          <label for="s-message">Message</label>
          <textarea id="s-message" name="message" minlength="10"></textarea>
          <label><input type="checkbox" name="consent" required /> You may contact me.</label>
          <button>Send</button>
        </form>
      </ib-form>
    `;

    /** Presses Enter on the submit button as a visitor does (a real key press, not requestSubmit). */
    const pressSend = async (el: IbForm) => {
      el.querySelector('button')!.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
    };

    it("submitted empty: the element's own messages inline, never the browser's bubble, focus on the first invalid field", async () => {
      const el = await fixture<IbForm>(signUp);
      const form = el.querySelector('form')!;
      const bubbles = [
        sinon.spy(HTMLFormElement.prototype, 'reportValidity'),
        sinon.spy(HTMLInputElement.prototype, 'reportValidity'),
        sinon.spy(HTMLTextAreaElement.prototype, 'reportValidity'),
      ];
      const invalidEvents: string[] = [];
      form.addEventListener(
        'invalid',
        (event) => invalidEvents.push((event.target as HTMLInputElement).name),
        true,
      );
      await pressSend(el);
      // The browser validates only a form without novalidate, and shows its bubble through `invalid`.
      expect(form.noValidate).to.equal(true);
      expect(invalidEvents).to.deep.equal([]);
      expect(bubbles.map((spy) => spy.callCount)).to.deep.equal([0, 0, 0]);
      const { field } = parts(el);
      expect(messageOf(field('name'))?.textContent).to.equal('This field is required.');
      expect(messageOf(field('email'))?.textContent).to.equal('This field is required.');
      expect(messageOf(field('topic'))?.textContent).to.equal('Choose one of the options.');
      expect(messageOf(field('consent'))?.textContent).to.equal('Tick this box to continue.');
      for (const name of ['name', 'email', 'topic', 'consent'])
        expect(field(name).getAttribute('aria-invalid'), name).to.equal('true');
      expect(field('site').hasAttribute('aria-invalid')).to.equal(false);
      expect(deepActiveElement() === field('name')).to.equal(true);
      expect(network.requests.length).to.equal(0);
    });

    it('says what is wrong with a typed email, web address, format and length, in its own words', async () => {
      const el = await fixture<IbForm>(signUp);
      const { field } = parts(el);
      for (const [name, typed] of [
        ['email', 'ada'],
        ['site', 'example'],
        ['code', 'ab1'],
        ['message', 'Hi there'],
      ]) {
        field(name).focus();
        await sendKeys({ type: typed });
      }
      await pressSend(el);
      expect(messageOf(field('email'))?.textContent).to.equal(
        'Enter an email address, like name@example.com.',
      );
      expect(messageOf(field('site'))?.textContent).to.equal(
        'Enter a web address, like https://example.com.',
      );
      expect(messageOf(field('code'))?.textContent).to.equal('Use the format asked for.');
      expect(messageOf(field('message'))?.textContent).to.equal('Use at least 10 characters.');
      // Typing on fixes the message as it goes, and removes it once the field is valid.
      field('email').focus();
      await sendKeys({ type: '@example.com' });
      expect(messageOf(field('email'))).to.equal(null);
      expect(field('email').hasAttribute('aria-invalid')).to.equal(false);
    });

    it("shows its messages where and as the server's 422 messages show", async () => {
      network.route('*', jsonResponse({ errors: { email: 'Use a work address.' } }, 422));
      const el = await fixture<IbForm>(signUp);
      const { field } = parts(el);
      await pressSend(el);
      const own = messageOf(field('name'))!;
      const look = (message: HTMLElement) => {
        const style = getComputedStyle(message);
        return {
          tag: message.localName,
          className: message.className,
          after: message.previousElementSibling?.localName,
          color: style.color,
          fontSize: style.fontSize,
          display: style.display,
        };
      };
      const ownLook = look(own);
      field('name').focus();
      await sendKeys({ type: 'Ada' });
      field('email').focus();
      await sendKeys({ type: 'ada@gmail.com' });
      el.querySelector<HTMLInputElement>('[name="topic"]')!.click();
      el.querySelector<HTMLInputElement>('[name="consent"]')!.click();
      await pressSend(el);
      await until(() => messageOf(field('email'))?.textContent === 'Use a work address.');
      expect(look(messageOf(field('email'))!)).to.deep.equal({ ...ownLook, after: 'input' });
      expect(ownLook).to.deep.include({
        tag: 'span',
        className: 'ib-form__error',
        after: 'input',
        display: 'block',
        color: 'rgb(198, 40, 40)',
      });
    });

    it('speaks the page language: German messages on a German page', async () => {
      const root = await fixture<HTMLDivElement>(html`<div lang="de">${signUp}</div>`);
      const el = root.querySelector<IbForm>('ib-form')!;
      await until(
        () => parts(el).success.textContent === 'Vielen Dank. Ihre Nachricht wurde gesendet.',
      );
      await pressSend(el);
      const { field } = parts(el);
      expect(messageOf(field('name'))?.textContent).to.equal('Dieses Feld ist erforderlich.');
      expect(messageOf(field('topic'))?.textContent).to.equal('Wählen Sie eine der Optionen.');
      expect(messageOf(field('consent'))?.textContent).to.equal(
        'Kreuzen Sie dieses Feld an, um fortzufahren.',
      );
    });
  });

  describe('in the page language', () => {
    const germanForm = async (attributes = '') => {
      const root = await fixture<HTMLDivElement>(
        `<div lang="de"><ib-form ${attributes}><form action="/x"><input name="q" aria-label="Suche" /><button>Senden</button></form></ib-form></div>`,
      );
      const el = root.querySelector('ib-form')!;
      await until(
        () => parts(el).success.textContent === 'Vielen Dank. Ihre Nachricht wurde gesendet.',
      );
      return el;
    };

    it('says sending, failed and sent in German', async () => {
      const el = await germanForm();
      let answer!: (response: Response) => void;
      network.route('*', new Promise<Response>((resolve) => (answer = resolve)));
      submit(el);
      await settle(5);
      expect(parts(el).status.textContent).to.equal('Wird gesendet…');
      answer(jsonResponse({}, 500));
      await until(() =>
        parts(el).status.textContent!.startsWith('Ihre Nachricht konnte nicht gesendet werden.'),
      );
      network.route('*', jsonResponse({ errors: { q: 'Zu kurz.' } }, 422));
      submit(el);
      await until(() => parts(el).status.textContent === 'Einige Felder müssen korrigiert werden.');
    });

    it('keeps a label attribute over the catalog', async () => {
      const el = await germanForm('error-label="Nicht gesendet."');
      network.route('*', jsonResponse({}, 500));
      submit(el);
      await until(() => parts(el).status.textContent === 'Nicht gesendet.');
    });
  });

  it('fires ib-form-loaded with the form name when ready', async () => {
    const names: string[] = [];
    const listener = (event: Event) => names.push((event as CustomEvent).detail.formName);
    document.addEventListener('ib-form-loaded', listener);
    try {
      await fixture<IbForm>(contactForm());
    } finally {
      document.removeEventListener('ib-form-loaded', listener);
    }
    expect(names).to.deep.equal(['contact-sales']);
  });

  it('on removal takes its messages away and gives validation back to the browser', async () => {
    const el = await fixture<IbForm>(contactForm());
    submit(el);
    const form = el.querySelector('form')!;
    el.remove();
    await settle(5);
    expect(form.querySelectorAll('.ib-form__error').length).to.equal(0);
    expect(form.noValidate).to.equal(false);
    expect(form.querySelector('#name')!.getAttribute('aria-describedby')).to.equal('name-hint');
  });

  it('is accessible', async () => {
    const el = await fixture<IbForm>(contactForm());
    await expectAccessible(el);
  });
});

describe('ib-form default look of the fields', () => {
  /** The page's tokens, as tokens.css sets them. */
  const tokens =
    'border-radius: 0; --ib-color-primary: rgb(194, 65, 12); --ib-button-radius: 999px';

  it('gives fields and buttons a finished look from the tokens, not the browser default', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div style=${tokens}>${contactForm()}</div>`);
    await frames(2);
    const name = wrapper.querySelector<HTMLInputElement>('#name')!;
    const field = getComputedStyle(name);
    expect(parseFloat(field.borderTopLeftRadius)).to.be.above(0);
    expect(parseFloat(field.minHeight)).to.be.at.least(44);
    expect(field.fontSize).to.equal(getComputedStyle(wrapper).fontSize); // font: inherit, not the UA's smaller one
    expect(name.getBoundingClientRect().width).to.be.above(200);
    const send = getComputedStyle(wrapper.querySelector('button')!);
    expect(send.backgroundColor).to.equal('rgb(194, 65, 12)');
    expect(send.borderTopLeftRadius).to.equal('999px');
    expect(parseFloat(send.minHeight)).to.be.at.least(44);
  });

  it('lines fieldsets up with the fields, and gives each radio and checkbox a 44 px row in the theme colour', async () => {
    const wrapper = await fixture<HTMLElement>(html`
      <div
        style="width: 900px; font-size: 16px; line-height: 1.5; --ib-color-primary: rgb(194, 65, 12)"
      >
        ${contactForm()}
        <ib-form
          ><form action="/x">
            <label
              ><input type="checkbox" name="consent" required /> You may contact me about this
              request, by email or phone.</label
            >
          </form></ib-form
        >
      </div>
    `);
    await frames(2);
    const name = wrapper.querySelector('#name')!.getBoundingClientRect();
    const fieldset = wrapper.querySelector('fieldset')!.getBoundingClientRect();
    expect(Math.round(fieldset.width)).to.equal(Math.round(name.width)); // as wide as the fields: 32rem
    expect(Math.round(fieldset.width)).to.equal(512);
    const radio = wrapper.querySelector<HTMLInputElement>('[name="topic"]')!;
    const consent = wrapper.querySelector<HTMLInputElement>('[name="consent"]')!;
    for (const box of [radio, consent]) {
      expect(getComputedStyle(box).accentColor).to.equal('rgb(194, 65, 12)');
      expect(Math.round(box.closest('label')!.getBoundingClientRect().height)).to.be.at.least(44);
    }
    // A long checkbox label wraps beside the box, not under it.
    const label = consent.closest('label')!;
    label.style.width = '200px';
    const text = document.createRange();
    text.selectNodeContents(label.lastChild!); // the label's text, after the box
    const lines = [...text.getClientRects()];
    expect(lines.length).to.be.above(1);
    for (const line of lines)
      expect(line.left).to.be.at.least(consent.getBoundingClientRect().right);
    // The box sits on the first line, centred on it.
    const box = consent.getBoundingClientRect();
    expect(Math.abs(box.top + box.height / 2 - (lines[0].top + lines[0].height / 2))).to.be.at.most(
      1,
    );
  });

  it('puts a field wrapped in its label under the label text, not beside it', async () => {
    const wrapper = await fixture<HTMLElement>(html`
      <div style="width: 900px">
        <ib-form
          ><form action="/x">
            <p>
              <label><span>Email</span><input name="email" type="email" /></label>
            </p>
            <p>
              <label
                ><span>Topic</span
                ><select name="topic">
                  <option>SMS</option>
                </select></label
              >
            </p>
            <p>
              <label><span>Message</span><textarea name="message"></textarea></label>
            </p></form
        ></ib-form>
      </div>
    `);
    await frames(2);
    for (const field of wrapper.querySelectorAll('input, select, textarea')) {
      const text = field.previousElementSibling!.getBoundingClientRect();
      const box = field.getBoundingClientRect();
      expect(box.top).to.be.at.least(text.bottom);
      expect(Math.round(box.left)).to.equal(Math.round(text.left));
    }
  });

  it('leaves the theme in charge: a page rule on a field wins', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <style>
          .themed input {
            border-radius: 0;
          }
        </style>
        <div class="themed">${contactForm()}</div>
      </div>`,
    );
    await frames(2);
    expect(getComputedStyle(wrapper.querySelector('#name')!).borderTopLeftRadius).to.equal('0px');
  });
});
