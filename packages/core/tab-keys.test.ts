import { expect } from '../../packages/test-utils/index.ts';
import { clampTabIndex, tabIndexForKey } from './tab-keys.ts';

const all = [true, true, true, true];

describe('tabIndexForKey', () => {
  it('Right/Down move to the next tab and wrap from the last to the first', () => {
    expect([
      tabIndexForKey('ArrowRight', 0, all),
      tabIndexForKey('ArrowDown', 1, all),
      tabIndexForKey('ArrowRight', 3, all),
    ]).to.deep.equal([1, 2, 0]);
  });

  it('Left/Up move to the previous tab and wrap from the first to the last', () => {
    expect([
      tabIndexForKey('ArrowLeft', 2, all),
      tabIndexForKey('ArrowUp', 1, all),
      tabIndexForKey('ArrowLeft', 0, all),
    ]).to.deep.equal([1, 0, 3]);
  });

  it('Home and End go to the first and the last tab', () => {
    expect([tabIndexForKey('Home', 2, all), tabIndexForKey('End', 0, all)]).to.deep.equal([0, 3]);
  });

  it('skips disabled tabs, also for Home and End', () => {
    const enabled = [false, true, false, true];
    expect([
      tabIndexForKey('ArrowRight', 1, enabled),
      tabIndexForKey('ArrowRight', 3, enabled),
      tabIndexForKey('ArrowLeft', 1, enabled),
      tabIndexForKey('Home', 3, enabled),
      tabIndexForKey('End', 1, [true, true, false]),
    ]).to.deep.equal([3, 1, 3, 1, 1]);
  });

  it('swaps Left and Right in right-to-left text, but not Up and Down', () => {
    expect([
      tabIndexForKey('ArrowLeft', 0, all, true),
      tabIndexForKey('ArrowRight', 0, all, true),
      tabIndexForKey('ArrowDown', 0, all, true),
    ]).to.deep.equal([1, 3, 1]);
  });

  it('ignores other keys and has nowhere to go without enabled tabs', () => {
    expect([
      tabIndexForKey('Enter', 0, all),
      tabIndexForKey('a', 0, all),
      tabIndexForKey('ArrowRight', 0, []),
      tabIndexForKey('ArrowRight', 0, [false, false]),
    ]).to.deep.equal([null, null, null, null]);
  });
});

describe('clampTabIndex', () => {
  it('turns any selected value into a valid index', () => {
    expect(
      [undefined, Number.NaN, -2, 1.7, 9].map((selected) => clampTabIndex(selected, 3)),
    ).to.deep.equal([0, 0, 0, 1, 2]);
    expect(clampTabIndex(0, 0)).to.equal(-1);
  });
});
