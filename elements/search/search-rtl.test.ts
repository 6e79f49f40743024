// The search popover and the results page in right-to-left text: the field's icon at the right
// and the close button at the left, the filters' legend first at the right, the active
// suggestion's accent bar on its right edge, titles and results starting at the right.
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  expect,
  fixture,
  nextTask,
  press,
  settle,
  until,
  textBox,
} from '../../packages/test-utils/index.ts';
import './ib-search-popover.ts';
import './ib-search-trigger.ts';
import './ib-search.ts';
import { apiResult, holdFetch, typeInto, type HeldFetch } from './test-support.ts';

const pageWindow = window as unknown as { ibPageData?: unknown };
const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);
const part = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[part~="${name}"]`)!;

let network: HeldFetch;

// 800 px: the popover's panel spans the viewport with 16 px of padding, so its field runs from
// x = 16 to 784 (1 px border, 12 px padding inside it).
before(() => setViewport({ width: 800, height: 600 }));
beforeEach(() => {
  network = holdFetch();
  pageWindow.ibPageData = { analytics: { siteMeta: { language: 'ar' } } };
  resetPageData();
});
afterEach(() => {
  network.restore();
  delete pageWindow.ibPageData;
  resetPageData();
});

async function openPopover(dir: string) {
  const root = await fixture<HTMLElement>(html`
    <div dir=${dir} lang="ar">
      <header id="navbar" style="height:60px">
        <ib-search-trigger><button type="button" id="trigger">بحث</button></ib-search-trigger>
      </header>
      <ib-search-popover anchor="navbar"></ib-search-popover>
    </div>
  `);
  const popover = root.querySelector('ib-search-popover')!;
  const shadow = popover.shadowRoot!;
  root.querySelector<HTMLButtonElement>('#trigger')!.click();
  await popover.updateComplete;
  await until(() => !part(shadow, 'panel').hidden);
  const input = part(shadow, 'input') as HTMLInputElement;
  typeInto(input, 'واتساب');
  await until(() => network.calls.length === 1); // after the 100 ms of quiet typing
  network.calls[0].answer({
    results: [apiResult('واجهة برمجة واتساب'), apiResult('الرسائل القصيرة')],
    totalPages: 1,
  });
  await until(() => shadow.querySelectorAll('[part~="option"]').length === 2);
  press('ArrowDown', input); // the first suggestion becomes the active one
  await settle(popover);
  return { shadow, input };
}

describe('ib-search-popover right-to-left', () => {
  it('mirrors the field: the magnifier at the right, the close button at the left', async () => {
    const { shadow } = await openPopover('rtl');
    const field = part(shadow, 'field');
    expect([round(rect(field).left), round(rect(field).right)]).to.deep.equal([16, 784]);
    expect(round(rect(shadow.querySelector('.field-icon')!).right)).to.equal(771);
    expect(round(rect(part(shadow, 'close')).left)).to.equal(21); // 8 px into the field's padding
    expect(rect(part(shadow, 'input')).right).to.be.lessThan(
      rect(shadow.querySelector('.field-icon')!).left,
    );
  });

  it('starts the filters at the right with their legend, and suggestions at the right', async () => {
    const { shadow } = await openPopover('rtl');
    const legend = part(shadow, 'filters-legend');
    expect(round(rect(legend).right)).to.equal(784);
    const firstFilter = part(shadow, 'filter');
    expect(rect(firstFilter).right).to.be.at.most(rect(legend).left);
    expect(round(rect(legend).top)).to.equal(round(rect(firstFilter).top)); // on one line
    const option = part(shadow, 'option');
    expect(round(rect(option).right - textBox(part(shadow, 'option-title')).right)).to.equal(12);
  });

  it('starts a wrapped left-to-right title at the right too, every line of it', async () => {
    const { shadow } = await openPopover('rtl');
    const input = part(shadow, 'input') as HTMLInputElement;
    typeInto(input, 'whatsapp');
    await until(() => network.calls.length === 2);
    const long =
      'Wide World Importers verifies millions of users a month with the WhatsApp Business Platform, and cuts the cost of every one-time password it sends to its customers';
    network.calls[1].answer({ results: [apiResult(long)], totalPages: 1 });
    await until(() => part(shadow, 'option-title').textContent === long);
    const option = part(shadow, 'option');
    const range = document.createRange();
    range.selectNodeContents(part(shadow, 'option-title'));
    const lines = [...range.getClientRects()];
    expect(lines.length, 'the title wraps').to.be.above(1);
    expect(
      round(rect(option).right - lines.at(-1)!.right),
      'its last line ends at the right',
    ).to.equal(12);
  });

  it('draws the active suggestion’s accent bar on its right edge', async () => {
    const { shadow } = await openPopover('rtl');
    const active = part(shadow, 'option-active');
    expect(getComputedStyle(active).boxShadow).to.equal('rgb(194, 65, 12) -3px 0px 0px 0px inset');
  });

  it('left-to-right keeps the icon at the left, the close button and the bar at the right', async () => {
    const { shadow } = await openPopover('ltr');
    expect(round(rect(shadow.querySelector('.field-icon')!).left)).to.equal(29);
    expect(round(rect(part(shadow, 'close')).right)).to.equal(779);
    expect(round(rect(part(shadow, 'filters-legend')).left)).to.equal(16);
    expect(getComputedStyle(part(shadow, 'option-active')).boxShadow).to.equal(
      'rgb(194, 65, 12) 3px 0px 0px 0px inset',
    );
  });
});

/** The on-screen box of the character at `index` of `element`'s text (a searched word is a <mark> of its own). */
function charBox(element: Element, index: number): DOMRect {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = walker.nextNode() as Text;
  let at = index;
  while (at >= text.length) {
    at -= text.length;
    text = walker.nextNode() as Text;
  }
  const range = document.createRange();
  range.setStart(text, at);
  range.setEnd(text, at + 1);
  return range.getBoundingClientRect();
}

describe('ib-search-popover right-to-left, a title in Latin script', () => {
  it('keeps the title’s own order: its question mark after "SMS", on the right', async () => {
    const root = await fixture<HTMLElement>(html`
      <div dir="rtl" lang="ar">
        <header id="navbar2" style="height:60px">
          <ib-search-trigger><button type="button" id="trigger2">بحث</button></ib-search-trigger>
        </header>
        <ib-search-popover anchor="navbar2"></ib-search-popover>
      </div>
    `);
    const popover = root.querySelector('ib-search-popover')!;
    const shadow = popover.shadowRoot!;
    root.querySelector<HTMLButtonElement>('#trigger2')!.click();
    await until(() => !part(shadow, 'panel').hidden);
    typeInto(part(shadow, 'input') as HTMLInputElement, 'sms');
    await until(() => network.calls.length === 1);
    network.calls[0].answer({ results: [apiResult('RCS or SMS?')], totalPages: 1 });
    await until(() => shadow.querySelectorAll('[part~="option"]').length === 1);
    const title = part(shadow, 'option-title');
    expect(charBox(title, 10).left).to.be.above(charBox(title, 9).left); // "?" right of the last "S"
    expect(charBox(title, 0).left).to.be.below(charBox(title, 4).left); // "RCS" before "or"
    expect(round(rect(part(shadow, 'option')).right - rect(title).right)).to.equal(12); // still at the right
  });
});

describe('ib-search (results page) right-to-left', () => {
  const originalUrl = location.href;
  afterEach(() => history.replaceState(null, '', originalUrl));

  it('starts the label, the filters and the results at the right', async () => {
    history.replaceState(null, '', `${location.pathname}?s=whatsapp`);
    const root = await fixture<HTMLElement>(
      html`<div dir="rtl" lang="ar" style="width: 600px"><ib-search></ib-search></div>`,
    );
    const search = root.querySelector('ib-search')!;
    const shadow = search.shadowRoot!;
    await until(() => network.calls.length === 1);
    network.calls[0].answer({ results: [apiResult('WhatsApp API?')], totalPages: 1 });
    await until(() => shadow.querySelectorAll('[part="result-link"]').length === 1);
    await nextTask();
    const right = round(rect(search).right);
    expect(round(textBox(part(shadow, 'label')).right)).to.equal(right);
    expect(round(rect(part(shadow, 'filters-legend')).right)).to.equal(right);
    expect(rect(part(shadow, 'filter')).right).to.be.at.most(
      rect(part(shadow, 'filters-legend')).left,
    );
    expect(round(textBox(part(shadow, 'result-link')).right)).to.equal(right);
    expect(round(textBox(part(shadow, 'result-meta')).right)).to.equal(right);
    // A Latin title keeps its own order: "?" after "API", still aligned right.
    const link = part(shadow, 'result-link');
    expect(charBox(link, 12).left).to.be.above(charBox(link, 11).left); // "?" right of "I"
    // The typed text starts at the right of the field (after its 1 px border and 12 px padding).
    expect(getComputedStyle(part(shadow, 'input')).direction).to.equal('rtl');
    expect(round(rect(part(shadow, 'input')).right)).to.equal(right - 13);
  });
});
