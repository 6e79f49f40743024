// ib-pricing-table in right-to-left text: the first column sticks at the right, the table scrolls
// leftwards, the edge shadows sit on the mirrored sides and point inwards, and a row's disclosure
// chevron points down as in left-to-right text.
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-pricing-table.ts';
import type { IbPricingTable } from './ib-pricing-table.ts';

const channels = ['SMS', 'واتساب', 'فايبر', 'RCS', 'الصوت', 'البريد', 'الإشعارات', 'الدردشة'];
const countries = ['ألمانيا', 'فرنسا', 'البرازيل', 'الهند'];
const row = (country: string, i: number) =>
  `<tr id="row-${i}"><th scope="row">${country}</th>${channels.map((_, c) => `<td>€0.0${c}${i}</td>`).join('')}</tr>` +
  (i === 0
    ? `<tr data-details id="details-${i}"><td colspan="${channels.length + 1}">خصومات الكميات</td></tr>`
    : '');
const markup = (dir: string) => `
  <div dir="${dir}" lang="ar" class="wide" style="width: 50rem"><style>.wide th, .wide td { min-width: 8rem }</style>
    <ib-pricing-table no-filter>
      <table>
        <caption>أسعار القنوات لكل رسالة</caption>
        <thead><tr><th scope="col">البلد</th>${channels.map((channel) => `<th scope="col">${channel}</th>`).join('')}</tr></thead>
        <tbody>${countries.map(row).join('')}</tbody>
      </table>
    </ib-pricing-table>
  </div>`;

const part = (el: IbPricingTable, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);

async function mount(dir: string) {
  const wrapper = await fixture<HTMLElement>(markup(dir));
  const el = wrapper.querySelector<IbPricingTable>('ib-pricing-table')!;
  await frames(2);
  await el.updateComplete;
  return { el, scroller: part(el, 'scroller'), frame: part(el, 'frame') };
}

const overflow = (frame: HTMLElement) => [
  frame.hasAttribute('data-overflow-start'),
  frame.hasAttribute('data-overflow-end'),
];

describe('ib-pricing-table right-to-left', () => {
  it('sticks the first column at the right while the table scrolls leftwards', async () => {
    const { el, scroller } = await mount('rtl');
    const box = rect(scroller);
    expect(round(box.right - rect(el.querySelector('#row-2 th')!).right)).to.equal(0);
    scroller.scrollLeft = -200;
    await frames(2);
    expect(scroller.scrollLeft).to.equal(-200);
    expect(round(box.right - rect(el.querySelector('#row-2 th')!).right)).to.equal(0);
    expect(round(box.right - rect(el.querySelector('thead th:first-child')!).right)).to.equal(0);
  });

  it('shows the end shadow at the left, then the start shadow beside the sticky column, pointing inwards', async () => {
    const { el, scroller, frame } = await mount('rtl');
    expect(overflow(frame)).to.deep.equal([false, true]);
    expect(round(rect(part(el, 'shadow-end')).left - rect(scroller).left)).to.equal(0);
    scroller.scrollLeft = -10000;
    await frames(3);
    await el.updateComplete;
    expect(overflow(frame)).to.deep.equal([true, false]);
    const firstColumn = rect(el.querySelector('thead th')!);
    expect(round(rect(part(el, 'shadow-start')).right - firstColumn.left)).to.equal(0);
    // Each gradient is drawn dark at its outer edge: mirrored in right-to-left text.
    expect(getComputedStyle(part(el, 'shadow-start')).transform).to.equal(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
  });

  it('a row’s disclosure chevron points down: its right and bottom borders, turned 45°', async () => {
    const { el } = await mount('rtl');
    const chevron = getComputedStyle(el.querySelector('[data-ib-pricing-toggle]')!, '::after');
    expect(chevron.transform).to.match(/^matrix\(0\.707107, 0\.707107, -0\.707107, 0\.707107, /);
    expect([chevron.borderLeftWidth, chevron.borderTopWidth]).to.deep.equal(['0px', '0px']);
    expect([chevron.borderRightWidth, chevron.borderBottomWidth]).to.deep.equal(['1px', '1px']); // 0.12em
  });

  it('left-to-right: the first column at the left, shadows unmirrored', async () => {
    const { el, scroller } = await mount('ltr');
    expect(round(rect(el.querySelector('#row-2 th')!).left - rect(scroller).left)).to.equal(0);
    expect(getComputedStyle(part(el, 'shadow-start')).transform).to.equal('none');
  });
});
