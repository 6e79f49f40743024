import { expect } from '@open-wc/testing';
import { captureErrors, nextTask } from '../test-utils/index.ts';
import { discover, startAutoload } from './start-autoload.ts';

// The ib-* tags here (but ib-shell-probe) are never defined, so they stay `:not(:defined)` and the
// fake `load` only records.

/** Renders into the shadow root on connect and fires `ib-ready`, like a rendered ib-* element. */
class ShellProbe extends HTMLElement {
  connectedCallback() {
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' }).innerHTML = this.dataset.inner ?? '';
    this.dispatchEvent(new CustomEvent('ib-ready', { bubbles: true, composed: true }));
  }
}
customElements.define('ib-shell-probe', ShellProbe);

let stop: (() => void) | undefined;
let calls: string[] = [];
let failing = new Set<string>();

function start() {
  stop = startAutoload({
    load: (tag) => {
      calls.push(tag);
      return failing.has(tag) ? Promise.reject(new Error(`no ${tag}`)) : Promise.resolve();
    },
  });
}

function render(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper;
}

const sorted = (list: string[]) => [...list].sort().join(',');

beforeEach(() => {
  calls = [];
  failing = new Set();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
});

describe('startAutoload', () => {
  it('loads the ib-* tags already in the document', async () => {
    render('<ib-alpha></ib-alpha><section><p><ib-beta></ib-beta></p></section>');
    start();
    await nextTask();
    expect(sorted(calls)).to.equal('ib-alpha,ib-beta');
  });

  it('loads tags added to the document later, at any depth', async () => {
    start();
    render('<article><ib-gamma></ib-gamma></article>');
    const later = document.createElement('ib-alpha');
    document.body.append(later);
    await nextTask();
    expect(sorted(calls)).to.equal('ib-alpha,ib-gamma');
  });

  it('loads tags inside the shadow roots of rendered elements, now and later', async () => {
    start();
    const wrapper = render(
      '<ib-shell-probe data-inner="<ib-inner></ib-inner><ib-shell-probe data-inner=\'<ib-deep></ib-deep>\'></ib-shell-probe>"></ib-shell-probe>',
    );
    await nextTask();
    expect(sorted(calls)).to.equal('ib-deep,ib-inner');

    const shell = wrapper.querySelector('ib-shell-probe')!;
    shell.shadowRoot!.append(document.createElement('ib-later'));
    await nextTask();
    expect(sorted(calls)).to.equal('ib-deep,ib-inner,ib-later');
  });

  it("discover(root) loads the tags inside a root it cannot see by itself (another library's closed shadow root), now and later", async () => {
    start();
    const wrapper = render('<other-library-card></other-library-card>');
    const root = wrapper.firstElementChild!.attachShadow({ mode: 'closed' });
    root.innerHTML = '<ib-hidden-now></ib-hidden-now>';
    await nextTask();
    expect(calls).to.deep.equal([]);

    discover(root);
    await nextTask();
    expect(calls).to.deep.equal(['ib-hidden-now']);
    root.append(document.createElement('ib-hidden-later'));
    await nextTask();
    expect(calls).to.deep.equal(['ib-hidden-now', 'ib-hidden-later']);
  });

  it('loads each tag once, however often it appears', async () => {
    render('<ib-alpha></ib-alpha><ib-alpha></ib-alpha>');
    start();
    render('<ib-alpha></ib-alpha>');
    await nextTask();
    render(
      '<ib-alpha></ib-alpha><ib-shell-probe data-inner="<ib-alpha></ib-alpha>"></ib-shell-probe>',
    );
    await nextTask();
    expect(calls.join(',')).to.equal('ib-alpha');
  });

  it("ignores other libraries' tags and ib-* tags that are already defined", async () => {
    render(
      '<x-alpha></x-alpha><ib-shell-probe></ib-shell-probe><sl-button></sl-button><my-ib-card></my-ib-card>',
    );
    start();
    render('<x-beta></x-beta><ib-shell-probe></ib-shell-probe>');
    await nextTask();
    expect(calls.join(',')).to.equal('');
  });

  it("asks `load` for any ib-* tag, a misspelt one too (which tags exist is known-tags.ts's to say)", async () => {
    failing.add('ib-acordion');
    const errors = await captureErrors(async () => {
      render('<ib-acordion></ib-acordion>');
      start();
      await nextTask();
    });
    expect(calls.join(',')).to.equal('ib-acordion');
    expect(String((errors[0] as unknown[])[1])).to.equal('Error: no ib-acordion');
  });

  it('loads nothing on a page without ib-* tags', async () => {
    render('<main><h1>Plain page</h1><p>No blocks here.</p></main>');
    start();
    render('<footer>still none</footer>');
    await nextTask();
    expect(calls.length).to.equal(0);
  });

  it('reports a failed load and retries it once, on the next interaction', async () => {
    failing.add('ib-flaky');
    const errors = await captureErrors(async () => {
      render('<ib-flaky></ib-flaky>');
      start();
      await nextTask();
    });
    expect(calls.join(',')).to.equal('ib-flaky');
    expect(errors.length).to.equal(1);
    expect(String((errors[0] as unknown[])[1])).to.equal('Error: no ib-flaky');

    await nextTask();
    expect(calls.length, 'no retry before an interaction').to.equal(1);

    const retryErrors = await captureErrors(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown'));
      await nextTask();
    });
    expect(calls.join(',')).to.equal('ib-flaky,ib-flaky');
    expect(retryErrors.length).to.equal(1);

    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await nextTask();
    expect(calls.length, 'retried only once').to.equal(2);
  });

  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    it(`retries on ${type}, and a retry that succeeds ends the retries`, async () => {
      failing.add('ib-flaky');
      await captureErrors(async () => {
        render('<ib-flaky></ib-flaky>');
        start();
        await nextTask();
      });
      failing.delete('ib-flaky');
      document.body.dispatchEvent(new Event(type));
      await nextTask();
      document.body.dispatchEvent(new Event(type));
      await nextTask();
      expect(calls.join(',')).to.equal('ib-flaky,ib-flaky');
    });
  }

  it('keeps loading other tags when one fails', async () => {
    failing.add('ib-flaky');
    await captureErrors(async () => {
      render('<ib-flaky></ib-flaky><ib-fine></ib-fine>');
      start();
      await nextTask();
      render('<ib-alpha></ib-alpha>');
      await nextTask();
    });
    expect(sorted(calls)).to.equal('ib-alpha,ib-fine,ib-flaky');
  });

  it('stops observing when stopped', async () => {
    start();
    stop!();
    render(
      '<ib-alpha></ib-alpha><ib-shell-probe data-inner="<ib-inner></ib-inner>"></ib-shell-probe>',
    );
    await nextTask();
    expect(calls.length).to.equal(0);
  });

  describe('data-ib-state', () => {
    /** A `load` whose promises the test settles: `settle(tag, ok)` ends the latest load of `tag`. */
    function startControlled() {
      const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
      stop = startAutoload({
        load: (tag) => {
          calls.push(tag);
          return new Promise<void>((resolve, reject) => pending.set(tag, { resolve, reject }));
        },
      });
      return async (tag: string, ok: boolean) => {
        const load = pending.get(tag)!;
        if (ok) load.resolve();
        else load.reject(new Error(`no ${tag}`));
        await nextTask();
      };
    }

    const states = (selector: string, root: ParentNode = document) =>
      [...root.querySelectorAll<HTMLElement>(selector)]
        .map((element) => element.dataset.ibState ?? '-')
        .join(',');

    it('is pending on each element while its code loads, then loaded, for elements added meanwhile too', async () => {
      render('<ib-alpha></ib-alpha><section><ib-alpha></ib-alpha></section><ib-beta></ib-beta>');
      const settle = startControlled();
      expect(states('ib-alpha')).to.equal('pending,pending');
      expect(states('ib-beta')).to.equal('pending');

      render('<ib-alpha></ib-alpha>');
      await nextTask();
      expect(states('ib-alpha')).to.equal('pending,pending,pending');

      await settle('ib-alpha', true);
      expect(states('ib-alpha')).to.equal('loaded,loaded,loaded');
      expect(states('ib-beta'), 'another tag keeps its own state').to.equal('pending');
      await settle('ib-beta', true);
      expect(states('ib-beta')).to.equal('loaded');
      expect(calls.join(','), 'still one load per tag').to.equal('ib-alpha,ib-beta');
    });

    it('is failed after a failed load, pending again on the retry, loaded when the retry succeeds', async () => {
      render('<ib-flaky></ib-flaky>');
      const settle = startControlled();
      await captureErrors(() => settle('ib-flaky', false));
      expect(states('ib-flaky')).to.equal('failed');

      render('<ib-flaky></ib-flaky>');
      await nextTask();
      expect(states('ib-flaky'), 'an element added after the failure').to.equal('failed,failed');

      document.body.dispatchEvent(new PointerEvent('pointerdown'));
      expect(states('ib-flaky')).to.equal('pending,pending');
      await settle('ib-flaky', true);
      expect(states('ib-flaky')).to.equal('loaded,loaded');
    });

    it('stays failed when the retry fails too', async () => {
      render('<ib-flaky></ib-flaky>');
      const settle = startControlled();
      const errors = await captureErrors(async () => {
        await settle('ib-flaky', false);
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
        await settle('ib-flaky', false);
      });
      expect(errors.length).to.equal(2);
      expect(states('ib-flaky')).to.equal('failed');
    });

    it('marks the elements inside the shadow roots of rendered elements', async () => {
      const settle = startControlled();
      const wrapper = render(
        '<ib-shell-probe data-inner="<ib-inner></ib-inner>"></ib-shell-probe>',
      );
      await nextTask();
      const shadow = wrapper.querySelector('ib-shell-probe')!.shadowRoot!;
      expect(states('ib-inner', shadow)).to.equal('pending');
      await settle('ib-inner', true);
      expect(states('ib-inner', shadow)).to.equal('loaded');
    });

    it('leaves elements in text being edited alone: no state, no load', async () => {
      render('<p contenteditable="true">Send <ib-alpha>OTPs</ib-alpha></p>');
      startControlled();
      render('<p contenteditable="true">Added <ib-alpha>later</ib-alpha></p>');
      await nextTask();
      expect(states('ib-alpha')).to.equal('-,-');
      expect(calls).to.deep.equal([]);
    });

    it("leaves other libraries' tags and defined ib-* elements without a state", async () => {
      render('<x-alpha></x-alpha><sl-button></sl-button><ib-shell-probe></ib-shell-probe>');
      startControlled();
      await nextTask();
      expect(states('x-alpha, sl-button, ib-shell-probe')).to.equal('-,-,-');
    });
  });
});
