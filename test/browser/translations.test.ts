import { resetPageData } from '../../packages/core/page-data.ts';
import { languageOf, supportedLocale } from '../../packages/core/locale.ts';
import { registerTranslation } from '../../packages/autoload/register-translation.ts';
import { formatNumber, formatText, resetTranslations } from '../../packages/core/translations.ts';
import { expect, fixture, until } from '../../packages/test-utils/index.ts';
import '../../elements/modal/ib-modal.ts';

const closeName = (root: Element) => root.querySelector('ib-modal')!.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label');
const localeRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/i18n/locales/'));

afterEach(() => {
  resetTranslations();
  document.getElementById('ib-translations')?.remove();
  delete (window as { ibPageData?: unknown }).ibPageData;
  resetPageData();
});

describe('supportedLocale', () => {
  it('falls back from a region to its language, and from a bare language to its catalog', () => {
    expect(supportedLocale('de-AT')).to.equal('de');
    expect(supportedLocale('pt')).to.equal('pt-br');
    expect(supportedLocale('pt-PT')).to.equal('pt-br');
    expect(supportedLocale('zh')).to.equal('zh-cn');
    expect(supportedLocale('zh-Hans-CN')).to.equal('zh-cn');
    expect(supportedLocale('PT_BR')).to.equal('pt-br');
  });

  it('reads Chinese in the traditional script, by script or by region, as zh-tw', () => {
    for (const tag of ['zh-TW', 'zh-tw', 'zh-Hant', 'zh-Hant-TW', 'zh-HK', 'zh_HK', 'zh-MO', 'zh-Hant-HK']) expect(supportedLocale(tag), tag).to.equal('zh-tw');
    expect(supportedLocale('zh-SG')).to.equal('zh-cn');
  });

  it("reads Hebrew's legacy code iw as he", () => {
    expect(supportedLocale('iw')).to.equal('he');
    expect(supportedLocale('iw-IL')).to.equal('he');
    expect(supportedLocale('he-IL')).to.equal('he');
  });

  it('knows Slovak, Hungarian, Romanian, Ukrainian, Greek and Catalan, with or without a region', () => {
    const tags = ['sk', 'sk-SK', 'hu-HU', 'ro', 'ro-MD', 'uk-UA', 'el', 'el-CY', 'ca-ES', 'ca-ES-valencia'];
    expect(tags.map(supportedLocale)).to.deep.equal(['sk', 'sk', 'hu', 'ro', 'ro', 'uk', 'el', 'el', 'ca', 'ca']);
  });

  it('is English, silently, for a language without a catalog or nothing', () => {
    expect(supportedLocale('nl')).to.equal('en');
    expect(supportedLocale('')).to.equal('en');
    expect(supportedLocale(undefined)).to.equal('en');
  });
});

describe('languageOf', () => {
  it("is the element's own lang, else its nearest ancestor's, through a shadow root", async () => {
    const root = await fixture<HTMLDivElement>('<div lang="fr"><p lang="de"><span id="own" lang="it"></span><span id="parent"></span></p><div id="host"></div></div>');
    expect(languageOf(root.querySelector('#own')!)).to.equal('it');
    expect(languageOf(root.querySelector('#parent')!)).to.equal('de');
    const shadow = root.querySelector('#host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<b></b>';
    expect(languageOf(shadow.querySelector('b')!)).to.equal('fr');
  });
});

describe('block text in the page language', () => {
  it('a German page loads the German catalog, once, and the close button reads "Schließen"', async () => {
    const root = await fixture<HTMLDivElement>('<div lang="de-AT"><ib-modal id="de-1"><p>x</p></ib-modal><ib-modal id="de-2"><p>y</p></ib-modal></div>');
    await until(() => closeName(root) === 'Schließen');
    expect(localeRequests().filter((path) => path.endsWith('/de.ts'))).to.have.length(1);
    expect(localeRequests().every((path) => path.endsWith('/de.ts'))).to.equal(true);
  });

  it('its first render is already German: no frame shows the English text', async () => {
    const host = document.createElement('div');
    host.lang = 'de';
    const seen: (string | null)[] = [];
    host.addEventListener('ib-ready', () => seen.push(closeName(host)));
    host.innerHTML = '<ib-modal id="first-render"><p>x</p></ib-modal>';
    document.body.append(host);
    try {
      await until(() => seen.length > 0);
      expect(seen).to.deep.equal(['Schließen']);
    } finally {
      host.remove();
    }
  });

  it('an English page stays English and fetches no catalog', async () => {
    performance.clearResourceTimings();
    const root = await fixture<HTMLDivElement>('<div lang="en-GB"><ib-modal id="en-1"><p>x</p></ib-modal></div>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closeName(root)).to.equal('Close');
    expect(localeRequests()).to.deep.equal([]);
  });

  it('without any lang, the page data language decides', async () => {
    (window as { ibPageData?: unknown }).ibPageData = { analytics: { siteMeta: { language: 'es' } } };
    resetPageData();
    const lang = document.documentElement.getAttribute('lang');
    document.documentElement.removeAttribute('lang');
    try {
      const root = await fixture<HTMLDivElement>('<div><ib-modal id="es-1"><p>x</p></ib-modal></div>');
      await until(() => closeName(root) === 'Cerrar');
    } finally {
      if (lang !== null) document.documentElement.setAttribute('lang', lang);
    }
  });

  it('changing lang at run time relabels the element', async () => {
    const root = await fixture<HTMLDivElement>('<div lang="de"><ib-modal id="switch"><p>x</p></ib-modal></div>');
    await until(() => closeName(root) === 'Schließen');
    root.setAttribute('lang', 'fr');
    await until(() => closeName(root) === 'Fermer');
    root.setAttribute('lang', 'en');
    await until(() => closeName(root) === 'Close');
  });

  it('the close-label attribute wins over the catalog', async () => {
    const root = await fixture<HTMLDivElement>('<div lang="de"><ib-modal id="own" close-label="Zu"><p>x</p></ib-modal></div>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closeName(root)).to.equal('Zu');
  });

  it('registerTranslation (the package root\'s) adds a language and corrects a built-in one; elements relabel at once', async () => {
    const root = await fixture<HTMLDivElement>('<div><p lang="nl"><ib-modal id="nl"><p>x</p></ib-modal></p><p lang="de-CH"><ib-modal id="ch"><p>y</p></ib-modal></p></div>');
    const [dutch, swiss] = [...root.querySelectorAll('ib-modal')].map((modal) => () => modal.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label'));
    await until(() => swiss() === 'Schließen');
    expect(dutch()).to.equal('Close');
    registerTranslation('nl', { modal: { close: 'Sluiten' } });
    registerTranslation('de-CH', { modal: { close: 'Schliessen' } });
    await until(() => dutch() === 'Sluiten' && swiss() === 'Schliessen');
  });

  it('strings registered before any block listens are there when one renders', async () => {
    registerTranslation('fi', { modal: { close: 'Sulje' } });
    const root = await fixture<HTMLDivElement>('<div lang="fi"><ib-modal id="fi"><p>x</p></ib-modal></div>');
    await until(() => closeName(root) === 'Sulje');
  });

  it('the page script #ib-translations adds strings without a build', async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'ib-translations' });
    script.textContent = JSON.stringify({ sv: { modal: { close: 'Stäng' } } });
    document.body.append(script);
    const root = await fixture<HTMLDivElement>('<div lang="sv"><ib-modal id="sv"><p>x</p></ib-modal></div>');
    await until(() => closeName(root) === 'Stäng');
  });
});

describe('formatText', () => {
  const files = { one: '{count} plik', few: '{count} pliki', many: '{count} plików', other: '{count} pliku' };
  it("takes the language's plural form: Polish one, few, many", () => {
    expect([1, 2, 5, 22, 25].map((count) => formatText(files, 'pl', { count }))).to.deep.equal(['1 plik', '2 pliki', '5 plików', '22 pliki', '25 plików']);
  });

  it('Arabic has six forms', () => {
    const forms = { zero: 'z {count}', one: 'o {count}', two: 't {count}', few: 'f {count}', many: 'm {count}', other: 'x {count}' };
    expect([0, 1, 2, 3, 11, 100].map((count) => formatText(forms, 'ar', { count }).split(' ')[0])).to.deep.equal(['z', 'o', 't', 'f', 'm', 'x']);
  });

  it('writes the count as the language writes numbers', () => {
    expect(formatText({ one: '{count} Treffer', other: '{count} Treffer' }, 'de', { count: 1234 })).to.equal('1.234 Treffer');
    expect(formatText('{count} results', 'en', { count: 1234 })).to.equal('1,234 results');
  });
});

describe('formatNumber', () => {
  it("writes a number as the language does, and a tag Intl rejects as English, without throwing", () => {
    expect(formatNumber(1234, 'de')).to.equal('1.234');
    expect(formatNumber(1234, 'xx-yy!')).to.equal('1,234');
  });

  it('writes every whole number under 1,000 as Intl does in each built-in language, without Intl where digits are plain', () => {
    const languages = ['en', 'en-GB', 'de', 'es', 'fr', 'it', 'pt-BR', 'pl', 'ru', 'hr', 'tr', 'ja', 'ko', 'zh-CN', 'id', 'ar', 'ar-EG', 'he', 'iw', 'hi', 'hi-IN', 'th', 'th-TH', 'vi', 'zh-TW', 'zh-HK', 'sk', 'hu', 'ro', 'uk', 'el', 'el-GR', 'ca', 'fa', 'hi-IN-u-nu-deva', 'de-u-nu-arab'];
    for (const language of languages) {
      for (const value of [0, 7, 42, 999, 1000, 12345, 2.5]) {
        expect(formatNumber(value, language), `${value} in ${language}`).to.equal(new Intl.NumberFormat(language).format(value));
      }
    }
    expect(formatNumber(3, 'ar-EG')).to.equal('٣');
    expect(formatNumber(3, 'de-u-nu-arab')).to.equal('٣');
  });
});
