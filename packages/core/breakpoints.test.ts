import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { frames } from '../test-utils/index.ts';
import { requireVisiblePage } from './test-support/visible-page.ts';
import {
  BREAKPOINTS_REM,
  NAVBAR_BREAKPOINTS_PX,
  matchesBreakpoint,
  mediaQuery,
  onBreakpointChange,
} from './breakpoints.ts';

// matchMedia 'change' events are delivered with the next rendering update.
async function resize(width: number) {
  await setViewport({ width, height: 700 });
  await frames(3);
}

describe('breakpoints', () => {
  before(requireVisiblePage);
  after(() => setViewport({ width: 800, height: 600 }));

  it('has the README values', () => {
    expect(BREAKPOINTS_REM).to.deep.equal({ xs: 28.25, sm: 48, md: 64, lg: 90 });
    expect(NAVBAR_BREAKPOINTS_PX).to.deep.equal({ desktop: 1024, wide: 1280 });
  });

  it('builds min-width media queries in rem for layout names and px for navbar names', () => {
    expect([
      mediaQuery('xs'),
      mediaQuery('md'),
      mediaQuery('desktop'),
      mediaQuery('wide'),
    ]).to.deep.equal([
      '(min-width: 28.25rem)',
      '(min-width: 64rem)',
      '(min-width: 1024px)',
      '(min-width: 1280px)',
    ]);
  });

  it('matches by the real viewport width', async () => {
    await resize(1100);
    expect(
      ['sm', 'md', 'lg', 'desktop', 'wide'].map((n) => matchesBreakpoint(n as 'sm')),
    ).to.deep.equal([true, true, false, true, false]);
    await resize(600);
    expect([matchesBreakpoint('xs'), matchesBreakpoint('sm')]).to.deep.equal([true, false]);
  });

  it('onBreakpointChange reports crossings until stopped', async () => {
    await resize(900);
    const seen: boolean[] = [];
    const stop = onBreakpointChange('desktop', (matches) => seen.push(matches));
    await resize(1300);
    await resize(1200);
    await resize(800);
    stop();
    await resize(1300);
    expect(seen).to.deep.equal([true, false]);
  });

  it('onBreakpointChange also takes a raw media query', async () => {
    await resize(900);
    const seen: boolean[] = [];
    const stop = onBreakpointChange('(max-width: 700px)', (matches) => seen.push(matches));
    await resize(650);
    stop();
    expect(seen).to.deep.equal([true]);
  });
});
