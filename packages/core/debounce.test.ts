import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DEFAULT_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS, debounce } from './debounce.ts';

describe('debounce', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it('has the README constants: 250 ms default, 500 ms for resize', () => {
    expect([DEFAULT_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS]).to.deep.equal([250, 500]);
  });

  it('calls once, 250 ms after the last call by default, with the latest arguments', () => {
    const calls: string[] = [];
    const run = debounce((value: string) => calls.push(value));
    run('a');
    clock.tick(200);
    run('b');
    clock.tick(249);
    expect(calls).to.deep.equal([]);
    clock.tick(1);
    expect(calls).to.deep.equal(['b']);
  });

  it('honours a custom wait', () => {
    const fn = sinon.spy();
    const run = debounce(fn, 100);
    run();
    clock.tick(99);
    expect(fn.callCount).to.equal(0);
    clock.tick(1);
    expect(fn.callCount).to.equal(1);
  });

  it('cancel() drops the pending call', () => {
    const fn = sinon.spy();
    const run = debounce(fn);
    run();
    run.cancel();
    clock.tick(1000);
    expect([fn.callCount, run.pending()]).to.deep.equal([0, false]);
  });

  it('flush() runs the pending call now, once', () => {
    const calls: number[] = [];
    const run = debounce((n: number) => calls.push(n));
    run(1);
    run(2);
    expect(run.pending()).to.equal(true);
    run.flush();
    clock.tick(1000);
    expect(calls).to.deep.equal([2]);
  });

  it('flush() does nothing without a pending call', () => {
    const fn = sinon.spy();
    debounce(fn).flush();
    expect(fn.callCount).to.equal(0);
  });
});
