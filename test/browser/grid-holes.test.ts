// The layout guard's grid-hole check (scripts/lib/guards/grid-holes.mjs): a card grid whose last
// row is half empty or worse is reported by name; full rows, two-column grids and index grids of
// narrow tracks are not.
import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, fixtureCleanup } from '../../packages/test-utils/index.ts';
import { findGridHoles } from '../../scripts/lib/guards/grid-holes.mjs';

const cards = (count: number) =>
  Array.from({ length: count }, () => '<div style="height: 80px"></div>').join('');
const grid = (columns: string, count: number, id = 'cards') =>
  fixture(
    `<div id="${id}" style="display: grid; gap: 20px; grid-template-columns: ${columns}">${cards(count)}</div>`,
  );

before(() => setViewport({ width: 1280, height: 800 }));
afterEach(() => fixtureCleanup());
after(() => setViewport({ width: 800, height: 600 }));

describe('layout guard: grid-hole', () => {
  it('6 cards in 4 columns (4 + 2) is a hole, named with its counts', async () => {
    await grid('repeat(4, 1fr)', 6);
    const [failure, ...more] = findGridHoles();
    expect(more).to.deep.equal([]);
    expect(failure.check).to.equal('grid-hole');
    expect(failure.element).to.equal('div#cards');
    expect(failure.detail).to.equal('6 items in 4 columns: the last of 2 row(s) uses 2 of 4');
  });

  it('4 cards in 3 columns (3 + 1) is a hole; 5 in 3 (3 + 2) is not', async () => {
    await grid('repeat(3, 1fr)', 4);
    expect(findGridHoles().map((f) => f.detail)).to.deep.equal([
      '4 items in 3 columns: the last of 2 row(s) uses 1 of 3',
    ]);
    fixtureCleanup();
    await grid('repeat(3, 1fr)', 5);
    expect(findGridHoles()).to.deep.equal([]);
  });

  it('full rows, and a card spanning the empty columns, are no hole', async () => {
    await grid('repeat(3, 1fr)', 6);
    expect(findGridHoles()).to.deep.equal([]);
    fixtureCleanup();
    const el = await grid('repeat(4, 1fr)', 6);
    (el.lastElementChild as HTMLElement).style.gridColumn = 'span 3';
    expect(findGridHoles()).to.deep.equal([]);
  });

  it('one row of 2 cards in auto-fill columns leaves half the row empty: a hole; auto-fit stretches them: none', async () => {
    await grid('repeat(auto-fill, minmax(200px, 1fr))', 2);
    expect(findGridHoles()).to.have.length(1);
    fixtureCleanup();
    await grid('repeat(auto-fit, minmax(200px, 1fr))', 2);
    expect(findGridHoles()).to.deep.equal([]);
  });

  it('two columns, and an index of narrow tracks (letters), are not card grids', async () => {
    await grid('repeat(2, 1fr)', 3);
    expect(findGridHoles()).to.deep.equal([]);
    fixtureCleanup();
    await grid('repeat(13, 40px)', 27, 'letters');
    expect(findGridHoles()).to.deep.equal([]);
  });

  it('a grid in a closed until-found panel is skipped, without crashing the page', async () => {
    await fixture(
      `<section hidden="until-found"><figure style="display: grid; gap: 10px">${cards(2)}</figure><div style="display: grid; grid-template-columns: repeat(4, 200px)">${cards(6)}</div></section>`,
    );
    expect(findGridHoles()).to.deep.equal([]);
  });

  it('a block’s grid in its shadow root counts, its slotted cards too', async () => {
    const host = await fixture<HTMLElement>(`<div>${cards(6)}</div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.replaceChildren(
      document
        .createRange()
        .createContextualFragment(
          '<div class="grid" style="display: grid; gap: 20px; grid-template-columns: repeat(4, 1fr)"><slot></slot></div>',
        ),
    );
    const [failure] = findGridHoles();
    expect(failure.element).to.equal('div::shadow › div.grid');
  });
});
