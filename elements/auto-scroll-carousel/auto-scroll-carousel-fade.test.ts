// The column's top and bottom edges: slides fade in and out through a mask (so the fade suits any
// background, light or dark) whose size is the theme's token, not a hard cut; the viewport's focus
// ring stays whole around the masked window.
import { html } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-auto-scroll-carousel.ts';
import type { IbAutoScrollCarousel } from './ib-auto-scroll-carousel.ts';

const slides = Array.from(
  { length: 8 },
  (_, i) => html`<div style="height: 80px">Customer ${i + 1}</div>`,
);

async function setup(style = '') {
  const root = await fixture<HTMLDivElement>(
    html`<div style=${style}>
      <button type="button">Before</button>
      <ib-auto-scroll-carousel
        label="Customers"
        style="--ib-auto-scroll-carousel-height: 240px; width: 300px"
        >${slides}</ib-auto-scroll-carousel
      >
    </div>`,
  );
  const el = root.querySelector<IbAutoScrollCarousel>('ib-auto-scroll-carousel')!;
  await frames(2);
  return { root, el, viewport: el.shadowRoot!.querySelector<HTMLElement>('[part="viewport"]')! };
}

/** The viewport's mask from top to bottom: each colour stop as [opacity, position]. */
function maskStops(viewport: HTMLElement): [number, string][] {
  const mask = getComputedStyle(viewport).maskImage;
  const inner = /^linear-gradient\((.*)\)$/.exec(mask)?.[1];
  if (!inner) return [];
  return inner.split(/,\s*(?=rgb)/).map((stop) => {
    const [, colour, position] = /^(rgba?\([^)]*\))\s*(.*)$/.exec(stop.trim())!;
    const alpha = colour.startsWith('rgba') ? Number(colour.split(',')[3].replace(')', '')) : 1;
    return [alpha, position];
  });
}

/** Transparent at both edges, opaque between `size` from the top and `size` from the bottom. */
const fadesOver = (size: string): [number, string][] => [
  [0, ''],
  [1, size],
  [1, `calc(100% - ${size})`],
  [0, ''],
];

async function withTokens(run: () => Promise<void>): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('../../packages/themes/tokens.css', import.meta.url).href;
  const loaded = new Promise((resolve) => (link.onload = resolve));
  document.head.append(link);
  await loaded;
  try {
    await run();
  } finally {
    link.remove();
  }
}

describe('ib-auto-scroll-carousel: fading edges', () => {
  it('fades the slides out over 3rem (48 px) at the top and at the bottom of the window', async () => {
    const { viewport } = await setup();
    expect(maskStops(viewport)).to.deep.equal(fadesOver('48px'));
  });

  it("takes the size from the theme's token on a wrapper, light or dark, and the element's own property over it", async () => {
    await withTokens(async () => {
      const { root, el, viewport } = await setup('--ib-auto-scroll-fade-size: 5rem');
      expect(maskStops(viewport)).to.deep.equal(fadesOver('80px'));
      root.classList.add('ib-theme-dark');
      expect(maskStops(viewport)).to.deep.equal(fadesOver('80px'));
      el.style.setProperty('--ib-auto-scroll-carousel-fade-size', '24px');
      expect(maskStops(viewport)).to.deep.equal(fadesOver('24px'));
    });
  });

  it('with tokens.css: 3rem, and the token set on :root resizes the fade of every carousel', async () => {
    await withTokens(async () => {
      const { viewport } = await setup();
      expect(maskStops(viewport)).to.deep.equal(fadesOver('48px'));
      document.documentElement.style.setProperty('--ib-auto-scroll-fade-size', '2rem');
      try {
        expect(maskStops(viewport)).to.deep.equal(fadesOver('32px'));
      } finally {
        document.documentElement.style.removeProperty('--ib-auto-scroll-fade-size');
      }
    });
  });

  it('keeps the whole focus ring around the window when Tab reaches it (outside the mask)', async () => {
    const { root, el, viewport } = await setup();
    root.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(viewport);
    const frame = getComputedStyle(viewport.parentElement!);
    expect([frame.outlineStyle, frame.outlineWidth, frame.maskImage]).to.deep.equal([
      'solid',
      '2px',
      'none',
    ]);
    expect(viewport.parentElement!.getBoundingClientRect().height).to.equal(240);
  });
});
