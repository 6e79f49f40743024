import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import { html, type TemplateResult } from 'lit';
import { resetPageData } from '../../packages/core/page-data.ts';
import { loadPositioning } from '../../packages/core/positioning.ts';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  press,
  until,
} from '../../packages/test-utils/index.ts';
import { currentLanguageIndex } from './languages.ts';
import './ib-language-picker.ts';
import type { IbLanguagePicker } from './ib-language-picker.ts';

const links = html`
  <ul>
    <li><a href="/en/" hreflang="en">English</a></li>
    <li><a href="/de/" lang="de">Deutsch</a></li>
    <li><a href="/pt-br/" data-lang="pt-BR">Português</a></li>
  </ul>
`;

const picker = (attributes: { current?: string } = {}) => html`
  <div style="padding: 40px 300px">
    <ib-language-picker current=${attributes.current ?? ''}>
      <button type="button">English</button>
      ${links}
    </ib-language-picker>
    <button id="outside">Outside</button>
  </div>
`;

async function setup(template: TemplateResult = picker()) {
  await loadPositioning();
  const root = await fixture<HTMLDivElement>(template);
  const el = root.querySelector<IbLanguagePicker>('ib-language-picker')!;
  const [english, deutsch, portuguese] = el.querySelectorAll<HTMLAnchorElement>('a');
  return {
    root,
    el,
    english,
    deutsch,
    portuguese,
    trigger: el.querySelector<HTMLButtonElement>('button')!,
    list: el.querySelector<HTMLElement>('ul')!,
    outside: root.querySelector<HTMLButtonElement>('#outside')!,
  };
}

const setPageLanguage = (language: string) => {
  (window as unknown as { ibPageData?: unknown }).ibPageData = {
    analytics: { siteMeta: { language } },
  };
  resetPageData();
};

before(() => setViewport({ width: 1000, height: 700 }));
afterEach(() => {
  delete (window as unknown as { ibPageData?: unknown }).ibPageData;
  resetPageData();
});

describe('ib-language-picker', () => {
  it('marks the page-data language with aria-current', async () => {
    setPageLanguage('de');
    const { english, deutsch, portuguese } = await setup();
    expect(
      [english, deutsch, portuguese].map((link) => link.getAttribute('aria-current')),
    ).to.deep.equal([null, 'true', null]);
  });

  it('the current attribute overrides the page data; a regional tag matches its language', async () => {
    setPageLanguage('de');
    const { english, deutsch } = await setup(picker({ current: 'en-GB' }));
    expect([
      english.getAttribute('aria-current'),
      deutsch.getAttribute('aria-current'),
    ]).to.deep.equal(['true', null]);
  });

  it('gives every link both lang and hreflang', async () => {
    const { english, deutsch, portuguese } = await setup();
    expect([english, deutsch, portuguese].map((link) => [link.lang, link.hreflang])).to.deep.equal([
      ['en', 'en'],
      ['de', 'de'],
      ['pt-BR', 'pt-BR'],
    ]);
  });

  it('opens the list as a popover 12 px below the button', async () => {
    const { trigger, list } = await setup();
    expect([trigger.getAttribute('aria-expanded'), list.hidden]).to.deep.equal(['false', true]);
    trigger.click();
    await waitUntil(() => list.hasAttribute('data-positioned'), 'list never placed');
    expect([trigger.getAttribute('aria-expanded'), list.hidden]).to.deep.equal(['true', false]);
    expect(trigger.getAttribute('aria-controls')).to.equal(list.id);
    expect(
      Math.round(list.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom),
    ).to.equal(12);
  });

  it('draws a chevron on the button that turns when the list opens, as the navbar dropdown triggers do', async () => {
    const { trigger, list } = await setup();
    const chevron = () => getComputedStyle(trigger, '::after');
    expect([
      chevron().content,
      chevron().borderRightStyle,
      chevron().borderBottomStyle,
    ]).to.deep.equal(['""', 'solid', 'solid']);
    const closed = chevron().transform;
    trigger.click();
    await waitUntil(() => list.hasAttribute('data-positioned'), 'list never placed');
    expect(chevron().transform).to.not.equal(closed);
  });

  it("keeps the chevron on the name's line when the space around the button is narrow", async () => {
    const { trigger } = await setup(html`
      <div style="width: 40px; font: 16px/20px sans-serif">
        <ib-language-picker>
          <button type="button" style="padding: 0; border: 0; font: inherit">Deutsch</button>
          ${links}
        </ib-language-picker>
      </div>
    `);
    await until(() => trigger.hasAttribute('aria-expanded'));
    expect(trigger.getBoundingClientRect().height).to.equal(20);
  });

  it('Escape closes it and returns focus to the button; focus leaving closes it', async () => {
    const { trigger, list, deutsch, outside } = await setup();
    trigger.click();
    deutsch.focus();
    press('Escape', deutsch);
    expect(list.hidden).to.equal(true);
    expect(document.activeElement === trigger).to.equal(true);
    trigger.click();
    deutsch.focus();
    outside.focus();
    expect(list.hidden).to.equal(true);
  });

  it('names the button "Language: <text>" (translatable with label)', async () => {
    const { trigger } = await setup();
    expect(trigger.getAttribute('aria-label')).to.equal('Language: English');
  });

  it('creates the button when the template has none, and removes it on removal', async () => {
    setPageLanguage('de');
    const { el, english } = await setup(
      html`<div><ib-language-picker label="Sprache">${links}</ib-language-picker></div>`,
    );
    const created = el.querySelector<HTMLButtonElement>('button')!;
    expect([created.textContent, created.getAttribute('aria-label')]).to.deep.equal([
      'Deutsch',
      'Sprache: Deutsch',
    ]);
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(el.querySelector('button') === null).to.equal(true);
    expect([english.hasAttribute('lang'), el.querySelector('ul')!.hidden]).to.deep.equal([
      false,
      false,
    ]);
  });

  it('reports a picker without a list once and leaves it alone', async () => {
    const errors = await captureErrors(() =>
      setup(
        html`<div>
          <ib-language-picker><button>EN</button></ib-language-picker>
        </div>`,
      ),
    );
    expect(errors.length).to.equal(1);
    expect(String(errors[0][1])).to.contain('list of language links');
  });

  it('is accessible with the list open', async () => {
    setPageLanguage('en');
    const { root, trigger, list } = await setup();
    trigger.click();
    await waitUntil(() => list.hasAttribute('data-positioned'));
    await expectAccessible(root);
  });
});

describe('currentLanguageIndex', () => {
  it('prefers an exact tag, then the same primary language, else -1', () => {
    expect(currentLanguageIndex(['en', 'en-GB', 'de'], 'en-gb')).to.equal(1);
    expect(currentLanguageIndex(['en-US', 'de'], 'en')).to.equal(0);
    expect(currentLanguageIndex(['en', 'de'], 'fr')).to.equal(-1);
    expect(currentLanguageIndex(['', 'de'], '')).to.equal(-1);
  });
});

describe('ib-language-picker in the page language', () => {
  const inLanguage = (lang: string, label?: string) =>
    setup(
      html`<div lang=${lang}>
        <ib-language-picker label=${label ?? ''}
          ><button type="button">English</button>${links}</ib-language-picker
        >
      </div>`,
    );

  it('names the button from the German catalog', async () => {
    const { trigger } = await inLanguage('de');
    await until(
      () => trigger.getAttribute('aria-label') === 'Sprache: English',
      180,
      () => `(${trigger.getAttribute('aria-label')})`,
    );
  });

  it('joins the name as the language does (French: a space before the colon)', async () => {
    const { trigger } = await inLanguage('fr');
    await until(
      () => trigger.getAttribute('aria-label') === 'Langue : English',
      180,
      () => `(${trigger.getAttribute('aria-label')})`,
    );
  });

  it('keeps the label attribute over the catalog', async () => {
    const { el } = await inLanguage('fr', 'Choisir la langue');
    const name = () => el.querySelector('button')!.getAttribute('aria-label');
    await until(
      () => name() === 'Choisir la langue : English',
      180,
      () => `(${name()})`,
    );
  });
});
