// Long lines: a fade at each side with more code beyond it and a thin scrollbar, while the code
// scrolls sideways; with `wrap`, lines wrap and each keeps its number beside its first row.
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect, fixture, frames, until } from '../../packages/test-utils/index.ts';
import './ib-code-block.ts';
import type { IbCodeBlock } from './ib-code-block.ts';
import { charBox, lineStartBox } from './test-support.ts';

const curl = `curl -X POST https://api.example.com/sms/3/messages \\
  -H "Authorization: App $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"messages":[{"destinations":[{"to":"441134960000"}],"content":{"text":"Hello, your parcel arrives today"}}]}'`;

const sample = (attributes = '') =>
  `<ib-code-block ${attributes}><pre data-language="bash" data-title="cURL"><code>${curl}</code></pre></ib-code-block>`;

async function mount(html: string) {
  const wrapper = await fixture<HTMLElement>(html);
  const el = (
    wrapper.localName === 'ib-code-block' ? wrapper : wrapper.querySelector('ib-code-block')!
  ) as IbCodeBlock;
  await until(() => el.shadowRoot?.querySelector('code .token'));
  await frames(2);
  const root = el.shadowRoot!;
  return {
    el,
    pre: root.querySelector<HTMLElement>('pre')!,
    code: root.querySelector<HTMLElement>('code')!,
    lines: root.querySelector<HTMLElement>('[part="line-numbers"]')!,
    fade: (side: 'start' | 'end') => root.querySelector<HTMLElement>(`.fade-${side}`)!,
  };
}

const shown = (fade: HTMLElement) => getComputedStyle(fade).opacity === '1';
const hidden = (fade: HTMLElement) => getComputedStyle(fade).opacity === '0';

before(() => setViewport({ width: 390, height: 800 }));
after(() => setViewport({ width: 1200, height: 800 }));

describe('ib-code-block long lines', () => {
  it('fades the end while more code lies beyond it, both sides once scrolled, the start only at the end', async () => {
    const { pre, fade } = await mount(sample());
    expect(pre.scrollWidth).to.be.above(pre.clientWidth);
    await until(() => shown(fade('end')));
    expect(hidden(fade('start'))).to.equal(true);
    // Real keys: the focused code scrolls with the arrows.
    pre.focus();
    for (let i = 0; i < 5; i += 1) await sendKeys({ press: 'ArrowRight' });
    await until(() => pre.scrollLeft > 0 && shown(fade('start')));
    expect(shown(fade('end'))).to.equal(true);
    pre.scrollLeft = pre.scrollWidth;
    await until(() => hidden(fade('end')));
    expect(shown(fade('start'))).to.equal(true);
    pre.scrollLeft = 0;
    await until(() => hidden(fade('start')) && shown(fade('end')));
  });

  it('lays the fades over the code, at its right and left edges, above a thin visible scrollbar', async () => {
    const { pre, fade } = await mount(sample());
    await until(() => shown(fade('end')));
    const box = pre.getBoundingClientRect();
    const end = fade('end').getBoundingClientRect();
    const bar = pre.offsetHeight - pre.clientHeight;
    expect(getComputedStyle(pre).scrollbarWidth).to.equal('thin');
    expect(bar).to.be.above(0);
    expect(Math.round(box.right - end.right)).to.equal(2);
    expect(end.bottom).to.be.at.most(box.bottom - bar);
    expect(end.width).to.be.at.least(24);
    expect(Math.round(fade('start').getBoundingClientRect().left - box.left)).to.equal(2);
    // Still a focusable, named scroller.
    expect([pre.tabIndex, pre.getAttribute('aria-label')]).to.deep.equal([0, 'cURL code']);
  });

  it('fades into the panel background token, whatever the theme sets', async () => {
    const { fade } = await mount(sample('style="--ib-code-block-background: rgb(246, 248, 250)"'));
    expect(getComputedStyle(fade('end')).backgroundImage).to.contain('rgb(246, 248, 250)');
    const dark = await mount(sample('style="--ib-code-block-background: rgb(13, 17, 23)"'));
    expect(getComputedStyle(dark.fade('end')).backgroundImage).to.contain('rgb(13, 17, 23)');
  });

  it('on a right-to-left page fades the right side first: the code still reads left to right', async () => {
    const { pre, fade } = await mount(`<div dir="rtl" lang="ar">${sample()}</div>`);
    await until(() => shown(fade('end')));
    expect(hidden(fade('start'))).to.equal(true);
    expect(
      Math.round(pre.getBoundingClientRect().right - fade('end').getBoundingClientRect().right),
    ).to.equal(2);
    pre.scrollLeft = pre.scrollWidth;
    await until(() => hidden(fade('end')) && shown(fade('start')));
  });

  it('shows no fade when every line fits', async () => {
    const { pre, fade } = await mount(
      '<ib-code-block><pre data-language="bash" data-title="cURL"><code>echo hi</code></pre></ib-code-block>',
    );
    await frames(10);
    expect([
      pre.scrollWidth <= pre.clientWidth,
      hidden(fade('start')),
      hidden(fade('end')),
    ]).to.deep.equal([true, true, true]);
  });
});

/** The box of number `n` in the number column (its rows: a number, or empty for a wrapped row). */
function numberBox(lines: HTMLElement, n: number) {
  const rows = lines.textContent!.split('\n');
  const row = rows.indexOf(String(n));
  const offset = rows.slice(0, row).reduce((sum, text) => sum + text.length + 1, 0);
  return charBox(lines, offset);
}

describe('ib-code-block wrap', () => {
  it('wraps long lines instead of scrolling, each line numbered once beside its first row', async () => {
    const { pre, code, lines, fade } = await mount(sample('wrap'));
    expect(pre.scrollWidth).to.be.at.most(pre.clientWidth);
    expect(hidden(fade('end'))).to.equal(true);
    // The -d line takes several rows on a phone.
    expect(
      code.getBoundingClientRect().height / parseFloat(getComputedStyle(code).lineHeight),
    ).to.be.above(5);
    await until(() => lines.textContent!.split('\n').length > 4);
    expect(lines.textContent!.split('\n').filter(Boolean)).to.deep.equal(['1', '2', '3', '4']);
    for (const n of [1, 2, 3, 4])
      expect(Math.round(numberBox(lines, n).top), `line ${n}`).to.equal(
        Math.round(lineStartBox(code, n).top),
      );
  });

  it('numbers follow the rows when the width changes', async () => {
    const { code, lines } = await mount(`<div style="width: 340px">${sample('wrap')}</div>`);
    const wrapper =
      code.getRootNode() instanceof ShadowRoot
        ? (code.getRootNode() as ShadowRoot).host.parentElement!
        : null;
    await until(() => lines.textContent!.split('\n').length > 4);
    wrapper!.style.width = '1500px';
    await until(() => lines.textContent === '1\n2\n3\n4');
    for (const n of [1, 2, 3, 4])
      expect(Math.round(numberBox(lines, n).top), `line ${n}`).to.equal(
        Math.round(lineStartBox(code, n).top),
      );
  });

  it('without wrap the same sample scrolls and keeps a number a row', async () => {
    const { pre, lines } = await mount(sample());
    expect([pre.scrollWidth > pre.clientWidth, lines.textContent]).to.deep.equal([
      true,
      '1\n2\n3\n4',
    ]);
  });
});
