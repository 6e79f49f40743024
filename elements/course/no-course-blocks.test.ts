// A page without course blocks, where the course code has loaded all the same (a bundle that
// imports it, the autoloader on another page's template): nothing happens. No storage is read
// or written and nothing is reported. Its own file, so the spies see the modules' first run.
import sinon from 'sinon';
import { captureErrors, expect, nextTask } from '../../packages/test-utils/index.ts';

describe('course code on a page without course blocks', () => {
  afterEach(() => sinon.restore());

  it('touches no storage and reports nothing', async () => {
    const reads = sinon.spy(Storage.prototype, 'getItem');
    const writes = sinon.spy(Storage.prototype, 'setItem');
    const removals = sinon.spy(Storage.prototype, 'removeItem');
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent | PromiseRejectionEvent) =>
      uncaught.push('reason' in event ? event.reason : event.error);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    try {
      const reported = await captureErrors(async () => {
        await import('./ib-course-gate.ts');
        await import('./ib-course-tracker.ts');
        document.body.innerHTML = '<main><h1>An article</h1><p>No course here.</p></main>';
        await nextTask();
        await new Promise((resolve) => setTimeout(resolve, 60)); // past Preact's after-paint effects
      });
      expect(customElements.get('ib-course-gate'), 'the gate code ran').to.not.equal(undefined);
      expect(customElements.get('ib-course-tracker'), 'the tracker code ran').to.not.equal(
        undefined,
      );
      expect(reads.callCount, 'localStorage/sessionStorage reads').to.equal(0);
      expect(writes.callCount, 'writes').to.equal(0);
      expect(removals.callCount, 'removals').to.equal(0);
      expect(reported).to.deep.equal([]);
      expect(uncaught).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      document.body.replaceChildren();
    }
  });
});
