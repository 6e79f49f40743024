// ib-pricing-table at a phone's, a tablet's and a desktop's width, with 40 countries as on the
// demo page: every row shows (no box shorter than its rows), prices are figures of one width
// lined up at the end of their column (mirrored in right-to-left text), a tablet keeps the table,
// and a phone shows one country's prices, picked with a labelled select.
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  expect,
  expectAccessible,
  fixture,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-pricing-table.ts';
import type { IbPricingTable } from './ib-pricing-table.ts';

const channels = [
  'SMS',
  'WhatsApp marketing',
  'WhatsApp utility',
  'Viber',
  'RCS',
  'Voice (per min)',
];
const countries = Array.from({ length: 40 }, (_, i) => `Country ${String(i + 1).padStart(2, '0')}`);
countries[6] = 'Germany';
const price = (row: number, column: number) =>
  `€0.${String(((row * 7 + column * 13) % 120) + 10).padStart(4, '0')}`;

const markup = (attrs = '') => `
  <ib-pricing-table ${attrs}>
    <table>
      <caption>Price per message, by country and channel</caption>
      <thead><tr><th scope="col">Country</th>${channels.map((channel) => `<th scope="col">${channel}</th>`).join('')}</tr></thead>
      <tbody>${countries
        .map(
          (country, i) =>
            `<tr id="row-${i}"><th scope="row">${country}</th>${channels.map((_, c) => `<td>${price(i, c)}</td>`).join('')}</tr>` +
            (i === 6
              ? `<tr data-details id="details-${i}"><td colspan="7">Sender IDs need registration.</td></tr>`
              : ''),
        )
        .join('')}</tbody>
    </table>
  </ib-pricing-table>`;

const part = (el: IbPricingTable, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const shownRows = (el: IbPricingTable) =>
  [...el.querySelectorAll<HTMLTableRowElement>('tbody tr:not([data-details])')]
    .filter((row) => row.checkVisibility())
    .map((row) => row.cells[0].textContent);

async function mountAt(width: number, html = markup()) {
  await setViewport({ width, height: 800 });
  const el = await fixture<IbPricingTable>(html);
  await frames(2);
  await el.updateComplete;
  await frames(2);
  return el;
}

/** The box of the text in a cell (not the cell's own box, which fills the column). */
function textBox(cell: Element) {
  const range = document.createRange();
  range.selectNodeContents(cell);
  return range.getBoundingClientRect();
}

after(() => setViewport({ width: 1200, height: 800 }));

describe('ib-pricing-table at 390, 820 and 1280 px', function () {
  this.timeout(30000); // axe over a full table on a busy machine

  for (const width of [1280, 820]) {
    it(`at ${width} px no box shorter than its rows hides any of the 40`, async () => {
      const el = await mountAt(width);
      const scroller = part(el, 'scroller')!;
      expect(scroller.scrollHeight - scroller.clientHeight).to.be.at.most(1);
      expect(shownRows(el)).to.have.length(40);
      // The last row lies inside the region's visible box, not below its bottom edge.
      const last = el.querySelector('#row-39')!.getBoundingClientRect();
      expect(last.bottom).to.be.at.most(scroller.getBoundingClientRect().bottom + 1);
    });
  }

  it('at 1280 px, where the table fits, its header sticks to the top of the window as the page scrolls', async () => {
    const el = await mountAt(1280);
    const row = el.querySelector('#row-20')!;
    window.scrollTo({
      top: row.getBoundingClientRect().top + window.scrollY - 200,
      behavior: 'instant',
    });
    await frames(2);
    const header = el.querySelector('thead th:nth-child(2)')!.getBoundingClientRect();
    expect([Math.round(header.top), Math.round(row.getBoundingClientRect().top)]).to.deep.equal([
      0, 200,
    ]);
    // The corner cell stays over the row headers that pass under it.
    const corner = el.querySelector('thead th')!;
    expect(
      document.elementFromPoint(corner.getBoundingClientRect().left + 5, 5)?.closest('th'),
    ).to.equal(corner);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('at 820 px stays a table (rows side by side in columns, not cards)', async () => {
    const el = await mountAt(820);
    const row = el.querySelector('#row-0')!;
    expect([
      getComputedStyle(row).display,
      getComputedStyle(row.querySelector('td')!).display,
    ]).to.deep.equal(['table-row', 'table-cell']);
    const [country, sms] = [...el.querySelectorAll('#row-0 > *')].map((cell) =>
      cell.getBoundingClientRect(),
    );
    expect(Math.round(sms.top)).to.equal(Math.round(country.top));
    expect(part(el, 'choose')!.checkVisibility()).to.equal(false);
    expect(part(el, 'input')!.checkVisibility()).to.equal(true);
  });

  it('prices are tabular figures lined up at the end of their column', async () => {
    const el = await mountAt(1280);
    const cells = [
      ...el.querySelectorAll<HTMLTableCellElement>(
        'tbody tr:not([data-details]) > td:nth-child(3)',
      ),
    ];
    const style = getComputedStyle(cells[0]);
    expect([style.fontVariantNumeric, style.textAlign]).to.deep.equal(['tabular-nums', 'end']);
    // The digits end at the cell's content edge, the same x in every row.
    const ends = cells.map((cell) =>
      Math.round(
        cell.getBoundingClientRect().right -
          parseFloat(getComputedStyle(cell).paddingRight) -
          textBox(cell).right,
      ),
    );
    expect(new Set(ends)).to.deep.equal(new Set([0]));
    const header = el.querySelector('thead th:nth-child(3)')!;
    expect(getComputedStyle(header).textAlign).to.equal('end');
    expect(getComputedStyle(el.querySelector('#details-6 td')!).textAlign).to.equal('start');
  });

  it('in right-to-left text the prices line up at the left end of their column', async () => {
    const el = await mountAt(1280, `<div dir="rtl">${markup('no-filter')}</div>`).then(
      (wrapper) => wrapper.querySelector('ib-pricing-table') as IbPricingTable,
    );
    await el.updateComplete;
    const cells = [
      ...el.querySelectorAll<HTMLTableCellElement>(
        'tbody tr:not([data-details]) > td:nth-child(2)',
      ),
    ].slice(0, 10);
    const starts = cells.map((cell) =>
      Math.round(
        textBox(cell).left -
          cell.getBoundingClientRect().left -
          parseFloat(getComputedStyle(cell).paddingLeft),
      ),
    );
    expect(new Set(starts)).to.deep.equal(new Set([0]));
  });

  it('at 390 px shows one country, picked with a labelled select instead of the filter', async () => {
    const el = await mountAt(390);
    const select = part(el, 'select') as HTMLSelectElement;
    const label = part(el, 'choose-label') as HTMLLabelElement;
    expect([label.textContent, label.control === select, select.options.length]).to.deep.equal([
      'Choose a country',
      true,
      40,
    ]);
    expect([select.checkVisibility(), part(el, 'input')!.checkVisibility()]).to.deep.equal([
      true,
      false,
    ]);
    expect(shownRows(el)).to.deep.equal(['Country 01']);
    // One card: the page is not forty cards long.
    expect(el.getBoundingClientRect().height).to.be.below(800);
    await expectAccessible(el);
  });

  it('at 390 px the select works with the keyboard: arrows and typing a name', async () => {
    const el = await mountAt(390);
    const select = part(el, 'select') as HTMLSelectElement;
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => shownRows(el)[0] === 'Country 02');
    expect(shownRows(el)).to.deep.equal(['Country 02']);
    await sendKeys({ type: 'Germ' });
    await until(() => shownRows(el)[0] === 'Germany');
    expect([shownRows(el), select.selectedOptions[0].textContent]).to.deep.equal([
      ['Germany'],
      'Germany',
    ]);
    // The chosen country's details row opens with its button, as in the table.
    el.querySelector<HTMLButtonElement>('#row-6 [data-ib-pricing-toggle]')!.click();
    await el.updateComplete;
    expect(el.querySelector('#details-6')!.checkVisibility()).to.equal(true);
  });

  it('at 390 px in right-to-left text the select keeps the room for its chevron on the left', async () => {
    const wrapper = await mountAt(390, `<div dir="rtl">${markup()}</div>`);
    const el = wrapper.querySelector('ib-pricing-table') as IbPricingTable;
    await el.updateComplete;
    const style = getComputedStyle(part(el, 'select')!);
    expect([
      style.paddingLeft,
      style.paddingRight,
      style.backgroundPositionX.startsWith('15px'),
    ]).to.deep.equal(['40px', '12px', true]);
  });

  it('at 390 px the choose-label attribute names the select; a short table stays cards', async () => {
    const el = await mountAt(390, markup('choose-label="Pick a market"'));
    expect(part(el, 'choose-label')!.textContent).to.equal('Pick a market');
    const short = await mountAt(
      390,
      markup().replace(/<tr id="row-([5-9]|[1-3]\d)".*?<\/tr>(<tr data-details.*?<\/tr>)?/g, ''),
    );
    expect([part(short, 'choose'), shownRows(short).length]).to.deep.equal([null, 5]);
  });

  it('removal takes the marks off the rows', async () => {
    const el = await mountAt(390);
    expect(el.querySelectorAll('[data-ib-pricing-other]').length).to.equal(40); // 39 rows and Germany's details
    el.remove();
    await frames(2);
    expect(el.querySelectorAll('[data-ib-pricing-other]').length).to.equal(0);
  });
});
