import { expect } from '@open-wc/testing';
import { captureErrors, nextTask } from '../test-utils/index.ts';
import { loadKnownTag } from './known-tags.ts';
import { startAutoload } from './start-autoload.ts';

// The autoloader's `load` as autoload.ts wires it, with a fake element loader that records.
let requested: string[] = [];
let stop: (() => void) | undefined;
const start = () =>
  (stop = startAutoload({
    load: (tag) => loadKnownTag(tag, (known) => (requested.push(known), Promise.resolve())),
  }));

beforeEach(() => (requested = []));
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

describe("the autoloader and the library's tags", () => {
  it('loads a tag of the library (the list comes from the define files)', async () => {
    document.body.innerHTML = '<ib-video></ib-video><ib-accordion></ib-accordion>';
    start();
    await nextTask();
    expect([...requested].sort()).to.deep.equal(['ib-accordion', 'ib-video']);
  });

  it('fetches nothing for an unknown tag, reports Cannot find module / MODULE_NOT_FOUND once and marks it failed', async () => {
    const errors = await captureErrors(async () => {
      document.body.innerHTML = '<ib-vidoe></ib-vidoe><p><ib-vidoe></ib-vidoe></p>';
      start();
      await nextTask();
      // An interaction retries a failed load, but not this one: nothing can make the tag exist.
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      await nextTask();
    });
    expect(requested).to.deep.equal([]);
    expect(errors.length).to.equal(1);
    const error = errors[0][1] as Error & { code?: string };
    expect(error).to.be.instanceOf(Error);
    expect(error.message).to.equal("Cannot find module 'ib-blocks/ib-vidoe'");
    expect(error.code).to.equal('MODULE_NOT_FOUND');
    expect(
      [...document.querySelectorAll('ib-vidoe')].map((element) =>
        element.getAttribute('data-ib-state'),
      ),
    ).to.deep.equal(['failed', 'failed']);
  });
});
