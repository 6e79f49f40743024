// The search tags in the element's language: the German catalog's texts, counts by German plural
// rules, result dates written the German way, and `*-label` attributes still winning.
import { resetPageData } from '../../packages/core/page-data.ts';
import { expect, fixture, until } from '../../packages/test-utils/index.ts';
import './ib-search-popover.ts';
import './ib-search-trigger.ts';
import './ib-search.ts';
import { apiResult, holdFetch, typeInto, type HeldFetch } from './test-support.ts';

const pageWindow = window as unknown as { ibPageData?: unknown };
const originalUrl = location.href;
let network: HeldFetch;

beforeEach(() => {
  network = holdFetch();
  pageWindow.ibPageData = {
    analytics: { siteMeta: { language: 'en' }, contentGrouping: { contentType: 'news' } },
  };
  resetPageData();
});
afterEach(() => {
  network.restore();
  history.replaceState(null, '', originalUrl);
  delete pageWindow.ibPageData;
  resetPageData();
});

/** One page of `count` results (the only page: no further page loads on its own). */
const results = (count: number) => ({
  results: Array.from({ length: count }, (_, index) => apiResult(`Result ${index + 1}`)),
  totalPages: 1,
});

describe('ib-search-popover in the page language', () => {
  async function openPopover(attributes = '') {
    const root = await fixture<HTMLElement>(`
      <div lang="de"><header id="bar">
        <ib-search-trigger><button type="button" id="trigger">Suche</button></ib-search-trigger>
        <ib-search-popover anchor="bar" ${attributes}></ib-search-popover>
      </header></div>`);
    const shadow = root.querySelector('ib-search-popover')!.shadowRoot!;
    const find = (selector: string) => shadow.querySelector<HTMLElement>(selector)!;
    root.querySelector<HTMLButtonElement>('#trigger')!.click();
    await until(() => !find('[part="panel"]').hidden);
    /** Types `query`, answers its request with `count` results and waits for the status to read `status`. */
    const search = async (query: string, count: number, status: string) => {
      const sent = network.calls.length;
      typeInto(find('[part="input"]') as HTMLInputElement, query);
      await until(() => network.calls.length > sent);
      network.calls[sent].answer(results(count));
      await until(
        () => find('[role="status"]').textContent === status,
        180,
        () => `(status: ${find('[role="status"]').textContent})`,
      );
    };
    return { find, search, legend: () => find('[part="filters-legend"]').textContent };
  }

  it('names the dialog, field, close button, scopes, list and view-all link, and counts, from the German catalog', async () => {
    const { find, search, legend } = await openPopover();
    await until(() => find('[part="close"]').getAttribute('aria-label') === 'Suche schließen');
    expect(find('[part="panel"]').getAttribute('aria-label')).to.equal('Suche');
    expect(find('[part="label"]').textContent).to.equal('Suche');
    expect(find('[part="input"]').getAttribute('placeholder')).to.equal('Website durchsuchen');
    expect(legend()).to.equal('Suchen in');
    expect(find('[data-filter="all"]').textContent).to.equal('Alle');
    expect(find('[data-filter="resources"]').textContent).to.equal('Ressourcen');
    typeInto(find('[part="input"]') as HTMLInputElement, 'ab');
    await until(() => !find('[part="hint"]').hidden);
    expect(find('[part="hint"]').textContent).to.equal(
      'Geben Sie mindestens 3 Zeichen ein, um zu suchen.',
    );
    await search('whatsapp', 1, '1 Ergebnis');
    expect(find('[part="listbox"]').getAttribute('aria-label')).to.equal('Vorschläge');
    expect(find('[part="view-all"]').textContent).to.equal('Alle Ergebnisse anzeigen');
    await search('whatsapp business', 3, '3 Ergebnisse');
    await search('nothing', 0, 'Keine Ergebnisse für „nothing“');
    expect(find('[part="empty"]').textContent).to.equal('Keine Ergebnisse für „nothing“');
    expect(network.calls[0].body.lang).to.equal('en'); // what is searched stays the page data's language
  });

  it('keeps a *-label attribute over the catalog', async () => {
    const { find, search, legend } = await openPopover(
      'close-label="Zumachen" count-one-label="Ein Treffer"',
    );
    await until(() => legend() === 'Suchen in');
    expect(find('[part="close"]').getAttribute('aria-label')).to.equal('Zumachen');
    await search('whatsapp', 1, 'Ein Treffer');
    await search('whatsapp business', 2, '2 Ergebnisse');
  });
});

describe('ib-search in the page language', () => {
  async function resultsPage(attributes = '') {
    history.replaceState(null, '', `${location.pathname}?s=sms`);
    const root = await fixture<HTMLElement>(
      `<div lang="de"><ib-search ${attributes}></ib-search></div>`,
    );
    const shadow = root.querySelector('ib-search')!.shadowRoot!;
    const find = (selector: string) => shadow.querySelector<HTMLElement>(selector)!;
    const status = () => find('[role="status"]').textContent;
    await until(() => network.calls.length === 1);
    return { find, status };
  }

  it('labels the page, counts and writes result dates in German', async () => {
    const { find, status } = await resultsPage();
    await until(() => status() === 'Ergebnisse werden geladen…');
    expect(find('[part="label"]').textContent).to.equal('Suche');
    expect(find('[part="input"]').getAttribute('placeholder')).to.equal('Website durchsuchen');
    expect(find('[part="filters-legend"]').textContent).to.equal('Inhaltstyp');
    expect([
      find('[data-filter="all"]').textContent,
      find('[data-filter="resources"]').textContent,
    ]).to.deep.equal(['Alle', 'Ressourcen']);
    network.calls[0].answer(results(2));
    await until(() => status() === '2 Ergebnisse angezeigt');
    expect(find('[part="results"]').getAttribute('aria-label')).to.equal('Suchergebnisse');
    expect(find('[part="result-meta"] time').textContent).to.equal('15.10.2026');
    expect(find('[part="load-more"]').textContent).to.equal('Weitere Ergebnisse laden');
    typeInto(find('[part="input"]') as HTMLInputElement, 'sms api');
    await until(() => network.calls.length === 2);
    network.calls[1].answer(results(1));
    await until(() => status() === '1 Ergebnis angezeigt');
    expect(network.calls[0].body.lang).to.equal('en'); // what is searched stays the page data's language
  });

  it('says a short query, a failure and no results in German', async () => {
    const { find, status } = await resultsPage();
    network.calls[0].fail();
    await until(
      () =>
        status() === 'Die Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
    expect(find('[part="error"]').textContent).to.equal(status());
    typeInto(find('[part="input"]') as HTMLInputElement, 'ab');
    await until(() => status() === 'Geben Sie mindestens 3 Zeichen ein, um zu suchen.');
    typeInto(find('[part="input"]') as HTMLInputElement, 'nothing');
    await until(() => network.calls.length === 2);
    network.calls[1].answer({ results: [], totalPages: 0 });
    await until(() => status() === 'Keine Ergebnisse für „nothing“.');
    expect(find('[part="empty"]').textContent).to.equal(status());
  });

  it('keeps a *-label attribute over the catalog; count-label alone serves every count', async () => {
    const { find, status } = await resultsPage(
      'load-more-label="Mehr" count-label="Treffer: {count}"',
    );
    await until(() => find('[part="filters-legend"]').textContent === 'Inhaltstyp');
    network.calls[0].answer(results(1));
    await until(() => status() === 'Treffer: 1');
    expect(find('[part="load-more"]').textContent).to.equal('Mehr');
  });
});
