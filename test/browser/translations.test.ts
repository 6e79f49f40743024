import { resetPageData } from '../../packages/core/page-data.ts';
import { languageOf, supportedLocale } from '../../packages/core/locale.ts';
import { registerTranslation } from '../../packages/autoload/register-translation.ts';
import {
  formatNumber,
  formatText,
  loadCatalog,
  resetTranslations,
  translator,
} from '../../packages/core/translations.ts';
import { expect, fixture, until } from '../../packages/test-utils/index.ts';
import '../../elements/modal/ib-modal.ts';
import { search } from '../../packages/i18n/en.ts';

const closeName = (root: Element) =>
  root
    .querySelector('ib-modal')!
    .shadowRoot!.querySelector('[part="close"]')!
    .getAttribute('aria-label');
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
    for (const tag of [
      'zh-TW',
      'zh-tw',
      'zh-Hant',
      'zh-Hant-TW',
      'zh-HK',
      'zh_HK',
      'zh-MO',
      'zh-Hant-HK',
    ])
      expect(supportedLocale(tag), tag).to.equal('zh-tw');
    expect(supportedLocale('zh-SG')).to.equal('zh-cn');
  });

  it("reads Hebrew's legacy code iw as he", () => {
    expect(supportedLocale('iw')).to.equal('he');
    expect(supportedLocale('iw-IL')).to.equal('he');
    expect(supportedLocale('he-IL')).to.equal('he');
  });

  it('knows Slovak, Hungarian, Romanian, Ukrainian, Greek and Catalan, with or without a region', () => {
    const tags = [
      'sk',
      'sk-SK',
      'hu-HU',
      'ro',
      'ro-MD',
      'uk-UA',
      'el',
      'el-CY',
      'ca-ES',
      'ca-ES-valencia',
    ];
    expect(tags.map(supportedLocale)).to.deep.equal([
      'sk',
      'sk',
      'hu',
      'ro',
      'ro',
      'uk',
      'el',
      'el',
      'ca',
      'ca',
    ]);
  });

  it('reads Bokmål for bare Norwegian, and the regional tags of the Nordic languages, Dutch and Czech', () => {
    expect(supportedLocale('no')).to.equal('nb');
    expect(supportedLocale('no-NO')).to.equal('nb');
    expect(supportedLocale('nb-NO')).to.equal('nb');
    expect(supportedLocale('nl-BE')).to.equal('nl');
    expect(supportedLocale('sv-FI')).to.equal('sv');
    expect(supportedLocale('da-DK')).to.equal('da');
    expect(supportedLocale('fi-FI')).to.equal('fi');
    expect(supportedLocale('cs-CZ')).to.equal('cs');
  });

  it('is English, silently, for a language without a catalog or nothing', () => {
    expect(supportedLocale('et')).to.equal('en');
    expect(supportedLocale('')).to.equal('en');
    expect(supportedLocale(undefined)).to.equal('en');
  });
});

describe('languageOf', () => {
  it("is the element's own lang, else its nearest ancestor's, through a shadow root", async () => {
    const root = await fixture<HTMLDivElement>(
      '<div lang="fr"><p lang="de"><span id="own" lang="it"></span><span id="parent"></span></p><div id="host"></div></div>',
    );
    expect(languageOf(root.querySelector('#own')!)).to.equal('it');
    expect(languageOf(root.querySelector('#parent')!)).to.equal('de');
    const shadow = root.querySelector('#host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<b></b>';
    expect(languageOf(shadow.querySelector('b')!)).to.equal('fr');
  });
});

describe('block text in the page language', () => {
  it('a German page loads the German catalog, once, and the close button reads "Schließen"', async () => {
    const root = await fixture<HTMLDivElement>(
      '<div lang="de-AT"><ib-modal id="de-1"><p>x</p></ib-modal><ib-modal id="de-2"><p>y</p></ib-modal></div>',
    );
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

  it('a key the catalog does not have yet shows in English, the rest of the catalog still applies', async () => {
    const german = (await import('../../packages/i18n/locales/de.ts')).default as {
      modal: { close?: string };
      search: { label: string };
    };
    const translated = german.modal.close;
    delete german.modal.close;
    try {
      await loadCatalog('de');
      expect(translator('de', 'modal', { close: 'Close' })('close')).to.equal('Close');
      expect(translator('de', 'search', search)('label')).to.equal(german.search.label);
      expect(german.search.label).to.not.equal(search.label);
    } finally {
      german.modal.close = translated;
    }
  });

  it('Dutch, Swedish, Danish, Norwegian (bare `no` reads Bokmål), Finnish and Czech pages load their catalogs', async () => {
    const languages = ['nl', 'sv', 'da', 'no', 'fi', 'cs'];
    const root = await fixture<HTMLDivElement>(
      `<div>${languages.map((lang) => `<div lang="${lang}"><ib-modal id="close-${lang}"><p>x</p></ib-modal></div>`).join('')}</div>`,
    );
    const names = () => [...root.querySelectorAll('[lang]')].map(closeName);
    await until(() => !names().includes('Close'));
    expect(names()).to.deep.equal(['Sluiten', 'Stäng', 'Luk', 'Lukk', 'Sulje', 'Zavřít']);
    expect(localeRequests().filter((path) => path.endsWith('/nb.ts'))).to.have.length(1);
  });

  it("Czech counts take the catalog's one, few, many (a fraction) and other forms, numbers written the Czech way", async () => {
    await loadCatalog('cs');
    const t = translator('cs', 'search', search);
    expect([1, 3, 5, 22, 1.5, 1234].map((count) => t('suggestionCount', { count }))).to.deep.equal([
      '1 výsledek',
      '3 výsledky',
      '5 výsledků',
      '22 výsledků',
      '1,5 výsledku',
      '1\u00a0234 výsledků',
    ]);
  });

  it('an English page stays English and fetches no catalog', async () => {
    performance.clearResourceTimings();
    const root = await fixture<HTMLDivElement>(
      '<div lang="en-GB"><ib-modal id="en-1"><p>x</p></ib-modal></div>',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closeName(root)).to.equal('Close');
    expect(localeRequests()).to.deep.equal([]);
  });

  it('without any lang, the page data language decides', async () => {
    (window as { ibPageData?: unknown }).ibPageData = {
      analytics: { siteMeta: { language: 'es' } },
    };
    resetPageData();
    const lang = document.documentElement.getAttribute('lang');
    document.documentElement.removeAttribute('lang');
    try {
      const root = await fixture<HTMLDivElement>(
        '<div><ib-modal id="es-1"><p>x</p></ib-modal></div>',
      );
      await until(() => closeName(root) === 'Cerrar');
    } finally {
      if (lang !== null) document.documentElement.setAttribute('lang', lang);
    }
  });

  it('changing lang at run time relabels the element', async () => {
    const root = await fixture<HTMLDivElement>(
      '<div lang="de"><ib-modal id="switch"><p>x</p></ib-modal></div>',
    );
    await until(() => closeName(root) === 'Schließen');
    root.setAttribute('lang', 'fr');
    await until(() => closeName(root) === 'Fermer');
    root.setAttribute('lang', 'en');
    await until(() => closeName(root) === 'Close');
  });

  it('the close-label attribute wins over the catalog', async () => {
    const root = await fixture<HTMLDivElement>(
      '<div lang="de"><ib-modal id="own" close-label="Zu"><p>x</p></ib-modal></div>',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closeName(root)).to.equal('Zu');
  });

  it("registerTranslation (the package root's) adds a language and corrects a built-in one; elements relabel at once", async () => {
    const root = await fixture<HTMLDivElement>(
      '<div><p lang="et"><ib-modal id="et"><p>x</p></ib-modal></p><p lang="de-CH"><ib-modal id="ch"><p>y</p></ib-modal></p></div>',
    );
    const [estonian, swiss] = [...root.querySelectorAll('ib-modal')].map(
      (modal) => () =>
        modal.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label'),
    );
    await until(() => swiss() === 'Schließen');
    expect(estonian()).to.equal('Close');
    registerTranslation('et', { modal: { close: 'Sulge' } });
    registerTranslation('de-CH', { modal: { close: 'Schliessen' } });
    await until(() => estonian() === 'Sulge' && swiss() === 'Schliessen');
  });

  it('strings registered before any block listens are there when one renders', async () => {
    registerTranslation('is', { modal: { close: 'Loka' } });
    const root = await fixture<HTMLDivElement>(
      '<div lang="is"><ib-modal id="is"><p>x</p></ib-modal></div>',
    );
    await until(() => closeName(root) === 'Loka');
  });

  it('the page script #ib-translations adds strings without a build', async () => {
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'ib-translations',
    });
    script.textContent = JSON.stringify({ lt: { modal: { close: 'Uždaryti' } } });
    document.body.append(script);
    const root = await fixture<HTMLDivElement>(
      '<div lang="lt"><ib-modal id="lt"><p>x</p></ib-modal></div>',
    );
    await until(() => closeName(root) === 'Uždaryti');
  });
});

describe('formatText', () => {
  const files = {
    one: '{count} plik',
    few: '{count} pliki',
    many: '{count} plików',
    other: '{count} pliku',
  };
  it("takes the language's plural form: Polish one, few, many", () => {
    expect([1, 2, 5, 22, 25].map((count) => formatText(files, 'pl', { count }))).to.deep.equal([
      '1 plik',
      '2 pliki',
      '5 plików',
      '22 pliki',
      '25 plików',
    ]);
  });

  it('Arabic has six forms', () => {
    const forms = {
      zero: 'z {count}',
      one: 'o {count}',
      two: 't {count}',
      few: 'f {count}',
      many: 'm {count}',
      other: 'x {count}',
    };
    expect(
      [0, 1, 2, 3, 11, 100].map((count) => formatText(forms, 'ar', { count }).split(' ')[0]),
    ).to.deep.equal(['z', 'o', 't', 'f', 'm', 'x']);
  });

  it('writes the count as the language writes numbers', () => {
    expect(
      formatText({ one: '{count} Treffer', other: '{count} Treffer' }, 'de', { count: 1234 }),
    ).to.equal('1.234 Treffer');
    expect(formatText('{count} results', 'en', { count: 1234 })).to.equal('1,234 results');
  });
});

describe('formatNumber', () => {
  it('writes a number as the language does, and a tag Intl rejects as English, without throwing', () => {
    expect(formatNumber(1234, 'de')).to.equal('1.234');
    expect(formatNumber(1234, 'xx-yy!')).to.equal('1,234');
  });

  it('writes every whole number under 1,000 as Intl does in each built-in language, without Intl where digits are plain', () => {
    const languages = [
      'en',
      'en-GB',
      'de',
      'es',
      'fr',
      'it',
      'pt-BR',
      'pl',
      'ru',
      'hr',
      'tr',
      'ja',
      'ko',
      'zh-CN',
      'id',
      'ar',
      'ar-EG',
      'he',
      'iw',
      'hi',
      'hi-IN',
      'th',
      'th-TH',
      'vi',
      'zh-TW',
      'zh-HK',
      'sk',
      'hu',
      'ro',
      'uk',
      'el',
      'el-GR',
      'ca',
      'nl',
      'sv',
      'da',
      'nb',
      'no',
      'fi',
      'cs',
      'fa',
      'hi-IN-u-nu-deva',
      'de-u-nu-arab',
    ];
    for (const language of languages) {
      for (const value of [0, 7, 42, 999, 1000, 12345, 2.5]) {
        expect(formatNumber(value, language), `${value} in ${language}`).to.equal(
          new Intl.NumberFormat(language).format(value),
        );
      }
    }
    expect(formatNumber(3, 'ar-EG')).to.equal('٣');
    expect(formatNumber(3, 'de-u-nu-arab')).to.equal('٣');
  });
});
