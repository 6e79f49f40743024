import { html, type TemplateResult } from 'lit';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  captureErrors,
  deepActiveElement,
  expect,
  expectAccessible,
  fakeTimeouts,
  fixture,
  frames,
  press,
  releaseClock,
  settleTasks as settle,
  type FakeClock,
} from '../../packages/test-utils/index.ts';
import './ib-search.ts';
import type { IbSearch } from './ib-search.ts';
import {
  SPEC_RESOURCE_TYPES,
  apiResult,
  holdFetch,
  typeInto,
  type HeldFetch,
} from './test-support.ts';

const pageWindow = window as unknown as { ibPageData?: unknown };

const TYPES = JSON.stringify([
  { value: 'news', label: 'News' },
  { value: 'webinars', label: 'Webinars' },
  { value: 'page', label: 'Pages' },
]);

/** `count` results named `${prefix} n`. */
const resultsPage = (prefix: string, count: number, totalPages: number) => ({
  results: Array.from({ length: count }, (_, index) => apiResult(`${prefix} ${index + 1}`)),
  totalPages,
});

let network: HeldFetch;

/** An earlier test's Back leaves entries ahead; a push drops them, so Back stays among ours. */
const dropForwardEntries = () => history.pushState(null, '', location.href);

/**
 * Counts the history entries the element adds. Not `history.length`: Chromium keeps at most 50
 * entries, and the runner reuses a page across test files, so a long run reaches the cap and a
 * push no longer changes the length. A spy, so the pushes still happen.
 */
const countPushes = () => sinon.spy(history, 'pushState');

/**
 * Back, as the browser's button goes (a traversal that fires popstate), to the entry before this
 * one. Through the Navigation API with that entry's key, not `history.back()`: the runner reuses
 * its page across test files, and a traversal must never leave the test page for an earlier
 * file's entry (the run would stop); when the entry before is not this page's, the test fails.
 */
/**
 * Types `text` into the empty field with the real keyboard. A visitor's typing is a user
 * activation, and Chromium treats entries pushed without one as the first to drop once a page's
 * history is full (50 entries, which a page the runner reuses reaches in a full run): with
 * synthetic events the entries these tests go Back to vanished there.
 */
async function typeReally(input: HTMLInputElement, text: string): Promise<void> {
  input.value = '';
  input.focus();
  await sendKeys({ type: text });
}

/** Presses Enter in the field with the real keyboard (a user activation, as above), where the page is scrolled. */
async function submitReally(input: HTMLInputElement): Promise<void> {
  input.focus({ preventScroll: true });
  await sendKeys({ press: 'Enter' });
}

async function goBack(): Promise<void> {
  const entries = navigation.entries();
  const previous = entries[navigation.currentEntry!.index - 1];
  expect(
    previous?.sameDocument,
    `entry before is this page's (${entries.length} entries, at ${navigation.currentEntry!.index})`,
  ).to.equal(true);
  const arrived = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  await navigation.traverseTo(previous!.key).finished;
  await arrived;
}

/** A test's fake timeouts, released (what they hold run, then restored) after it. */
let clock: FakeClock | undefined;
const originalUrl = location.href;

async function setup(query: string, template?: TemplateResult, state: unknown = null) {
  history.replaceState(state, '', `${location.pathname}${query}`);
  pageWindow.ibPageData = { analytics: { siteMeta: { language: 'en' } } };
  resetPageData();
  const root = await fixture<HTMLElement>(
    template ?? html`<div><ib-search types=${TYPES}></ib-search></div>`,
  );
  const search = root.querySelector('ib-search')!;
  const shadow = search.shadowRoot!;
  const input = () => shadow.querySelector<HTMLInputElement>('[part="input"]')!;
  const box = (key: string) =>
    shadow.querySelector<HTMLInputElement>(`[part="filter-input"][value="${key}"]`)!;
  const checked = () =>
    [...shadow.querySelectorAll<HTMLInputElement>('[part="filter-input"]')]
      .filter((item) => item.checked)
      .map((item) => item.value);
  const titles = () =>
    [...shadow.querySelectorAll('[part="result-link"]')].map((link) => link.textContent);
  const loader = () => !shadow.querySelector<HTMLElement>('[part="loader"]')!.hidden;
  const empty = () => !shadow.querySelector<HTMLElement>('[part="empty"]')!.hidden;
  const loadMore = () => shadow.querySelector<HTMLButtonElement>('[part="load-more"]')!;
  await settle();
  return { root, search, shadow, input, box, checked, titles, loader, empty, loadMore };
}

describe('ib-search (results page)', () => {
  beforeEach(() => {
    network = holdFetch();
  });
  afterEach(async () => {
    await releaseClock(clock);
    clock = undefined;
    network.restore();
    (history.pushState as Partial<sinon.SinonSpy>).restore?.(); // a failed history test's spy
    history.replaceState(null, '', originalUrl);
    window.scrollTo(0, 0);
    delete pageWindow.ibPageData;
    resetPageData();
  });

  it('reads s, post_type and lang from the URL and sends the results-page request', async () => {
    const { checked, input } = await setup('?s=whatsapp&lang=de&post_type=news,webinars');
    expect(input().value).to.equal('whatsapp');
    expect(checked()).to.deep.equal(['type:news', 'type:webinars']);
    expect(network.calls.length).to.equal(1);
    const [call] = network.calls;
    expect(call.url).to.equal('/wp-json/infobip2024/v1/search');
    expect(call.init.method).to.equal('POST');
    expect(call.init.credentials).to.equal('same-origin');
    expect((call.init.headers as Record<string, string>)['Content-Type']).to.equal(
      'application/json',
    );
    expect(call.init.signal instanceof AbortSignal).to.equal(true);
    expect(call.body).to.deep.equal({
      s: 'whatsapp',
      lang: 'de',
      post_type: ['news', 'webinars'],
      per_page: 20,
      page: 1,
    });
  });

  it('ticks resources for the resource list the popover sends, and all for any', async () => {
    const first = await setup(`?s=abc&post_type=${SPEC_RESOURCE_TYPES.join(',')}`);
    expect(first.checked()).to.deep.equal(['resources']);
    const second = await setup('?s=abc&post_type=any');
    expect(second.checked()).to.deep.equal(['all']);
  });

  it('an empty query runs; 1 or 2 characters run nothing; 3 run after 100 ms', async () => {
    const { input } = await setup('');
    expect(network.calls.map((call) => call.body.s)).to.deep.equal(['']);
    clock = fakeTimeouts();
    typeInto(input(), 'ab');
    await clock.tickAsync(500);
    await settle();
    expect(network.calls.length).to.equal(1);
    typeInto(input(), 'abc');
    await clock.tickAsync(99);
    expect(network.calls.length).to.equal(1);
    await clock.tickAsync(1);
    await settle();
    expect(network.calls.map((call) => call.body.s)).to.deep.equal(['', 'abc']);
    typeInto(input(), '');
    await clock.tickAsync(100);
    await settle();
    expect(network.calls.map((call) => call.body.s)).to.deep.equal(['', 'abc', '']);
  });

  it('1 or 2 characters run no search: the page says why (politely) and drops the results of the earlier query', async () => {
    const { input, titles, shadow } = await setup('?s=sms');
    const shown = (part: string) => !shadow.querySelector<HTMLElement>(`[part="${part}"]`)!.hidden;
    const status = () => shadow.querySelector('[role="status"]')!.textContent;
    network.calls[0].answer(resultsPage('Sms', 3, 1));
    await settle();
    expect(titles().length).to.equal(3);
    expect(shown('hint')).to.equal(false);
    clock = fakeTimeouts();
    typeInto(input(), '5G');
    await clock.tickAsync(100);
    await settle();
    expect(network.calls.length).to.equal(1);
    expect(titles()).to.deep.equal([]);
    expect([shown('hint'), shown('empty'), shown('load-more')]).to.deep.equal([true, false, false]);
    expect(shadow.querySelector('[part="hint"]')!.textContent).to.equal(
      'Type at least 3 characters to search.',
    );
    expect(status()).to.equal('Type at least 3 characters to search.'); // role=status: announced politely
    typeInto(input(), '5G api');
    await clock.tickAsync(100);
    await settle();
    expect(shown('hint')).to.equal(false);
    expect(network.calls.map((call) => call.body.s)).to.deep.equal(['sms', '5G api']);
  });

  it('a results page opened with a 1-2 character query sends nothing and shows the hint label', async () => {
    const { shadow } = await setup(
      '?s=AI',
      html`<div><ib-search hint-label="Mindestens 3 Zeichen eingeben."></ib-search></div>`,
    );
    expect(network.calls.length).to.equal(0);
    expect(shadow.querySelector<HTMLElement>('[part="hint"]')!.hidden).to.equal(false);
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal(
      'Mindestens 3 Zeichen eingeben.',
    );
  });

  it('a failed request clears stale results and says so; a failed later page keeps the pages before it', async () => {
    const { box, titles, shadow, loadMore } = await setup('?s=sms');
    const error = () => shadow.querySelector<HTMLElement>('[part="error"]')!;
    const status = () => shadow.querySelector('[role="status"]')!.textContent;
    network.calls[0].answer(resultsPage('Old', 3, 1));
    await settle();
    box('type:news').click();
    await settle();
    network.calls[1].fail();
    await settle();
    expect(titles()).to.deep.equal([]);
    expect([error().hidden, error().textContent, status()]).to.deep.equal([
      false,
      'Could not load results. Please try again.',
      'Could not load results. Please try again.',
    ]);
    box('type:webinars').click();
    await settle();
    expect(error().hidden).to.equal(true); // while the next request runs
    network.calls[2].answer(resultsPage('Two pages', 20, 2));
    await settle();
    expect(error().hidden).to.equal(true);
    loadMore().click();
    await settle();
    network.calls[3].answer({ code: 'rest_error' }, 500);
    await settle();
    expect([titles().length, error().hidden, loadMore().hidden]).to.deep.equal([20, false, false]);
  });

  it('an aborted request says nothing', async () => {
    const { box, shadow } = await setup('?s=sms');
    box('type:news').click(); // aborts the first request
    await settle();
    expect(network.calls[0].init.signal!.aborted).to.equal(true);
    network.calls[1].answer(resultsPage('News', 1, 1));
    await settle();
    expect(shadow.querySelector<HTMLElement>('[part="error"]')!.hidden).to.equal(true);
  });

  it('shows the loader while a request runs and the empty state when page 1 is empty', async () => {
    const { loader, empty, shadow } = await setup('?s=nothing');
    expect(loader()).to.equal(true);
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal('Loading results…');
    network.calls[0].answer({ results: [], totalPages: 0 });
    await settle();
    expect(loader()).to.equal(false);
    expect(empty()).to.equal(true);
    expect(shadow.querySelector('[part="empty"]')!.textContent).to.equal(
      'No results for “nothing”.',
    );
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal(
      'No results for “nothing”.',
    );
  });

  it('later result pages never show the empty state; page 1 with no results does', async () => {
    const { titles, loadMore, empty, box, shadow } = await setup('?s=sms');
    const status = () => shadow.querySelector('[role="status"]')!.textContent;
    network.calls[0].answer(resultsPage('First', 20, 2));
    await settle();
    loadMore().click();
    await settle();
    expect(network.calls[1].body.page).to.equal(2);
    network.calls[1].answer({ results: [], totalPages: 2 }); // page 2 came back empty
    await settle();
    expect([titles().length, empty(), status()]).to.deep.equal([20, false, '20 results shown']);
    box('type:news').click();
    await settle();
    network.calls[2].answer({ results: [], totalPages: 0 });
    await settle();
    expect([titles().length, empty(), status()]).to.deep.equal([0, true, 'No results for “sms”.']);
  });

  it('page 1 replaces, Load more appends the next page and moves focus to its first result', async () => {
    const { titles, loadMore, shadow, empty } = await setup('?s=sms');
    network.calls[0].answer(resultsPage('First', 20, 3));
    await settle();
    expect(titles().length).to.equal(20);
    expect(empty()).to.equal(false);
    expect(loadMore().hidden).to.equal(false);
    loadMore().click();
    await settle();
    expect(network.calls[1].body.page).to.equal(2);
    network.calls[1].answer(resultsPage('Second', 20, 3));
    await settle();
    expect(titles().length).to.equal(40);
    expect([titles()[0], titles()[20]]).to.deep.equal(['First 1', 'Second 1']);
    expect(deepActiveElement()?.textContent).to.equal('Second 1');
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal('40 results shown');
    loadMore().click();
    await settle();
    network.calls[2].answer(resultsPage('Third', 5, 3));
    await settle();
    expect(titles().length).to.equal(45);
    expect(loadMore().hidden).to.equal(true); // no page left
  });

  it('loads the next page when the last result scrolls into view', async () => {
    const { shadow } = await setup('?s=scroll');
    network.calls[0].answer(resultsPage('Item', 20, 2));
    await settle();
    await frames(2);
    expect(network.calls.length).to.equal(1); // the last result is below the fold
    const items = shadow.querySelectorAll('[part="result"]');
    items[items.length - 1].scrollIntoView();
    await frames(3);
    await settle();
    expect(network.calls.length).to.equal(2);
    expect(network.calls[1].body.page).to.equal(2);
    window.scrollTo(0, 0);
  });

  it('a change of query or filters goes back to page 1 and replaces the results', async () => {
    const { titles, loadMore, input, box } = await setup('?s=sms');
    network.calls[0].answer(resultsPage('First', 20, 3));
    await settle();
    loadMore().click();
    await settle();
    network.calls[1].answer(resultsPage('Second', 20, 3));
    await settle();
    box('type:news').click();
    await settle();
    expect(network.calls[2].body).to.include({ page: 1, post_type: 'news' });
    network.calls[2].answer(resultsPage('News', 3, 1));
    await settle();
    expect(titles()).to.deep.equal(['News 1', 'News 2', 'News 3']);
    clock = fakeTimeouts();
    typeInto(input(), 'mms');
    await clock.tickAsync(100);
    await settle();
    expect(network.calls[3].body).to.include({ page: 1, s: 'mms' });
  });

  it('checkboxes: resources and types uncheck all, all clears them, nothing checked re-checks all', async () => {
    const { box, checked } = await setup('?s=abc');
    expect(checked()).to.deep.equal(['all']);
    box('resources').click();
    await settle();
    expect(checked()).to.deep.equal(['resources']);
    expect(network.calls.at(-1)!.body.post_type).to.deep.equal([...SPEC_RESOURCE_TYPES]);
    box('type:page').click();
    await settle();
    expect(checked()).to.deep.equal(['resources', 'type:page']);
    expect(network.calls.at(-1)!.body.post_type).to.deep.equal([...SPEC_RESOURCE_TYPES, 'page']);
    box('all').click();
    await settle();
    expect(checked()).to.deep.equal(['all']);
    expect(network.calls.at(-1)!.body.post_type).to.equal('any');
    box('type:news').click();
    await settle();
    box('type:news').click(); // unchecking the last one
    await settle();
    expect(checked()).to.deep.equal(['all']);
    box('all').click(); // 'all' stays on when nothing else is checked
    await settle();
    expect(checked()).to.deep.equal(['all']);
  });

  it('an identical search sends no new request: all unticked alone, Enter on the query shown, typing back to it', async () => {
    const { box, checked, input, titles } = await setup('?s=sms');
    box('all').click(); // re-ticked by rule while the first answer is on its way
    await settle();
    expect([checked(), network.calls.length, network.calls[0].init.signal!.aborted]).to.deep.equal([
      ['all'],
      1,
      false,
    ]);
    network.calls[0].answer(resultsPage('Sms', 3, 1));
    await settle();
    box('all').click();
    await settle();
    await submitReally(input());
    await settle();
    clock = fakeTimeouts();
    typeInto(input(), 'smsc');
    await clock.tickAsync(50);
    typeInto(input(), 'sms');
    await clock.tickAsync(100);
    await settle();
    expect([checked(), network.calls.length, titles().length]).to.deep.equal([['all'], 1, 3]);
    // A real change still goes out, also back to filters searched before.
    box('type:news').click();
    await settle();
    box('type:news').click();
    await settle();
    expect(network.calls.map((call) => call.body.post_type)).to.deep.equal(['any', 'news', 'any']);
    // A failed search is not on show: the same search again retries it.
    network.calls[2].fail();
    await settle();
    await submitReally(input());
    await settle();
    expect(network.calls.length).to.equal(4);
    expect(network.calls[3].body).to.deep.equal(network.calls[2].body);
  });

  it('keeps the URL in step with the search', async () => {
    const { box } = await setup('?keep=1&s=abc&custom');
    box('type:webinars').click();
    await settle();
    const params = new URLSearchParams(location.search);
    expect([
      params.get('keep'),
      params.get('s'),
      params.get('lang'),
      params.get('post_type'),
      String(params.has('custom')),
    ]).to.deep.equal(['1', 'abc', 'en', 'webinars', 'false']);
  });

  it('history: typing adds one entry, not one per keystroke; each submitted query is an entry; Back returns to it with its results', async () => {
    dropForwardEntries();
    const { input, titles } = await setup('?s=sms');
    network.calls[0].answer(resultsPage('Sms', 2, 1));
    await settle();
    await typeReally(input(), 'rcs');
    press('Enter', input()); // the entry Back ends on: one the element made, not the test
    await settle();
    network.calls.at(-1)!.answer(resultsPage('Rcs', 2, 1));
    await settle();
    const pushes = countPushes();
    const addressQuery = () => new URLSearchParams(location.search).get('s');
    clock = fakeTimeouts();
    await typeReally(input(), 'whats');
    await clock.tickAsync(100);
    await settle();
    await typeReally(input(), 'whatsapp');
    await clock.tickAsync(100);
    await settle();
    press('Enter', input()); // submits the query typed so far: still the same entry
    await settle();
    expect([pushes.callCount, addressQuery()]).to.deep.equal([1, 'whatsapp']);
    network.calls.at(-1)!.answer(resultsPage('Whatsapp', 3, 1));
    await settle();
    await typeReally(input(), 'viber');
    press('Enter', input()); // submitted before the debounce: a new entry at once
    await settle();
    expect([pushes.callCount, addressQuery()]).to.deep.equal([2, 'viber']);
    network.calls.at(-1)!.answer(resultsPage('Viber', 1, 1));
    await settle();
    const sent = network.calls.length;
    press('Enter', input()); // the same query again adds nothing, and sends nothing
    await settle();
    expect([pushes.callCount, network.calls.length]).to.deep.equal([2, sent]);
    pushes.restore();

    const back = async () => {
      await goBack();
      await settle();
    };
    await back();
    expect([input().value, addressQuery(), network.calls.at(-1)!.body.s]).to.deep.equal([
      'whatsapp',
      'whatsapp',
      'whatsapp',
    ]);
    network.calls.at(-1)!.answer(resultsPage('Whatsapp', 3, 1));
    await settle();
    expect(titles()).to.deep.equal(['Whatsapp 1', 'Whatsapp 2', 'Whatsapp 3']);
    await back();
    expect([input().value, network.calls.at(-1)!.body.s]).to.deep.equal(['rcs', 'rcs']);
  });

  it('history: Back brings the previous query back with the pages it showed and its scroll position', async () => {
    dropForwardEntries();
    const { input, titles, loadMore } = await setup('?s=sms');
    network.calls[0].answer(resultsPage('Sms', 2, 1));
    await settle();
    await typeReally(input(), 'rcs');
    press('Enter', input()); // the entry Back returns to: one the element made, not the test
    await settle();
    network.calls[1].answer(resultsPage('Rcs', 20, 3));
    await settle();
    loadMore().click();
    await settle();
    network.calls[2].answer(resultsPage('More', 20, 3));
    await settle();
    window.scrollTo(0, 700);
    await frames(1);
    const pushes = countPushes();
    typeInto(input(), 'viber');
    await submitReally(input()); // where the visitor scrolled to: the page stays at 700
    await settle();
    pushes.restore();
    expect(pushes.callCount).to.equal(1);
    network.calls[3].answer(resultsPage('Viber', 2, 1));
    await settle();
    window.scrollTo(0, 0);
    await goBack();
    await settle();
    expect(network.calls[4].body).to.include({ s: 'rcs', page: 1 });
    network.calls[4].answer(resultsPage('Rcs', 20, 3));
    await settle();
    expect(network.calls[5].body).to.include({ s: 'rcs', page: 2 });
    network.calls[5].answer(resultsPage('More', 20, 3));
    await settle();
    await frames(1);
    expect(titles().length).to.equal(40);
    expect(network.calls.length).to.equal(6); // the two pages shown, no third
    expect(Math.round(window.scrollY)).to.equal(700);
  });

  it('history: following a result keeps the pages and scroll position in the entry, and a fresh load of it restores them', async () => {
    const { titles, loadMore, shadow } = await setup('?s=sms');
    network.calls[0].answer(resultsPage('Sms', 20, 3));
    await settle();
    loadMore().click();
    await settle();
    network.calls[1].answer(resultsPage('More', 20, 3));
    await settle();
    window.scrollTo(0, 900);
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    try {
      shadow.querySelectorAll<HTMLAnchorElement>('[part="result-link"]')[25].click();
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
    const saved = (history.state as { ibSearch?: unknown } | null)?.ibSearch;
    expect(saved).to.deep.equal({ pages: 2, scroll: 900 });
    expect(titles().length).to.equal(40);

    // What the browser gives back on returning to the entry without its back-forward cache.
    const state = history.state as unknown;
    const address = `${location.search}`;
    window.scrollTo(0, 0);
    const again = await setup(address, undefined, state);
    expect(network.calls[2].body).to.include({ s: 'sms', page: 1 });
    network.calls[2].answer(resultsPage('Sms', 20, 3));
    await settle();
    expect(network.calls[3].body).to.include({ s: 'sms', page: 2 });
    network.calls[3].answer(resultsPage('More', 20, 3));
    await settle();
    await frames(1);
    expect(again.titles().length).to.equal(40);
    expect(Math.round(window.scrollY)).to.equal(900);
  });

  it('history: a page that fails while an entry comes back ends the return: it is not sent again, Load more retries', async () => {
    const { titles, loadMore, shadow } = await setup('?s=sms', undefined, {
      ibSearch: { pages: 3, scroll: 500 },
    });
    network.calls[0].answer(resultsPage('Sms', 20, 3));
    await settle();
    expect(network.calls[1].body).to.include({ s: 'sms', page: 2 });
    network.calls[1].fail();
    await settle();
    await frames(1);
    expect(network.calls.length).to.equal(2);
    const error = shadow.querySelector<HTMLElement>('[part="error"]')!;
    expect([titles().length, error.hidden, loadMore().hidden]).to.deep.equal([20, false, false]);
    loadMore().click();
    await settle();
    expect(network.calls[2].body).to.include({ s: 'sms', page: 2 });
    network.calls[2].answer(resultsPage('More', 20, 3));
    await settle();
    await frames(1);
    expect([titles().length, network.calls.length]).to.deep.equal([40, 3]); // page 3 waits for the visitor
  });

  it('sends every field of an enclosing form: repeated names as lists, single values as scalars', async () => {
    const { root, search } = await setup(
      '?s=form',
      html`<form>
        <input type="hidden" name="region" value="emea" />
        <input type="checkbox" name="tag" value="sms" checked />
        <input type="checkbox" name="tag" value="rcs" checked />
        <select name="sort">
          <option value="date">Date</option>
          <option value="relevance">Relevance</option>
        </select>
        <ib-search></ib-search>
      </form>`,
    );
    expect(search.localName).to.equal('ib-search');
    expect(network.calls[0].body).to.deep.equal({
      region: 'emea',
      tag: ['sms', 'rcs'],
      sort: 'date',
      s: 'form',
      lang: 'en',
      post_type: 'any',
      per_page: 20,
      page: 1,
    });
    const select = root.querySelector('select')!;
    select.value = 'relevance';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(network.calls[1].body).to.include({ sort: 'relevance', page: 1 });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.dispatchEvent(submit);
    await settle();
    expect(submit.defaultPrevented).to.equal(true);
    expect(network.calls.length).to.equal(2); // nothing changed: the search on its way is the one
    root.querySelector<HTMLInputElement>('input[name="region"]')!.value = 'apac';
    root.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(network.calls.length).to.equal(3);
    expect(network.calls[2].body).to.include({ region: 'apac', page: 1 });
  });

  it('a newer request aborts the older one, whose late answer is never shown', async () => {
    const { input, titles } = await setup('?s=first');
    clock = fakeTimeouts();
    typeInto(input(), 'second');
    await clock.tickAsync(100);
    await settle();
    const [older, newer] = network.calls;
    expect(older.init.signal!.aborted).to.equal(true);
    newer.answer(resultsPage('Newer', 2, 1));
    await settle();
    older.answer(resultsPage('Older', 2, 1));
    await settle();
    expect(titles()).to.deep.equal(['Newer 1', 'Newer 2']);
  });

  it('swallows failures: no error, no empty state, the page keeps working', async () => {
    const { titles, empty, loader, box } = await setup('?s=fail');
    const errors = await captureErrors(async () => {
      network.calls[0].answer({ code: 'rest_error' }, 500);
      await settle();
      box('type:news').click();
      await settle();
      network.calls[1].fail();
      await settle();
    });
    expect(errors.length).to.equal(0);
    expect([titles().length, empty(), loader()]).to.deep.equal([0, false, false]);
    box('type:webinars').click();
    await settle();
    network.calls[2].answer(resultsPage('Works', 1, 1));
    await settle();
    expect(titles()).to.deep.equal(['Works 1']);
  });

  it('titles and excerpts from the answer stay text: hostile payloads run nothing', async () => {
    const alerted = sinon.stub(window, 'alert');
    try {
      const { titles, shadow } = await setup('?s=hostile');
      network.calls[0].answer({
        results: [
          apiResult('<img src=x onerror=alert(1)>Title', '/a/', {
            excerpt: '<script>alert(2)</script><b>Bold</b> &amp; text',
          }),
          apiResult('&lt;script&gt;alert(3)&lt;/script&gt;', '/b/', {
            excerpt: '<a href="javascript:alert(4)">click</a>',
          }),
          apiResult('Script link', 'javascript:alert(5)'),
        ],
        totalPages: 1,
      });
      await settle();
      await frames(1);
      expect(titles()).to.deep.equal([
        '<img src=x onerror=alert(1)>Title',
        '<script>alert(3)</script>',
      ]);
      const excerpts = [...shadow.querySelectorAll('[part="result-excerpt"]')].map(
        (node) => node.textContent,
      );
      expect(excerpts).to.deep.equal(['Bold & text', 'click']);
      expect(shadow.querySelectorAll('img, script, b').length).to.equal(0);
      expect([...shadow.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal([
        '/a/',
        '/b/',
      ]);
      expect(alerted.called).to.equal(false);
    } finally {
      alerted.restore();
    }
  });

  it('says how many results the query has, above the list, with the plural form of the count', async () => {
    const { shadow } = await setup('?s=sms');
    const count = () => shadow.querySelector<HTMLElement>('[part="count"]')!;
    network.calls[0].answer({ ...resultsPage('SMS', 20, 1), totalPages: 1 });
    await settle();
    expect(count().hidden).to.equal(false);
    expect(count().textContent).to.equal('20 results for “sms”');
    // The answer's total counts every page, not only the one shown.
    await typeReally(shadow.querySelector<HTMLInputElement>('[part="input"]')!, 'rcs');
    await sendKeys({ press: 'Enter' });
    await settle();
    network.calls[1].answer({ ...resultsPage('RCS', 20, 2), total: 21 });
    await settle();
    expect(count().textContent).to.equal('21 results for “rcs”');
    await typeReally(shadow.querySelector<HTMLInputElement>('[part="input"]')!, 'mms');
    await sendKeys({ press: 'Enter' });
    await settle();
    network.calls[2].answer({ ...resultsPage('MMS', 1, 1), total: 1 });
    await settle();
    expect(count().textContent).to.equal('1 result for “mms”');
    // Nothing found: the empty message, no count.
    await typeReally(shadow.querySelector<HTMLInputElement>('[part="input"]')!, 'zzz');
    await sendKeys({ press: 'Enter' });
    await settle();
    network.calls[3].answer({ results: [], totalPages: 0, total: 0 });
    await settle();
    expect(count().hidden).to.equal(true);
  });

  it('marks each word of the query in titles and excerpts, whatever its case and accents', async () => {
    const { shadow } = await setup('?s=sms%20ere');
    network.calls[0].answer({
      results: [
        apiResult('SMS and the Ère of chat', '/a/', {
          excerpt: 'Send an sms, then an SMS: ère, ere, ERE.',
        }),
      ],
      totalPages: 1,
    });
    await settle();
    const marks = (part: string) =>
      [...shadow.querySelectorAll(`[part="${part}"] mark`)].map((mark) => mark.textContent);
    expect(marks('result-link')).to.deep.equal(['SMS', 'Ère']);
    expect(marks('result-excerpt')).to.deep.equal(['sms', 'SMS', 'ère', 'ere', 'ERE']);
    expect(shadow.querySelector('[part="result-link"]')!.textContent).to.equal(
      'SMS and the Ère of chat',
    );
  });

  it('a hostile title stays text when its words are marked', async () => {
    const alerted = sinon.stub(window, 'alert');
    try {
      const { shadow, titles } = await setup('?s=img%20title');
      network.calls[0].answer({
        results: [apiResult('<img src=x onerror=alert(1)>Title', '/a/')],
        totalPages: 1,
      });
      await settle();
      await frames(1);
      expect(titles()).to.deep.equal(['<img src=x onerror=alert(1)>Title']);
      expect(
        [...shadow.querySelectorAll('[part="result-link"] mark')].map((mark) => mark.textContent),
      ).to.deep.equal(['img', 'Title']);
      expect(shadow.querySelectorAll('img').length).to.equal(0);
      // Only text nodes and <mark>s inside the title.
      const link = shadow.querySelector('[part="result-link"] bdi')!;
      expect([...link.childNodes].map((node) => node.nodeName)).to.deep.equal([
        '#text',
        'MARK',
        '#text',
        'MARK',
      ]);
      expect(alerted.called).to.equal(false);
    } finally {
      alerted.restore();
    }
  });

  it('fires ib-search-results with query, page and total pages', async () => {
    const { search } = await setup('?s=event');
    const details: unknown[] = [];
    search.addEventListener('ib-search-results', (event) =>
      details.push((event as CustomEvent).detail),
    );
    network.calls[0].answer(resultsPage('Event', 4, 1));
    await settle();
    expect(details).to.deep.equal([{ query: 'event', page: 1, total: 1, count: 4 }]);
  });

  it('Enter in the field searches at once; per-page and endpoint attributes are used', async () => {
    const { input } = await setup(
      '?s=abc',
      html`<div><ib-search per-page="5" endpoint="/api/find"></ib-search></div>`,
    );
    typeInto(input(), 'abcd');
    press('Enter', input());
    await settle();
    expect(network.calls.map((call) => [call.url, call.body.s, call.body.per_page])).to.deep.equal([
      ['/api/find', 'abc', 5],
      ['/api/find', 'abcd', 5],
    ]);
  });

  it('is accessible with results', async () => {
    const { search } = await setup('?s=a11y');
    network.calls[0].answer(resultsPage('Accessible', 3, 2));
    await settle();
    await expectAccessible(search as IbSearch);
  });
});
