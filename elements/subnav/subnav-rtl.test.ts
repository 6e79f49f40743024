// ib-subnav in right-to-left text: the bottom bar stays centred in the viewport with its first
// link at the right, a narrow bar scrolls its links from the right, and a dropdown lines up with
// its trigger's right edge (where the line starts).
import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-subnav.ts';
import type { IbSubnav } from './ib-subnav.ts';

const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);
const LINK = 'padding: 0.5rem 0.75rem; white-space: nowrap';

const bar = (dir: string, variant = 'simple-bottom-center') => html`
  <div dir=${dir} lang="ar">
    <ib-subnav variant=${variant}>
      <nav aria-label="في هذه الصفحة">
        <ul style="display: flex; gap: 0.25rem; list-style: none; margin: 0; padding: 0">
          <li><a style=${LINK} href="#a" id="first">القوائم المنسدلة</a></li>
          <li><a style=${LINK} href="#b">قائمة الجوال</a></li>
          <li><a style=${LINK} href="#c">الروابط العلوية</a></li>
          <li><a style=${LINK} href="#d">اللغة</a></li>
          <li>
            <button style=${LINK} type="button" data-dropdown-trigger>المزيد</button>
            <div data-dropdown>
              <a href="#e" style="white-space: nowrap">روابط أخرى كثيرة في هذه القائمة</a>
            </div>
          </li>
        </ul>
      </nav>
    </ib-subnav>
  </div>
`;

async function setup(dir: string, variant?: string) {
  await loadPositioning();
  const root = await fixture<HTMLDivElement>(bar(dir, variant));
  const el = root.querySelector<IbSubnav>('ib-subnav')!;
  await frames(2);
  return {
    el,
    first: el.querySelector<HTMLElement>('#first')!,
    trigger: el.querySelector<HTMLButtonElement>('[data-dropdown-trigger]')!,
    panel: el.querySelector<HTMLElement>('[data-dropdown]')!,
  };
}

afterEach(() => setViewport({ width: 1000, height: 700 }));

describe('ib-subnav right-to-left', () => {
  it('the bottom bar is centred in the viewport, its first link at the right', async () => {
    await setViewport({ width: 1000, height: 700 });
    const { el, first } = await setup('rtl');
    const box = rect(el);
    expect(round(box.left + box.width / 2)).to.equal(500);
    expect(round(box.right - rect(first).right)).to.equal(16); // the bar's 1rem padding
  });

  it('a bar narrower than its links starts at the right, and the last one scrolls into view leftwards', async () => {
    await setViewport({ width: 390, height: 844 });
    const { el, first, trigger } = await setup('rtl');
    const box = rect(el);
    expect([round(box.left), round(box.right)]).to.deep.equal([16, 374]); // 100vw - 2rem, centred
    expect(round(box.right - rect(first).right)).to.equal(16);
    expect(rect(trigger).right).to.be.lessThan(box.left); // out of view, to the left
    trigger.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    await frames(1);
    expect(rect(trigger).left).to.be.at.least(box.left - 1);
    expect(rect(trigger).right).to.be.at.most(box.right);
  });

  for (const dir of ['ltr', 'rtl']) {
    it(`a bar narrower than its links fades out at the edge with more links beyond it (${dir})`, async () => {
      await setViewport({ width: 390, height: 844 });
      const { el } = await setup(dir);
      const row = el.shadowRoot!.querySelector<HTMLElement>('.links')!;
      const fades = async () => {
        await frames(2);
        const style = (pseudo: string) => getComputedStyle(row, pseudo);
        return [style('::before').opacity, style('::after').opacity].map((opacity) =>
          Math.round(Number(opacity)),
        );
      };
      expect(row.scrollWidth).to.be.above(row.clientWidth);
      expect(await fades(), 'at the first link: more towards the end').to.deep.equal([0, 1]);
      // The end fade lies on the end side: opaque there, clear towards the start.
      expect(getComputedStyle(row, '::after').backgroundImage).to.match(
        dir === 'rtl' ? /^linear-gradient\(to right/ : /^linear-gradient\(to left/,
      );
      row.scrollLeft = dir === 'rtl' ? -row.scrollWidth : row.scrollWidth;
      expect(await fades(), 'at the last link: more towards the start').to.deep.equal([1, 0]);

      await setViewport({ width: 1000, height: 700 });
      expect(await fades(), 'a bar that fits').to.deep.equal([0, 0]);
    });
  }

  it('a dropdown lines up with its trigger’s right edge', async () => {
    await setViewport({ width: 1000, height: 700 });
    const { trigger, panel } = await setup('rtl', 'simple');
    trigger.click();
    await waitUntil(() => panel.hasAttribute('data-positioned'), 'panel never placed');
    expect(panel.dataset.placement).to.equal('bottom-start');
    expect(rect(panel).width).to.be.greaterThan(rect(trigger).width);
    expect(round(rect(panel).right - rect(trigger).right)).to.equal(0);
    expect(round(rect(panel).top - rect(trigger).bottom)).to.equal(8);
  });

  it('left-to-right: first link at the left, the dropdown at the trigger’s left edge', async () => {
    await setViewport({ width: 1000, height: 700 });
    const { el, first, trigger, panel } = await setup('ltr', 'simple');
    expect(round(rect(first).left - rect(el).left)).to.equal(0);
    trigger.click();
    await waitUntil(() => panel.hasAttribute('data-positioned'), 'panel never placed');
    expect(round(rect(panel).left - rect(trigger).left)).to.equal(0);
  });
});
