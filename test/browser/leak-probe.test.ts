// The leak probe itself: it must count what the browser keeps, so a listener released by its
// AbortSignal is not reported as a leak, and one still there is.
import { expect } from '@open-wc/testing';
import { installLeakProbe, leakCounts } from './leak-probe.ts';

describe('leak probe', () => {
  let uninstall: () => void;
  let base: number;
  const added = () => leakCounts().pageListeners - base;
  const listener = () => {};

  beforeEach(() => {
    uninstall = installLeakProbe();
    base = leakCounts().pageListeners;
  });
  afterEach(() => uninstall());

  it('counts a listener until removeEventListener', () => {
    window.addEventListener('resize', listener, true);
    expect(added()).to.equal(1);
    window.removeEventListener('resize', listener); // not the capture one: still there
    expect(added()).to.equal(1);
    window.removeEventListener('resize', listener, true);
    expect(added()).to.equal(0);
  });

  it('counts a listener added with a signal as removed when the signal aborts', () => {
    const controller = new AbortController();
    document.addEventListener('keydown', listener, { signal: controller.signal });
    document.body.addEventListener('click', listener, { signal: controller.signal, capture: true });
    expect(added()).to.equal(2);
    controller.abort();
    expect(added()).to.equal(0);
  });

  it('counts nothing for a signal aborted already (the browser adds nothing)', () => {
    window.addEventListener('scroll', listener, { signal: AbortSignal.abort() });
    expect(added()).to.equal(0);
  });

  it('keeps a listener added again after removal when the first signal aborts', () => {
    const first = new AbortController();
    window.addEventListener('focus', listener, { signal: first.signal });
    window.removeEventListener('focus', listener);
    window.addEventListener('focus', listener);
    first.abort(); // the browser no longer ties this listener to `first`
    expect(added()).to.equal(1);
    window.removeEventListener('focus', listener);
    expect(added()).to.equal(0);
  });

  it('keeps the first signal of a listener added twice (the second add is ignored)', () => {
    const first = new AbortController();
    const second = new AbortController();
    window.addEventListener('blur', listener, { signal: first.signal });
    window.addEventListener('blur', listener, { signal: second.signal });
    second.abort();
    expect(added()).to.equal(1);
    first.abort();
    expect(added()).to.equal(0);
  });
});
