import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  captureErrors,
  deepActiveElement,
  expect,
  expectAccessible,
  type FakeClock,
  fakeTimeouts,
  fixture,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-code-block.ts';
import type { IbCodeBlock } from './ib-code-block.ts';
import { charBox } from './test-support.ts';
import { STORED_CHANNEL_KEY, STORED_LANGUAGE_KEY } from './CodeBlock.tsx';

type PrismWindow = { Prism?: { languages: Record<string, unknown>; manual?: boolean } };

const block = (attributes = '') => `
  <ib-code-block ${attributes}>
    <pre data-language="javascript" data-channel="SMS" data-title="Node.js"><code>
      {
        to: "41793026727",
        text: "Hello &lt;b&gt;world&lt;/b&gt; &amp; co"
      }
    </code></pre>
    <pre data-language="python" data-channel="SMS" data-title="Python"><code>{"to": "41793026727", "text": "Hi"}</code></pre>
    <pre data-language="php" data-channel="WhatsApp" data-title="PHP"><code>["to" => "41793026727"]</code></pre>
    <pre data-language="javascript" data-channel="WhatsApp" data-title="Node.js"><code>{ to: "41793026727", type: "template" }</code></pre>
  </ib-code-block>`;

const parts = (el: Element) => {
  const root = el.shadowRoot!;
  const tabs = (kind: string) => [
    ...root.querySelectorAll<HTMLButtonElement>(`[part~="${kind}-tab"]`),
  ];
  return {
    root,
    code: root.querySelector<HTMLElement>('code')!,
    pre: root.querySelector<HTMLElement>('pre')!,
    languageTabs: () => tabs('language'),
    channelTabs: () => tabs('channel'),
    selected: (kind: string) =>
      tabs(kind).find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent,
    copy: root.querySelector<HTMLButtonElement>('[part="copy"]')!,
    notice: root.querySelector<HTMLElement>('[part="notice"]')!,
    lines: root.querySelector<HTMLElement>('[part="line-numbers"]')!,
  };
};

/** Waits (in frames, at most ~2 s) until `check` holds. */

const highlighted = (el: Element) => parts(el).code.querySelector('.token') !== null;

async function setup(attributes?: string) {
  const el = await fixture<IbCodeBlock>(block(attributes));
  await until(() => highlighted(el));
  return el;
}

beforeEach(() => {
  localStorage.removeItem(STORED_LANGUAGE_KEY);
  localStorage.removeItem(STORED_CHANNEL_KEY);
});

describe('ib-code-block', () => {
  it('shows channel and language tabs from the samples, the first selected', async () => {
    const el = await setup();
    const p = parts(el);
    expect(p.channelTabs().map((t) => t.textContent)).to.deep.equal(['SMS', 'WhatsApp']);
    expect(p.languageTabs().map((t) => t.textContent)).to.deep.equal(['Node.js', 'Python']);
    expect([p.selected('channel'), p.selected('language')]).to.deep.equal(['SMS', 'Node.js']);
    expect(p.root.querySelectorAll('[role="tablist"]').length).to.equal(2);
    expect(p.languageTabs().map((t) => t.tabIndex)).to.deep.equal([0, -1]);
  });

  it('keeps many language tabs on one row beside the copy button on a phone: the row scrolls and fades, the header keeps its height', async () => {
    const languages = ['cURL', 'Node.js', 'Python', 'PHP', 'Java', 'C#', 'Go', 'Ruby'];
    const many = `<ib-code-block>${languages.map((title) => `<pre data-language="javascript" data-title="${title}"><code>send();</code></pre>`).join('')}</ib-code-block>`;
    const two = `<ib-code-block>${languages
      .slice(0, 2)
      .map(
        (title) =>
          `<pre data-language="javascript" data-title="${title}"><code>send();</code></pre>`,
      )
      .join('')}</ib-code-block>`;
    const wrapper = await fixture<HTMLElement>(`<div style="width: 360px">${many}${two}</div>`);
    const [el, short] = [...wrapper.querySelectorAll<IbCodeBlock>('ib-code-block')];
    await Promise.all([el.updateComplete, short.updateComplete]);
    const header = (block: Element) =>
      block.shadowRoot!.querySelector<HTMLElement>('[part="header"]')!;
    const p = parts(el);
    const row = p.root.querySelector<HTMLElement>('[part~="language-tabs"]')!;
    expect(header(el).getBoundingClientRect().height).to.equal(
      header(short).getBoundingClientRect().height,
    );
    expect(row.scrollWidth, 'more tabs than fit').to.be.above(row.clientWidth);
    const middle = (box: DOMRect) => Math.round((box.top + box.bottom) / 2);
    expect(
      middle(p.copy.getBoundingClientRect()),
      'the copy button on the row of the tabs',
    ).to.equal(middle(row.getBoundingClientRect()));
    expect(header(el).getBoundingClientRect().right).to.be.at.most(
      wrapper.getBoundingClientRect().right,
    );
    await frames(2);
    expect(
      [getComputedStyle(row, '::before').opacity, getComputedStyle(row, '::after').opacity].map(
        Number,
      ),
    ).to.deep.equal([0, 1]);

    // Choosing a tab moves no other tab: the selected one is not bolder, so not wider.
    const lefts = () => p.languageTabs().map((tab) => Math.round(tab.getBoundingClientRect().left));
    const before = lefts();
    p.languageTabs()[1].click();
    await el.updateComplete;
    expect(p.selected('language')).to.equal('Node.js');
    expect(lefts()).to.deep.equal(before);
  });

  it('highlights with Prism, keeping the text exactly (markup in the sample stays text)', async () => {
    const el = await setup();
    const { code } = parts(el);
    expect(code.textContent).to.equal(
      '{\n  to: "41793026727",\n  text: "Hello <b>world</b> & co"\n}',
    );
    expect(code.querySelector('b')).to.equal(null);
    expect(code.querySelector('.token.string')!.textContent).to.equal('"41793026727"');
  });

  it('loads a language grammar only when a sample in it is shown', async () => {
    const el = await setup();
    const prism = (window as PrismWindow).Prism!;
    expect(prism.manual).to.equal(true);
    expect('php' in prism.languages).to.equal(false);
    parts(el).channelTabs()[1].click();
    await el.updateComplete;
    parts(el)
      .languageTabs()
      .find((tab) => tab.textContent === 'PHP')!
      .click();
    await el.updateComplete;
    await until(
      () =>
        parts(el).code.querySelector('.token.variable, .token.string') !== null &&
        'php' in prism.languages,
    );
    expect(parts(el).code.textContent).to.equal('["to" => "41793026727"]');
  });

  it('does not highlight other code on the page by itself', async () => {
    const root = await fixture<HTMLDivElement>(
      `<div><code class="language-javascript">const a = 1;</code>${block()}</div>`,
    );
    await until(() => highlighted(root.querySelector('ib-code-block')!));
    await frames(3);
    expect(root.querySelector('code.language-javascript')!.children.length).to.equal(0);
  });

  it('switches samples with the tabs and arrow keys (APG tabs, automatic activation)', async () => {
    const el = await setup();
    parts(el).languageTabs()[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    await frames(1);
    expect(parts(el).selected('language')).to.equal('Python');
    expect(deepActiveElement()?.textContent).to.equal('Python');
    expect(el.getAttribute('language')).to.equal('Python');
    await until(() => parts(el).code.textContent === '{"to": "41793026727", "text": "Hi"}');
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(parts(el).selected('language')).to.equal('Node.js');
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(parts(el).selected('language')).to.equal('Python');
  });

  it('in right-to-left text the horizontal arrows swap, as in ib-tabs (next is the way the tabs read)', async () => {
    const el = await fixture<IbCodeBlock>(`<ib-code-block dir="rtl">
      <pre data-language="bash" data-channel="SMS" data-title="cURL"><code>curl</code></pre>
      <pre data-language="python" data-channel="SMS" data-title="Python"><code>send()</code></pre>
      <pre data-language="javascript" data-channel="SMS" data-title="Node.js"><code>send();</code></pre>
    </ib-code-block>`);
    parts(el).languageTabs()[0].click();
    await el.updateComplete;
    parts(el).languageTabs()[0].focus();
    await sendKeys({ press: 'ArrowLeft' }); // the next tab, to the left in right-to-left text
    await el.updateComplete;
    expect(parts(el).selected('language')).to.equal('Python');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(parts(el).selected('language')).to.equal('cURL');
  });

  it('in right-to-left text the code still reads left to right, its numbers on the left', async () => {
    const el = await fixture<IbCodeBlock>(
      `<ib-code-block dir="rtl"><pre data-language="javascript" data-title="Node.js"><code>send();</code></pre></ib-code-block>`,
    );
    const { code, lines } = parts(el);
    await until(() => code.querySelector('.token'));
    const charLeft = (offset: number) => charBox(code, offset).left;
    // "send();": s, then (, ), ; each further right.
    const lefts = [0, 4, 5, 6].map(charLeft);
    expect(lefts, 'characters left to right').to.deep.equal([...lefts].sort((a, b) => a - b));
    expect(lines.getBoundingClientRect().right).to.be.at.most(
      code.getBoundingClientRect().left + 1,
    );
    // The header still reads right to left: the copy button at the left end.
    expect(getComputedStyle(el.shadowRoot!.querySelector('.header')!).direction).to.equal('rtl');
    const title = el.shadowRoot!.querySelector<HTMLElement>('[part="title"]')!;
    expect(parts(el).copy.getBoundingClientRect().right).to.be.at.most(
      title.getBoundingClientRect().left,
    );
  });

  it('a channel without the current language shows that channel’s first language', async () => {
    const el = await setup('language="Python"');
    parts(el).channelTabs()[1].click();
    await el.updateComplete;
    expect([parts(el).selected('channel'), parts(el).selected('language')]).to.deep.equal([
      'WhatsApp',
      'PHP',
    ]);
  });

  it('shares the choice with the other blocks on the page and remembers it in storage', async () => {
    const root = await fixture<HTMLDivElement>(`<div>${block()}${block()}</div>`);
    const [first, second] = root.querySelectorAll<IbCodeBlock>('ib-code-block');
    const events: unknown[] = [];
    root.addEventListener('ib-code-block-change', (e) => events.push((e as CustomEvent).detail));
    parts(first).languageTabs()[1].click();
    await first.updateComplete;
    await second.updateComplete;
    expect(parts(second).selected('language')).to.equal('Python');
    expect(events).to.deep.equal([{ language: 'Python', channel: 'SMS' }]);
    expect([
      localStorage.getItem(STORED_LANGUAGE_KEY),
      localStorage.getItem(STORED_CHANNEL_KEY),
    ]).to.deep.equal(['Python', 'SMS']);

    // A block rendered later (another page) starts with the remembered choice.
    const later = await fixture<IbCodeBlock>(block());
    expect(parts(later).selected('language')).to.equal('Python');
  });

  it('numbers the lines in a hidden, unselectable column', async () => {
    const el = await setup();
    const { lines } = parts(el);
    expect(lines.textContent).to.equal('1\n2\n3\n4');
    expect(lines.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(lines).userSelect).to.equal('none');
    expect(parts(el).code.textContent).not.to.contain('1\n2');
  });

  it('wraps the sample in the language’s declaration of `variable`', async () => {
    const el = await setup('variable="message" language="Python"');
    await until(() => parts(el).code.textContent!.startsWith('message = '));
    expect(parts(el).code.textContent).to.equal('message = {"to": "41793026727", "text": "Hi"}');
    el.language = 'Node.js';
    await until(() => parts(el).code.textContent!.startsWith('const message = {'));
    expect(
      parts(el).code.textContent!.endsWith('}\n;') || parts(el).code.textContent!.endsWith('};'),
    ).to.equal(true);
  });

  it('`variable` leaves cURL and shell commands as written, and declares a shell JSON payload with its quotes escaped', async () => {
    const el = await fixture<IbCodeBlock>(`
      <ib-code-block variable="payload">
        <pre data-language="curl" data-title="cURL"><code>curl -X POST https://api.example.com/sms -H 'Content-Type: application/json' -d @payload.json</code></pre>
        <pre data-language="shell" data-title="Shell"><code>echo 'Sent'</code></pre>
        <pre data-language="sh" data-title="Payload"><code>{"text": "It's here"}</code></pre>
      </ib-code-block>`);
    await until(() => highlighted(el));
    expect(parts(el).code.textContent).to.equal(
      "curl -X POST https://api.example.com/sms -H 'Content-Type: application/json' -d @payload.json",
    );
    el.language = 'Shell';
    await until(() => parts(el).code.textContent === "echo 'Sent'");
    el.language = 'Payload';
    await until(() => parts(el).code.textContent === `payload='{"text": "It'\\''s here"}'`);
  });

  describe('copy', () => {
    let clock: FakeClock | undefined;
    const stubClipboard = (writeText: (text: string) => Promise<void>) =>
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    afterEach(() => {
      clock?.restore();
      clock = undefined;
      delete (navigator as { clipboard?: unknown }).clipboard;
    });

    it('copies the shown code without line numbers and announces it for 1 s', async () => {
      const el = await setup('variable="message"');
      const writeText = sinon.stub().resolves();
      stubClipboard(writeText);
      const { copy, notice } = parts(el);
      expect(notice.getAttribute('aria-live')).to.equal('polite');
      clock = fakeTimeouts({ clearNative: true });
      copy.click();
      await Promise.resolve();
      await Promise.resolve();
      await el.updateComplete;
      await frames(1);
      expect(writeText.firstCall.args[0]).to.equal(
        'const message = {\n  to: "41793026727",\n  text: "Hello <b>world</b> & co"\n};',
      );
      expect(notice.textContent).to.equal('Copied to clipboard');
      // README, "Behaviour": the notice is cleared after 1 s.
      clock.tick(999);
      await frames(1);
      expect(notice.textContent, 'at 999 ms').to.equal('Copied to clipboard');
      clock.tick(1);
      await frames(1);
      expect(notice.textContent, 'at 1000 ms').to.equal('');
    });

    it('says when the clipboard refuses, with a translatable label', async () => {
      const el = await setup('copy-failed-label="Kopieren fehlgeschlagen"');
      stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
      const errors = await captureErrors(async () => {
        parts(el).copy.click();
        await frames(2);
      });
      expect(parts(el).notice.textContent).to.equal('Kopieren fehlgeschlagen');
      expect(errors.length).to.equal(1);
    });
  });

  it('Tab goes from the selected tab to the code (the named tab panel, scrolled by the arrow keys), then to the copy button', async () => {
    const long = `send(${'"x", '.repeat(80)});`;
    const root =
      await fixture<HTMLDivElement>(`<div style="width: 500px"><button id="before">Before</button><ib-code-block>
      <pre data-language="javascript" data-title="Node.js"><code>${long}</code></pre>
      <pre data-language="python" data-title="Python"><code>send()</code></pre>
    </ib-code-block></div>`);
    const el = root.querySelector<IbCodeBlock>('ib-code-block')!;
    await until(() => highlighted(el));
    const p = parts(el);
    const focused = () => {
      const active = deepActiveElement();
      return active === p.pre
        ? 'code'
        : active === p.copy
          ? 'copy'
          : active?.getAttribute('role') === 'tab'
            ? `tab ${active.textContent}`
            : active?.id;
    };
    root.querySelector<HTMLButtonElement>('#before')!.focus();
    const stops: (string | undefined)[] = [];
    for (let i = 0; i < 3; i += 1) {
      await sendKeys({ press: 'Tab' });
      stops.push(focused());
    }
    expect(stops).to.deep.equal(['tab Node.js', 'code', 'copy']);
    expect([
      p.pre.getAttribute('role'),
      p.pre.tabIndex,
      p.pre.getAttribute('aria-labelledby'),
    ]).to.deep.equal(['tabpanel', 0, p.languageTabs()[0].id]);
    p.pre.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(
      () => p.pre.scrollLeft > 0,
      60,
      () => 'the code scrolls sideways with the arrow keys',
    );
    // The copy button still shows in the header, on the row of the tabs, at its end.
    const middle = (box: DOMRect) => Math.round((box.top + box.bottom) / 2);
    const row = p.root.querySelector<HTMLElement>('[part~="language-tabs"]')!;
    const header = p.root.querySelector<HTMLElement>('[part="header"]')!.getBoundingClientRect();
    expect(middle(p.copy.getBoundingClientRect())).to.equal(middle(row.getBoundingClientRect()));
    expect(p.copy.getBoundingClientRect().bottom).to.be.at.most(header.bottom);
    expect(Math.round(header.right - p.copy.getBoundingClientRect().right)).to.equal(8);
  });

  it('with channel tabs the copy button sits on the language row, below the channels', async () => {
    const el = await setup();
    const p = parts(el);
    const middle = (box: DOMRect) => Math.round((box.top + box.bottom) / 2);
    const languages = p.root
      .querySelector<HTMLElement>('[part~="language-tabs"]')!
      .getBoundingClientRect();
    const channels = p.root
      .querySelector<HTMLElement>('[part~="channel-tabs"]')!
      .getBoundingClientRect();
    expect(middle(p.copy.getBoundingClientRect())).to.equal(middle(languages));
    expect(p.copy.getBoundingClientRect().top).to.be.at.least(channels.bottom);
    expect(Math.round(languages.top - channels.bottom), 'the gap between the rows').to.equal(4);
  });

  it('makes the code a focusable, named region for keyboard scrolling', async () => {
    const root = await fixture<HTMLDivElement>(
      `<div><ib-code-block><pre data-language="json" data-title="JSON payload">{"a": 1}</pre></ib-code-block></div>`,
    );
    const el = root.querySelector('ib-code-block')!;
    await until(() => highlighted(el));
    const { pre } = parts(el);
    expect([pre.tabIndex, pre.getAttribute('role'), pre.getAttribute('aria-label')]).to.deep.equal([
      0,
      'region',
      'JSON payload code',
    ]);
    expect(parts(el).languageTabs().length).to.equal(0);
  });

  it('shows an unknown language as plain text and reports it once', async () => {
    let el!: IbCodeBlock;
    const errors = await captureErrors(async () => {
      el = await fixture<IbCodeBlock>(
        `<ib-code-block><pre data-language="brainfuck" data-title="BF">+++</pre></ib-code-block>`,
      );
      await frames(2);
    });
    expect(parts(el).code.textContent).to.equal('+++');
    expect(errors.length).to.equal(1);
  });

  it('picks up samples added later', async () => {
    const el = await setup();
    const pre = document.createElement('pre');
    Object.assign(pre.dataset, { language: 'go', channel: 'SMS', title: 'Go' });
    pre.textContent = 'x := 1';
    el.append(pre);
    await frames(2);
    expect(
      parts(el)
        .languageTabs()
        .map((t) => t.textContent),
    ).to.deep.equal(['Node.js', 'Python', 'Go']);
  });

  it('is accessible', async () => {
    const el = await setup();
    await expectAccessible(el);
  });
  describe('in the page language', () => {
    afterEach(() => delete (navigator as { clipboard?: unknown }).clipboard);

    it('names tabs, button, notice and code region from the German catalog', async () => {
      const root = await fixture<HTMLDivElement>(`<div lang="de">${block()}</div>`);
      const el = root.querySelector('ib-code-block')!;
      const tabLists = () =>
        [...parts(el).root.querySelectorAll('[role="tablist"]')].map((list) =>
          list.getAttribute('aria-label'),
        );
      await until(() => parts(el).copy.textContent === 'Code kopieren');
      expect(tabLists()).to.deep.equal(['Kanal', 'Sprache']);
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.resolve() },
        configurable: true,
      });
      parts(el).copy.click();
      await until(() => parts(el).notice.textContent === 'In die Zwischenablage kopiert');

      const single = await fixture<HTMLDivElement>(
        `<div lang="de"><ib-code-block><pre data-language="json" data-title="JSON">{}</pre></ib-code-block></div>`,
      );
      await until(
        () =>
          parts(single.querySelector('ib-code-block')!).pre.getAttribute('aria-label') ===
          'JSON-Code',
      );
    });

    it('keeps a *-label attribute over the catalog', async () => {
      const root = await fixture<HTMLDivElement>(
        `<div lang="de">${block('copy-label="Copy" channel-label="Kanäle"')}</div>`,
      );
      const el = root.querySelector('ib-code-block')!;
      await until(
        () =>
          parts(el).root.querySelector('[part~="language-tabs"]')?.getAttribute('aria-label') ===
          'Sprache',
      );
      expect(parts(el).copy.textContent).to.equal('Copy');
      expect(
        parts(el).root.querySelector('[part~="channel-tabs"]')!.getAttribute('aria-label'),
      ).to.equal('Kanäle');
    });
  });
});
