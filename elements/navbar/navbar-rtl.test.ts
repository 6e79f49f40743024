// ib-navbar in right-to-left text: the bar runs from the right, a dropdown lines up with its
// trigger's right edge (where the line starts), the chevron follows the trigger's text (on its
// left), and the phone flyout spans the width under the bar as in left-to-right text.
import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { expect, fixture, frames, textBox } from '../../packages/test-utils/index.ts';
import './ib-navbar.ts';
import type { IbNavbar } from './ib-navbar.ts';

const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);

const page = (dir: string) => html`
  <div dir=${dir} lang="ar">
    <ib-navbar>
      <nav
        aria-label="الرئيسية"
        style="display: flex; align-items: center; gap: 2rem; height: 4rem"
      >
        <a href="/" id="brand">Chorus</a>
        <button type="button" data-mobile-toggle aria-label="القائمة">☰</button>
        <div data-mobile-menu>
          <ul style="display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0">
            <li>
              <button
                type="button"
                data-dropdown-trigger
                style="padding: 0; border: 0; font: inherit"
              >
                المنتجات
              </button>
              <div data-dropdown>
                <ul style="list-style: none; margin: 0; padding: 0">
                  <li><a href="#sms" style="white-space: nowrap">الرسائل القصيرة للأعمال</a></li>
                  <li><a href="#whatsapp" style="white-space: nowrap">واتساب للأعمال</a></li>
                </ul>
              </div>
            </li>
            <li><a href="#pricing">الأسعار</a></li>
          </ul>
        </div>
      </nav>
    </ib-navbar>
  </div>
`;

async function setup(dir: string, width: number) {
  await setViewport({ width, height: 800 });
  await waitUntil(() => innerWidth === width);
  await loadPositioning();
  const root = await fixture<HTMLDivElement>(page(dir));
  const el = root.querySelector<IbNavbar>('ib-navbar')!;
  await frames(2);
  return {
    el,
    brand: el.querySelector<HTMLElement>('#brand')!,
    trigger: el.querySelector<HTMLButtonElement>('[data-dropdown-trigger]')!,
    panel: el.querySelector<HTMLElement>('[data-dropdown]')!,
    toggle: el.querySelector<HTMLButtonElement>('[data-mobile-toggle]')!,
    menu: el.querySelector<HTMLElement>('[data-mobile-menu]')!,
  };
}

after(() => setViewport({ width: 800, height: 600 }));

describe('ib-navbar right-to-left', () => {
  it('opens a dropdown lined up with its trigger’s right edge', async () => {
    const { el, brand, trigger, panel } = await setup('rtl', 1300);
    expect(round(rect(el).right - rect(brand).right)).to.equal(0); // the bar starts at the right
    trigger.click();
    await waitUntil(() => panel.hasAttribute('data-positioned'));
    expect(panel.dataset.placement).to.equal('bottom-start');
    expect(rect(panel).width).to.be.greaterThan(rect(trigger).width);
    expect(round(rect(panel).right - rect(trigger).right)).to.equal(0);
  });

  it('draws the chevron after the trigger’s text: on its left', async () => {
    const { trigger } = await setup('rtl', 1300);
    expect(round(rect(trigger).right - textBox(trigger).right)).to.equal(0);
    // 0.4em of gap, then the 0.4em chevron with its 2 px border (16 px text).
    expect(round(textBox(trigger).left - rect(trigger).left)).to.equal(15);
    const chevron = getComputedStyle(trigger, '::after');
    expect([chevron.marginRight, chevron.marginLeft]).to.deep.equal(['6.4px', '0px']); // the gap on the text's side
  });

  it('the phone flyout spans the viewport under the bar', async () => {
    const { toggle, menu } = await setup('rtl', 390);
    toggle.click();
    await frames(2);
    expect([round(rect(menu).left), round(rect(menu).right), round(rect(menu).top)]).to.deep.equal([
      0, 390, 64,
    ]);
  });

  it('left-to-right: the dropdown at the trigger’s left edge, the chevron on the text’s right', async () => {
    const { trigger, panel } = await setup('ltr', 1300);
    expect(round(textBox(trigger).left - rect(trigger).left)).to.equal(0);
    trigger.click();
    await waitUntil(() => panel.hasAttribute('data-positioned'));
    expect(round(rect(panel).left - rect(trigger).left)).to.equal(0);
  });
});
