import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-featured-content.ts';
import type { IbFeaturedContent } from './ib-featured-content.ts';

const cards = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `<article style="min-height: 120px"><h3>Card ${i + 1}</h3></article>`,
  ).join('');

/** The visible cards per row, top to bottom: [3, 3] is two full rows of three. */
const rowsOf = (el: IbFeaturedContent) => {
  const tops = [...el.querySelectorAll('article')]
    .filter((card) => card.checkVisibility())
    .map((card) => Math.round(card.getBoundingClientRect().top));
  return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
};

describe('ib-featured-content layout at 1280 px', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('fits four 16rem columns, yet lays six cards out 3 + 3, not 4 + 2', async () => {
    const el = await fixture<IbFeaturedContent>(
      `<ib-featured-content>${cards(14)}</ib-featured-content>`,
    );
    await frames(2);
    expect(el.getBoundingClientRect().width).to.be.greaterThan(4 * 256 + 3 * 24);
    expect(rowsOf(el)).to.deep.equal([3, 3]);
    const first = el.querySelector('article')!.getBoundingClientRect();
    const fourth = el.querySelectorAll('article')[3]!.getBoundingClientRect();
    expect(fourth.left).to.equal(first.left);
  });

  it('lays twelve cards (after "Show more") out in four rows of three', async () => {
    const el = await fixture<IbFeaturedContent>(
      `<ib-featured-content>${cards(14)}</ib-featured-content>`,
    );
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more"]')!.click();
    await frames(2);
    expect(rowsOf(el)).to.deep.equal([3, 3, 3, 3]);
  });

  it('lays four cards out 2 + 2 and eight 2 + 2 + 2 + 2', async () => {
    const four = await fixture<IbFeaturedContent>(
      `<ib-featured-content>${cards(4)}</ib-featured-content>`,
    );
    await frames(2);
    expect(rowsOf(four)).to.deep.equal([2, 2]);
    const eight = await fixture<IbFeaturedContent>(
      `<ib-featured-content page-size="8">${cards(8)}</ib-featured-content>`,
    );
    await frames(2);
    expect(rowsOf(eight)).to.deep.equal([2, 2, 2, 2]);
  });

  it('keeps up to three cards in one row, each a 16rem column or more', async () => {
    const el = await fixture<IbFeaturedContent>(
      `<ib-featured-content>${cards(3)}</ib-featured-content>`,
    );
    await frames(2);
    expect(rowsOf(el)).to.deep.equal([3]);
  });
});
