// ib-language-picker in right-to-left text: the list opens under the button aligned to its end,
// which is its left edge in Arabic, and each language name starts at the right of the list.
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { expect, fixture, until, textBox } from '../../packages/test-utils/index.ts';
import './ib-language-picker.ts';
import type { IbLanguagePicker } from './ib-language-picker.ts';

const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);

// The button is 120 px wide, the list 160 px.
async function openPicker(dir: string) {
  await loadPositioning();
  const root = await fixture<HTMLDivElement>(html`
    <div dir=${dir} lang="ar" style="padding: 40px 400px">
      <ib-language-picker current="ar">
        <button type="button" style="width: 120px">العربية</button>
        <ul style="margin: 0">
          <li><a href="/ar/" hreflang="ar">العربية</a></li>
          <li><a href="/en/" hreflang="en">English</a></li>
          <li><a href="/pt-br/" hreflang="pt-BR">Português (Brasil)</a></li>
        </ul>
      </ib-language-picker>
    </div>
  `);
  const el = root.querySelector<IbLanguagePicker>('ib-language-picker')!;
  const trigger = el.querySelector('button')!;
  const list = el.querySelector('ul')!;
  expect(round(rect(trigger).width)).to.equal(120);
  trigger.click();
  await until(() => list.hasAttribute('data-positioned'));
  const links = [...list.querySelectorAll('a')];
  return { trigger, list, links };
}

before(() => setViewport({ width: 1000, height: 700 }));

describe('ib-language-picker right-to-left', () => {
  it('aligns the list with the button’s left edge (its end) and each name with the list’s right', async () => {
    const { trigger, list, links } = await openPicker('rtl');
    expect(list.getAttribute('data-placement')).to.equal('bottom-end');
    expect(round(rect(list).left - rect(trigger).left)).to.equal(0);
    expect(round(rect(list).width)).to.equal(160); // 10rem, wider than the button
    // 16 px of padding on each link.
    expect(links.map((link) => round(rect(list).right - textBox(link).right))).to.deep.equal([
      16, 16, 16,
    ]);
  });

  it('left-to-right keeps the list under the button’s right edge, names at its left', async () => {
    const { trigger, list, links } = await openPicker('ltr');
    expect(round(rect(list).right - rect(trigger).right)).to.equal(0);
    expect(links.map((link) => round(textBox(link).left - rect(list).left))).to.deep.equal([
      16, 16, 16,
    ]);
  });
});
