import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  type FakeClock,
  fakeTimeouts,
  fixture,
  frames,
  nextTask,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-pricing-table.ts';
import type { IbPricingTable } from './ib-pricing-table.ts';

const countries = [
  'Germany',
  'France',
  'Côte d’Ivoire',
  'United States',
  'United Kingdom',
  'Brazil',
  'India',
  'Japan',
];
const channels = ['SMS', 'WhatsApp', 'Viber', 'RCS', 'Voice', 'Email', 'Push', 'Live chat'];

const row = (country: string, i: number, details: boolean) =>
  `<tr id="row-${i}"><th scope="row">${country}</th>${channels.map((_, c) => `<td>€0.0${c}${i}</td>`).join('')}</tr>` +
  (details
    ? `<tr data-details id="details-${i}"><td colspan="${channels.length + 1}">Volume discounts for ${country} start at 100,000 messages.</td></tr>`
    : '');

const markup = (attrs = '') => `
  <ib-pricing-table ${attrs}>
    <table>
      <caption>Channel prices per message</caption>
      <thead><tr><th scope="col">Country</th>${channels.map((channel) => `<th scope="col">${channel}</th>`).join('')}</tr></thead>
      <tbody>${countries.map((country, i) => row(country, i, i % 2 === 0)).join('')}</tbody>
    </table>
  </ib-pricing-table>`;

/** A narrow box so the table scrolls sideways, short so it scrolls down. */
const boxed = (attrs = '') =>
  `<div class="wide" style="width: 50rem"><style>.wide th, .wide td { min-width: 8rem }</style>${markup(attrs).replace('<ib-pricing-table', '<ib-pricing-table style="--ib-pricing-table-max-height: 200px"')}</div>`;

const part = (el: IbPricingTable, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const scroller = (el: IbPricingTable) => part(el, 'scroller');
const input = (el: IbPricingTable) => part(el, 'input') as HTMLInputElement;
const mainRows = (el: IbPricingTable) => [
  ...el.querySelectorAll<HTMLTableRowElement>('tbody tr:not([data-details])'),
];
const shownRows = (el: IbPricingTable) =>
  mainRows(el)
    .filter((r) => !r.hidden)
    .map((r) => r.cells[0].textContent);
const toggle = (el: IbPricingTable, i: number) =>
  el.querySelector<HTMLButtonElement>(`#row-${i} [data-ib-pricing-toggle]`)!;
const details = (el: IbPricingTable, i: number) =>
  el.querySelector<HTMLTableRowElement>(`#details-${i}`)!;

async function mount(html = boxed()) {
  const wrapper = await fixture<HTMLElement>(html);
  const el = (
    wrapper.localName === 'ib-pricing-table' ? wrapper : wrapper.querySelector('ib-pricing-table')!
  ) as IbPricingTable;
  await frames(2);
  await el.updateComplete;
  return el;
}

function collect<T>(el: Element, name: string) {
  const seen: T[] = [];
  el.addEventListener(name, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

before(() => setViewport({ width: 1200, height: 800 }));
afterEach(() => sinon.restore());

describe('ib-pricing-table region and scrolling', function () {
  this.timeout(30000); // axe over a full table on a busy machine
  it('wraps the table in a named region that takes focus only when it scrolls', async () => {
    const el = await mount();
    expect([
      scroller(el).getAttribute('role'),
      scroller(el).getAttribute('aria-label'),
      scroller(el).getAttribute('tabindex'),
    ]).to.deep.equal(['region', 'Channel prices per message', '0']);
    await expectAccessible(el);
    const wide = await mount(
      `<div style="width: 1100px">${markup('label="Prices" no-filter')}</div>`,
    );
    wide.querySelectorAll('tbody tr').forEach((tr, i) => i > 1 && tr.remove());
    wide.querySelectorAll('tr > :nth-child(n+4)').forEach((cell) => cell.remove());
    await nextTask();
    await frames(3);
    expect([
      scroller(wide).getAttribute('aria-label'),
      scroller(wide).hasAttribute('tabindex'),
    ]).to.deep.equal(['Prices', false]);
  });

  it('keeps the header row and the first column stuck while the region scrolls', async () => {
    const el = await mount();
    const box = scroller(el);
    box.scrollTop = 120;
    box.scrollLeft = 200;
    await frames(2);
    const frameBox = box.getBoundingClientRect();
    const headerCell = el.querySelector('thead th:nth-child(3)')!.getBoundingClientRect();
    const rowHeader = el.querySelector('#row-5 th')!.getBoundingClientRect();
    expect(Math.round(headerCell.top - frameBox.top)).to.equal(0);
    expect(Math.round(rowHeader.left - frameBox.left)).to.equal(0);
    const corner = el.querySelector('thead th:first-child')!.getBoundingClientRect();
    expect([
      Math.round(corner.top - frameBox.top),
      Math.round(corner.left - frameBox.left),
    ]).to.deep.equal([0, 0]);
  });

  it('shows an edge shadow where columns are hidden, after the sticky column', async () => {
    const el = await mount();
    const frame = part(el, 'frame');
    const shadowShown = (name: string) => getComputedStyle(part(el, name)).opacity === '1';
    expect([
      frame.hasAttribute('data-overflow-start'),
      frame.hasAttribute('data-overflow-end'),
    ]).to.deep.equal([false, true]);
    scroller(el).scrollLeft = 100;
    await frames(3);
    await el.updateComplete;
    expect([
      frame.hasAttribute('data-overflow-start'),
      frame.hasAttribute('data-overflow-end'),
    ]).to.deep.equal([true, true]);
    scroller(el).scrollLeft = 10000;
    await frames(3);
    await el.updateComplete;
    expect([
      frame.hasAttribute('data-overflow-start'),
      frame.hasAttribute('data-overflow-end'),
    ]).to.deep.equal([true, false]);
    const firstColumn = el.querySelector('thead th')!.getBoundingClientRect();
    const startShadow = part(el, 'shadow-start').getBoundingClientRect();
    expect(Math.abs(startShadow.left - firstColumn.right) <= 1).to.equal(true);
    expect(
      await new Promise((resolve) => setTimeout(() => resolve(shadowShown('shadow-start')), 200)),
    ).to.equal(true);
  });

  it('scrolls with the arrow keys once the region has focus', async () => {
    const el = await mount(boxed('no-filter'));
    const box = scroller(el);
    box.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await frames(10);
    expect([box.scrollLeft > 0, box.scrollTop > 0]).to.deep.equal([true, true]);
    await sendKeys({ press: 'Tab' }); // the first disclosure button inside the region
    expect((document.activeElement as HTMLElement).hasAttribute('data-ib-pricing-toggle')).to.equal(
      true,
    );
  });
});

describe('ib-pricing-table detail rows', function () {
  this.timeout(30000); // axe over a full table on a busy machine
  it('gives rows followed by a data-details row a disclosure button in their row header', async () => {
    const el = await mount();
    expect(el.querySelectorAll('[data-ib-pricing-toggle]')).to.have.length(4);
    const button = toggle(el, 0);
    expect([
      button.textContent,
      button.type,
      button.getAttribute('aria-expanded'),
      button.getAttribute('aria-controls'),
    ]).to.deep.equal(['Germany', 'button', 'false', 'details-0']);
    expect(details(el, 0).hidden).to.equal(true);
    expect(el.querySelector('#row-1 button')).to.equal(null); // no details row, no button
    await expectAccessible(el);
  });

  it('a click (or Enter) opens and closes the details and fires ib-pricing-table-toggle', async () => {
    const el = await mount();
    const seen = collect(el, 'ib-pricing-table-toggle');
    toggle(el, 2).click();
    await el.updateComplete;
    expect([toggle(el, 2).getAttribute('aria-expanded'), details(el, 2).hidden]).to.deep.equal([
      'true',
      false,
    ]);
    toggle(el, 2).focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect([toggle(el, 2).getAttribute('aria-expanded'), details(el, 2).hidden]).to.deep.equal([
      'false',
      true,
    ]);
    expect(seen).to.deep.equal([
      { row: 'Côte d’Ivoire', open: true },
      { row: 'Côte d’Ivoire', open: false },
    ]);
  });
});

describe('ib-pricing-table filter', function () {
  this.timeout(30000); // axe over a full table on a busy machine
  let clock: FakeClock | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  async function filter(el: IbPricingTable, text: string) {
    input(el).focus();
    input(el).select();
    clock ??= fakeTimeouts();
    await sendKeys({ type: text });
    clock.tick(250);
    await el.updateComplete;
  }

  it('has a labelled field and a polite status that stays quiet until a filter runs', async () => {
    const el = await mount();
    const label = part(el, 'filter-label') as HTMLLabelElement;
    expect([label.textContent, label.control === input(el), input(el).type]).to.deep.equal([
      'Find a country',
      true,
      'search',
    ]);
    expect([part(el, 'count').getAttribute('role'), part(el, 'count').textContent]).to.deep.equal([
      'status',
      '',
    ]);
  });

  it('filters rows by their header after the debounce, case- and accent-insensitively, and announces the count', async () => {
    const el = await mount();
    const seen = collect(el, 'ib-pricing-table-filter');
    clock = fakeTimeouts();
    input(el).focus();
    await sendKeys({ type: 'COTE' });
    clock.tick(249);
    await el.updateComplete;
    expect(shownRows(el)).to.have.length(8);
    clock.tick(1);
    await el.updateComplete;
    expect(shownRows(el)).to.deep.equal(['Côte d’Ivoire']);
    expect(part(el, 'count').textContent).to.equal('1 of 8 shown');
    expect(seen).to.deep.equal([{ query: 'COTE', count: 1 }]);
  });

  it('hides the details rows of filtered rows and brings them back open', async () => {
    const el = await mount();
    toggle(el, 4).click();
    await el.updateComplete;
    await filter(el, 'germany');
    expect(details(el, 4).hidden).to.equal(true);
    expect(shownRows(el)).to.deep.equal(['Germany']);
    await filter(el, 'united');
    expect(shownRows(el)).to.deep.equal(['United States', 'United Kingdom']);
    expect(details(el, 4).hidden).to.equal(false);
  });

  it('setting no-filter later drops an applied filter', async () => {
    const el = await mount();
    await filter(el, 'united');
    expect(shownRows(el)).to.have.length(2);
    el.noFilter = true;
    await el.updateComplete;
    expect(shownRows(el)).to.have.length(8);
    expect(el.shadowRoot!.querySelector('[part~="input"]')).to.equal(null);
  });

  it('shows the empty state when nothing matches', async () => {
    const el = await mount();
    await filter(el, 'atlantis');
    expect(shownRows(el)).to.deep.equal([]);
    expect([
      part(el, 'empty').hidden,
      part(el, 'empty').textContent,
      part(el, 'count').textContent,
    ]).to.deep.equal([false, 'Nothing matches “atlantis”.', 'Nothing matches “atlantis”.']);
    // Said by the status, shown once: by the empty state.
    expect(part(el, 'count').getBoundingClientRect().width).to.be.at.most(1);
    await filter(el, 'germany');
    expect(part(el, 'count').getBoundingClientRect().width).to.be.above(1);
  });

  it('gives the field the whole row on a phone while the status is empty (a short table keeps its filter there)', async () => {
    const fiveRows = markup().replace(
      /<tr id="row-[5-7]".*?<\/tr>(<tr data-details.*?<\/tr>)?/g,
      '',
    );
    const el = await mount(`<div style="width: 358px">${fiveRows}</div>`);
    expect(input(el).checkVisibility()).to.equal(true);
    expect(input(el).getBoundingClientRect().right).to.equal(
      part(el, 'filter').getBoundingClientRect().right,
    );
  });

  it('takes its labels from attributes, and no-filter leaves the field out', async () => {
    const el = await mount(
      boxed(
        'filter-label="Land suchen" count-label="{count} von {total}" empty-label="Nichts: {query}"',
      ),
    );
    expect(part(el, 'filter-label').textContent).to.equal('Land suchen');
    await filter(el, 'united');
    expect(part(el, 'count').textContent).to.equal('2 von 8');
    clock!.restore();
    clock = undefined;
    const bare = await mount(boxed('no-filter'));
    expect(bare.shadowRoot!.querySelector('[part~="input"]')).to.equal(null);
  });
});

describe('ib-pricing-table stacked layout', function () {
  this.timeout(30000); // axe over a full table on a busy machine
  afterEach(() => setViewport({ width: 1200, height: 800 }));

  it('under 40rem shows each row as a card with its column names, still a table for screen readers', async () => {
    await setViewport({ width: 600, height: 800 });
    const el = await mount(markup());
    const firstRow = el.querySelector<HTMLTableRowElement>('#row-0')!;
    const cell = firstRow.querySelector('td')!;
    expect([getComputedStyle(firstRow).display, getComputedStyle(cell).display]).to.deep.equal([
      'block',
      'flex',
    ]);
    expect(cell.getAttribute('data-label')).to.equal('SMS');
    expect(getComputedStyle(cell, '::before').content).to.contain('SMS');
    expect(scroller(el).scrollWidth <= scroller(el).clientWidth).to.equal(true);
    // Explicit roles: a table whose rows and cells are display: block keeps its semantics.
    const header = el.querySelector('thead th')!;
    // The header row is out of sight but rendered (display: none would drop it from the accessibility tree).
    expect([
      header.getAttribute('role'),
      el.querySelector('thead')!.getBoundingClientRect().width,
      header.checkVisibility(),
    ]).to.deep.equal(['columnheader', 1, true]);
    expect([
      el.querySelector('table')!.getAttribute('role'),
      firstRow.getAttribute('role'),
      cell.getAttribute('role'),
      firstRow.cells[0].getAttribute('role'),
    ]).to.deep.equal(['table', 'row', 'cell', 'rowheader']);
    await expectAccessible(el);
  });

  it('at 40rem and wider stays a table', async () => {
    const el = await mount(`<div style="width: 40rem">${markup()}</div>`);
    expect(getComputedStyle(el.querySelector('#row-0')!).display).to.equal('table-row');
  });
});

describe('ib-pricing-table clean-up and errors', function () {
  this.timeout(30000); // axe over a full table on a busy machine
  it('removal gives the table its markup back', async () => {
    const el = await mount();
    const before = document.adoptedStyleSheets.length;
    toggle(el, 0).click();
    await el.updateComplete;
    el.remove();
    await frames(2);
    expect(
      el.querySelectorAll('button, [role], [data-label], [hidden], [aria-expanded]'),
    ).to.have.length(0);
    expect(el.querySelector('#row-0 th')!.textContent).to.equal('Germany');
    expect(document.adoptedStyleSheets.length).to.equal(before - 1);
  });

  it('picks up rows added later', async () => {
    const el = await mount();
    const body = el.querySelector('tbody')!;
    body.insertAdjacentHTML('beforeend', `${row('Kenya', 9, true)}`);
    await nextTask();
    await el.updateComplete;
    expect([toggle(el, 9).getAttribute('aria-expanded'), details(el, 9).hidden]).to.deep.equal([
      'false',
      true,
    ]);
  });

  it('reports a missing table and shows its content as it is', async () => {
    const errors = await captureErrors(async () => {
      const el = await fixture<IbPricingTable>(
        '<ib-pricing-table><p>Prices on request.</p></ib-pricing-table>',
      );
      await frames(2);
      expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
    });
    expect(errors.map((args) => String(args[1])).join()).to.contain('no child <table>');
  });

  it('without script the table and its details rows show as written', async () => {
    const iframe = await fixture<HTMLIFrameElement>('<iframe title="no script"></iframe>');
    const loaded = new Promise((resolve) =>
      iframe.addEventListener('load', resolve, { once: true }),
    );
    iframe.srcdoc = `<!doctype html><body>${markup()}</body>`;
    await loaded;
    const rows = [...iframe.contentDocument!.querySelectorAll('tr[data-details]')];
    expect(rows.map((r) => r.checkVisibility())).to.deep.equal([true, true, true, true]);
  });
});

describe('ib-pricing-table in the page language', function () {
  this.timeout(30000);
  let clock: FakeClock | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  const noCaption = (html: string) => html.replace(/<caption>.*<\/caption>/, '');
  // The catalog loads asynchronously: wait for the German label before filtering with a fake clock.
  const inLanguage = (lang: string, html = boxed()) => mount(`<div lang="${lang}">${html}</div>`);
  async function filter(el: IbPricingTable, text: string) {
    input(el).focus();
    input(el).select();
    clock ??= fakeTimeouts();
    await sendKeys({ type: text });
    clock.tick(250);
    await el.updateComplete;
  }

  it('labels the field, the region, the count and the empty state from the German catalog', async () => {
    const el = await inLanguage('de', noCaption(boxed()));
    await until(() => part(el, 'filter-label').textContent === 'Land suchen');
    expect(scroller(el).getAttribute('aria-label')).to.equal('Preise');
    await filter(el, 'united');
    expect(part(el, 'count').textContent).to.equal('2 von 8 angezeigt');
    await filter(el, 'atlantis');
    expect([part(el, 'count').textContent, part(el, 'empty').textContent]).to.deep.equal([
      'Keine Treffer für „atlantis“.',
      'Keine Treffer für „atlantis“.',
    ]);
  });

  it('counts with the plural form of the language (Spanish: se muestra 1, se muestran 2)', async () => {
    const el = await inLanguage('es');
    await until(() => part(el, 'filter-label').textContent === 'Buscar un país');
    await filter(el, 'cote');
    expect(part(el, 'count').textContent).to.equal('Se muestra 1 de 8');
    await filter(el, 'united');
    expect(part(el, 'count').textContent).to.equal('Se muestran 2 de 8');
  });

  it('keeps the *-label attributes over the catalog', async () => {
    const el = await inLanguage(
      'de',
      noCaption(boxed('label="Tarife" filter-label="Land finden" count-label="{count}/{total}"')),
    );
    await filter(el, 'atlantis');
    // The empty state has no attribute: once it is German, the catalog is there.
    await until(() => part(el, 'empty').textContent === 'Keine Treffer für „atlantis“.');
    expect([
      part(el, 'filter-label').textContent,
      scroller(el).getAttribute('aria-label'),
    ]).to.deep.equal(['Land finden', 'Tarife']);
    await filter(el, 'united');
    expect(part(el, 'count').textContent).to.equal('2/8');
  });
});
