import { expect } from '@open-wc/testing';
import { frames } from '../test-utils/index.ts';
import { requireVisiblePage } from './test-support/visible-page.ts';
import { observeVisibility, whenNearViewport } from './visibility.ts';

// Observer callbacks arrive a frame or two after the scroll that caused them.
async function scrollToY(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' });
  await frames(4);
}

function tallPage() {
  const page = document.createElement('div');
  page.innerHTML = `
    <div style="height: 3000px"></div>
    <div class="target" style="height: 200px">target</div>
    <div class="other" style="height: 200px">other</div>
    <div style="height: 3000px"></div>`;
  document.body.append(page);
  return page;
}

describe('visibility', () => {
  before(requireVisiblePage);
  let page: HTMLElement;
  let target: Element;
  let other: Element;
  const originalObserver = window.IntersectionObserver;

  beforeEach(async () => {
    page = tallPage();
    target = page.querySelector('.target')!;
    other = page.querySelector('.other')!;
    await scrollToY(0);
  });
  afterEach(() => {
    window.IntersectionObserver = originalObserver;
    page.remove();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  describe('whenNearViewport', () => {
    it('fires once the element is within one viewport of being visible, and only once', async () => {
      const viewport = window.innerHeight;
      let calls = 0;
      whenNearViewport(target, () => (calls += 1));
      await frames(4);
      const atStart = calls;
      // Target 3000px down: still more than a viewport below the fold.
      await scrollToY(3000 - 2 * viewport - 100);
      const farAway = calls;
      await scrollToY(3000 - 2 * viewport + 100);
      const near = calls;
      await scrollToY(3000);
      await scrollToY(0);
      await scrollToY(3000);
      expect([atStart, farAway, near, calls]).to.deep.equal([0, 0, 1, 1]);
    });

    it('fires right away for an element already in view', async () => {
      let calls = 0;
      await scrollToY(2900);
      whenNearViewport(target, () => (calls += 1));
      await frames(4);
      expect(calls).to.equal(1);
    });

    it('honours a custom margin', async () => {
      let calls = 0;
      whenNearViewport(target, () => (calls += 1), '0px');
      await scrollToY(3000 - window.innerHeight - 50);
      const justOutside = calls;
      await scrollToY(3000 - window.innerHeight + 50);
      expect([justOutside, calls]).to.deep.equal([0, 1]);
    });

    it('does not fire after cancel', async () => {
      let calls = 0;
      const cancel = whenNearViewport(target, () => (calls += 1));
      cancel();
      await scrollToY(2900);
      expect(calls).to.equal(0);
    });
  });

  describe('observeVisibility', () => {
    it('reports entering and leaving with the given threshold', async () => {
      const seen: string[] = [];
      const stop = observeVisibility(
        target,
        (entry) => seen.push(entry.isIntersecting ? 'in' : 'out'),
        {
          threshold: 0.5,
        },
      );
      await frames(4);
      // 150 of the 200px visible (over half), then 50 (under half), then scrolled far past.
      await scrollToY(3000 - window.innerHeight + 150);
      await scrollToY(3000 - window.innerHeight + 50);
      await scrollToY(6000);
      stop();
      await scrollToY(2900);
      expect(seen).to.deep.equal(['out', 'in', 'out']);
    });

    it('shares one observer per rootMargin and threshold combination', async () => {
      let created = 0;
      window.IntersectionObserver = class extends originalObserver {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(callback, options);
          created += 1;
        }
      };
      const noop = () => undefined;
      const stops = [
        observeVisibility(target, noop, { rootMargin: '10px', threshold: 0.25 }),
        observeVisibility(other, noop, { rootMargin: '10px', threshold: 0.25 }),
        observeVisibility(target, () => undefined, { rootMargin: '10px', threshold: 0.25 }),
        observeVisibility(target, noop, { rootMargin: '10px', threshold: 0.5 }),
      ];
      const whileObserving = created;
      stops.forEach((stop) => stop());
      // Everyone left: the shared observer was dropped, so the next caller gets a new one.
      observeVisibility(target, noop, { rootMargin: '10px', threshold: 0.25 })();
      expect([whileObserving, created]).to.deep.equal([2, 3]);
    });

    it('gives a late subscriber to an already observed element its current state', async () => {
      await scrollToY(2900);
      const first: boolean[] = [];
      const second: boolean[] = [];
      const stopFirst = observeVisibility(target, (entry) => first.push(entry.isIntersecting));
      await frames(4);
      const stopSecond = observeVisibility(target, (entry) => second.push(entry.isIntersecting));
      await frames(2);
      stopFirst();
      stopSecond();
      expect([first, second]).to.deep.equal([[true], [true]]);
    });

    it('keeps notifying the others when one subscriber stops inside its callback', async () => {
      const seen: string[] = [];
      const stopA = observeVisibility(target, () => {
        seen.push('a');
        stopA();
      });
      const stopB = observeVisibility(target, () => seen.push('b'));
      await frames(4);
      await scrollToY(2900);
      stopB();
      expect(seen).to.deep.equal(['a', 'b', 'b']);
    });
  });
});
