import { expect } from '@open-wc/testing';
import { emulateMedia, setUserAgent } from '@web/test-runner-commands';
import { frames } from '../test-utils/index.ts';
import { requireVisiblePage } from './test-support/visible-page.ts';
import {
  animationsBlocked,
  isDesktopSafari,
  isIOS,
  onReducedMotionChange,
  prefersReducedMotion,
} from './motion.ts';
import { normalisePageData } from './page-data.ts';

const UA = {
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macEdge:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

const originalUserAgent = navigator.userAgent;

describe('motion', () => {
  before(requireVisiblePage);
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('prefersReducedMotion follows the media feature', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const before = prefersReducedMotion();
    await emulateMedia({ reducedMotion: 'reduce' });
    expect([before, prefersReducedMotion()]).to.deep.equal([false, true]);
  });

  it('onReducedMotionChange reports changes until stopped', async () => {
    const seen: boolean[] = [];
    const stop = onReducedMotionChange((reduced) => seen.push(reduced));
    await emulateMedia({ reducedMotion: 'reduce' });
    await frames(2);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await frames(2);
    stop();
    await emulateMedia({ reducedMotion: 'reduce' });
    await frames(2);
    expect(seen).to.deep.equal([true, false]);
  });

  it('isDesktopSafari is true for Safari on a Mac only', () => {
    const results = Object.entries(UA).map(([name, ua]) => `${name}:${isDesktopSafari(ua, 0)}`);
    expect(results.filter((r) => r.endsWith('true'))).to.deep.equal(['macSafari:true']);
  });

  it('isDesktopSafari is false for an iPad sending the Mac user agent', () => {
    expect(isDesktopSafari(UA.macSafari, 5)).to.equal(false);
  });

  it('isIOS covers iPhone, iPad and iPadOS with a desktop user agent and touch', () => {
    expect([
      isIOS(UA.iPhone, 5),
      isIOS(UA.iPhoneChrome, 5),
      isIOS(UA.iPadOld, 5),
      isIOS(UA.macSafari, 5),
      isIOS(UA.macSafari, 0),
      isIOS(UA.android, 5),
      isIOS(UA.windowsChrome, 0),
    ]).to.deep.equal([true, true, true, true, false, false, false]);
  });

  it('reads this browser (headless Chromium on Linux) as neither', () => {
    expect([isDesktopSafari(), isIOS()]).to.deep.equal([false, false]);
  });

  it('animationsBlocked needs both the flag and the matching browser', () => {
    const safariFlag = normalisePageData({ flags: { blockAnimationsDesktopSafari: true } });
    const iosFlag = normalisePageData({ flags: { blockAnimationsIOS: '1' } });
    const none = normalisePageData({});
    expect([
      animationsBlocked(safariFlag, UA.macSafari, 0),
      animationsBlocked(safariFlag, UA.iPhone, 5),
      animationsBlocked(iosFlag, UA.iPhone, 5),
      animationsBlocked(iosFlag, UA.macSafari, 5),
      animationsBlocked(iosFlag, UA.macSafari, 0),
      animationsBlocked(none, UA.macSafari, 0),
      animationsBlocked(none, UA.iPhone, 5),
    ]).to.deep.equal([true, false, true, true, false, false, false]);
  });

  it('animationsBlocked reads the real browser by default', async () => {
    const flags = normalisePageData({ flags: { blockAnimationsDesktopSafari: true } });
    const here = animationsBlocked(flags);
    await setUserAgent(UA.macSafari);
    try {
      expect([here, animationsBlocked(flags)]).to.deep.equal([false, true]);
    } finally {
      await setUserAgent(originalUserAgent);
    }
  });
});
