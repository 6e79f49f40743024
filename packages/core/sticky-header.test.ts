import { expect, fixture } from '../test-utils/index.ts';
import { isValidSelector, stickyHeaderHeight } from './sticky-header.ts';

describe('sticky-header', () => {
  it('measures a sticky header as its top plus its height', async () => {
    await fixture(
      `<div><header style="position: sticky; top: 10px; height: 70px">Header</header><div style="height: 3000px"></div></div>`,
    );
    expect(stickyHeaderHeight()).to.equal(80);
  });

  it('measures a fixed header by its bottom edge, and a header inside a sticky wrapper', async () => {
    await fixture(
      `<div><div style="position: fixed; top: 5px; height: 40px; width: 100%"><div data-sticky-header style="height: 40px"></div></div></div>`,
    );
    expect(stickyHeaderHeight()).to.equal(45);
  });

  it('ignores headers that scroll away, hidden ones and invalid selectors', async () => {
    await fixture(
      `<div><header style="height: 70px">Static</header><header style="position: sticky; top: 0; height: 50px; display: none"></header></div>`,
    );
    expect(stickyHeaderHeight()).to.equal(0);
    expect(stickyHeaderHeight('[[')).to.equal(0);
    expect([isValidSelector('header, .x'), isValidSelector('[[')]).to.deep.equal([true, false]);
  });
});
