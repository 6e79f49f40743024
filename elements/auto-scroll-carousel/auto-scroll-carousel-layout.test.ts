// The block's own layout, with no theme around it and with a theme's pill button class: the
// toggle stays a round button above the column, and quote slides span the column on a phone.
import { html } from 'lit';
import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-auto-scroll-carousel.ts';
import type { IbAutoScrollCarousel } from './ib-auto-scroll-carousel.ts';

// A theme's button class as a CMS theme might write it: padding for a text button, pill corners.
const themeStyle = html`<style>
  .theme-button {
    display: inline-flex;
    gap: 0.5rem;
    padding: 0.75rem 1.5rem;
    border-radius: 999px;
    min-width: 8rem;
  }
</style>`;

const quotes = Array.from(
  { length: 6 },
  (_, i) =>
    html`<figure>
      <blockquote>Rebooking by chat cut our call-centre peak in half (${i + 1}).</blockquote>
      <figcaption>Nordwind Air</figcaption>
    </figure>`,
);

async function setup(buttonClass: string, width: string) {
  const root = await fixture<HTMLDivElement>(
    html`<div style="width: ${width}">
      ${themeStyle}
      <ib-auto-scroll-carousel label="Quotes">
        <button type="button" class=${buttonClass} data-toggle>
          <svg width="20" height="20" aria-hidden="true"><rect width="20" height="20" /></svg>
        </button>
        ${quotes}
      </ib-auto-scroll-carousel>
    </div>`,
  );
  const el = root.querySelector<IbAutoScrollCarousel>('ib-auto-scroll-carousel')!;
  await frames(2);
  return { el, toggle: el.querySelector<HTMLButtonElement>('button[data-toggle]')! };
}

after(() => setViewport({ width: 800, height: 600 }));

describe('ib-auto-scroll-carousel: layout', () => {
  for (const [name, buttonClass] of [
    ['a bare button', ''],
    ['a theme’s pill button class', 'theme-button'],
  ]) {
    for (const width of ['390px', '1200px']) {
      it(`the toggle is a round button about 44 px wide, not stretched (${name}, ${width})`, async () => {
        const { el, toggle } = await setup(buttonClass, width);
        const box = toggle.getBoundingClientRect();
        expect(box.width).to.be.closeTo(box.height, 1);
        expect(box.width).to.be.within(40, 48);
        expect(parseFloat(getComputedStyle(toggle).borderTopLeftRadius)).to.be.at.least(
          box.width / 2 - 1,
        );
        expect(box.width).to.be.below(el.getBoundingClientRect().width / 2);
      });
    }
  }

  it('quote slides span the column of a 390 px phone', async () => {
    await setViewport({ width: 390, height: 844 });
    const { el } = await setup('', '100%');
    const slide = el.querySelector('figure')!;
    expect(slide.getBoundingClientRect().width).to.be.at.least(390 * 0.75);
    expect(slide.getBoundingClientRect().width).to.be.closeTo(el.getBoundingClientRect().width, 1);
  });
});
