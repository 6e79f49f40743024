// Many carousels on one page start Embla each in a task of its own, not all in the one task after
// Embla's chunk arrives (24 carousels made one of ~120 ms at 4x CPU, docs/performance.md). Its own
// page: Embla must not have loaded before the carousels ask for it together.
import { expect, waitUntil } from '@open-wc/testing';
import { taskCounter } from '../../packages/test-utils/index.ts';
import './ib-carousel.ts';
import type { IbCarousel } from './ib-carousel.ts';

describe('ib-carousel: many on a page', () => {
  it('six carousels waiting for Embla together start it in six tasks', async () => {
    const taskNow = taskCounter();
    const startedIn = new Map<IbCarousel, number>();
    const carousels = Array.from({ length: 6 }, (_, c) => {
      const el = document.createElement('ib-carousel') as IbCarousel;
      el.innerHTML = [1, 2, 3].map((n) => `<article><h3>Story ${c}.${n}</h3></article>`).join('');
      // Seen when the carousel hands its running Embla to the page.
      let api: unknown;
      Object.defineProperty(el, 'emblaApi', {
        configurable: true,
        get: () => api,
        set: (value) => {
          api = value;
          if (value) startedIn.set(el, taskNow());
        },
      });
      return el;
    });
    document.body.append(...carousels);
    await waitUntil(() => startedIn.size === 6, 'Embla did not start on every carousel', {
      timeout: 5000,
    });
    expect(new Set(startedIn.values()).size).to.equal(6);
    for (const el of carousels) expect(el.emblaApi!.slideNodes().length).to.equal(3);
    document.body.replaceChildren();
  });
});
