// A trigger pressed before <ib-search-popover>'s code has loaded: this page imports only the
// trigger's module, and the popover's once the test has pressed and typed, as on a page where the
// autoloader is still fetching the popover.
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  deepActiveElement,
  expect,
  fixture,
  settleTasks as settle,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-search-trigger.ts';
import { clickReally, holdFetch, type HeldFetch } from './test-support.ts';
import { keepTyping } from './typed-meanwhile.ts';

const pageWindow = window as unknown as { ibPageData?: unknown };

describe('ib-search-popover opened by a trigger pressed before its code has loaded', () => {
  let network: HeldFetch;
  beforeEach(() => {
    network = holdFetch();
    pageWindow.ibPageData = { analytics: { siteMeta: { language: 'en' } } };
    resetPageData();
  });
  afterEach(async () => {
    await resetMouse();
    network.restore();
    delete pageWindow.ibPageData;
    resetPageData();
  });

  it('the keys typed meanwhile land in the field, in order, before what is typed after it opens', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <ib-search-trigger><button type="button" id="trigger">Search</button></ib-search-trigger>
      </div>`,
    );
    const popover = root.appendChild(document.createElement('ib-search-popover'));
    const trigger = root.querySelector<HTMLButtonElement>('#trigger')!;
    expect(customElements.get('ib-search-popover')).to.equal(undefined);
    await clickReally(trigger);
    await sendKeys({ type: 'whats app' }); // the space too: it must not press the trigger again
    await import('./ib-search-popover.ts');
    await popover.updateComplete;
    await settle();
    const input = popover.shadowRoot!.querySelector<HTMLInputElement>('[part="input"]')!;
    expect([popover.open, deepActiveElement() === input, input.value]).to.deep.equal([
      true,
      true,
      'whats app',
    ]);
    await sendKeys({ type: ' business' });
    expect(input.value).to.equal('whats app business');
    // A search goes out after 100 ms without a key. On a loaded machine the test's keys can come
    // slower than that, as from a visitor who pauses, and a search for the text so far may leave
    // first: each earlier one is for the field's text at the time, in order, aborted by the next.
    await until(() => network.calls.at(-1)?.body.s === 'whats app business');
    const textsSoFar = [...' business'].map((_, typed) =>
      'whats app business'.slice(0, 'whats app'.length + typed),
    );
    const earlier = network.calls.slice(0, -1);
    const queries = earlier.map((call) => call.body.s);
    expect(queries).to.deep.equal(textsSoFar.filter((text) => queries.includes(text)));
    expect(earlier.map((call) => call.init.signal?.aborted)).to.deep.equal(earlier.map(() => true));
  });

  it('keeps no key typed in a text field, composed by an input method or with Ctrl or Cmd, nor any after a focus move or a press', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <input id="field" /><button type="button" id="button">Button</button
        ><button type="button">Next</button>
        <p id="text">Text</p>
      </div>`,
    );
    const field = root.querySelector<HTMLInputElement>('#field')!;
    const button = root.querySelector<HTMLButtonElement>('#button')!;
    field.focus();
    let stop = keepTyping();
    await sendKeys({ type: 'abc' });
    expect([stop(), field.value]).to.deep.equal(['', 'abc']);

    button.focus();
    stop = keepTyping();
    const composing = new KeyboardEvent('keydown', {
      key: 'か',
      isComposing: true,
      bubbles: true,
      cancelable: true,
    });
    const shortcuts = ['ctrlKey', 'metaKey'].map(
      (flag) =>
        new KeyboardEvent('keydown', { key: 'r', [flag]: true, bubbles: true, cancelable: true }),
    );
    for (const event of [composing, ...shortcuts]) button.dispatchEvent(event);
    await sendKeys({ type: 'ok' });
    await sendKeys({ press: 'Tab' }); // focus moves on: what follows is the page's
    await sendKeys({ type: 'no' });
    expect([
      stop(),
      composing.defaultPrevented,
      ...shortcuts.map((event) => event.defaultPrevented),
    ]).to.deep.equal(['ok', false, false, false]);

    button.focus();
    stop = keepTyping();
    await clickReally(root.querySelector('#text')!); // a press on the page: no focus moves, the visitor moved on
    await sendKeys({ type: 'no' });
    expect(stop()).to.equal('');
  });
});
