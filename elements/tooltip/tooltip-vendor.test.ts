// ib-tooltip when the Floating UI chunk cannot be fetched. Its own page: once loaded, a module is
// never fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import {
  blockRequests,
  blockedRequests,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { captureErrors, expect, fakeTimeouts, fixture } from '../../packages/test-utils/index.ts';
import './ib-tooltip.ts';
import type { IbTooltip } from './ib-tooltip.ts';
import { arrowOf, bubble, showByFocus } from './test-support.ts';

const FLOATING_UI = '/packages/floating-ui/floating-ui.ts';

async function setup() {
  const root = await fixture<HTMLDivElement>(html`
    <div style="padding: 200px 250px 1200px">
      <ib-tooltip content="Messages sent per second" placement="top"
        ><button id="trigger">Throughput</button></ib-tooltip
      >
    </div>
  `);
  const el = root.querySelector<IbTooltip>('ib-tooltip')!;
  return { el, trigger: el.querySelector<HTMLElement>('#trigger')! };
}

/** Blurs the trigger and runs the 250 ms hide delay on a fake clock. */
async function hideBy(trigger: HTMLElement) {
  const clock = fakeTimeouts();
  try {
    trigger.blur();
    await clock.tickAsync(250);
  } finally {
    clock.restore();
  }
}

const placed = (el: IbTooltip) =>
  waitUntil(() => bubble(el).hasAttribute('data-positioned'), 'the bubble was never placed', {
    timeout: 5000,
  });

before(() => setViewport({ width: 800, height: 600 }));
afterEach(async () => {
  await unblockRequests();
  window.scrollTo(0, 0);
});

describe('ib-tooltip when Floating UI cannot load', () => {
  it('shows the bubble above the trigger anyway, reports one ChunkLoadError, and uses Floating UI on the next show', async () => {
    const { el, trigger } = await setup();
    await blockRequests([FLOATING_UI]);
    const errors = await captureErrors(async () => {
      await showByFocus(trigger);
      await placed(el);
    });

    // Visible, 10 px above the trigger, centred on it, the arrow pointing at its centre.
    const box = bubble(el).getBoundingClientRect();
    const target = trigger.getBoundingClientRect();
    expect(getComputedStyle(bubble(el)).visibility).to.equal('visible');
    expect(bubble(el).hidden).to.equal(false);
    expect(Math.round(target.top - box.bottom)).to.equal(10);
    expect(Math.round(box.left + box.width / 2)).to.be.closeTo(
      Math.round(target.left + target.width / 2),
      1,
    );
    const arrow = arrowOf(el).getBoundingClientRect();
    expect(arrow.left + arrow.width / 2).to.be.closeTo(target.left + target.width / 2, 1);
    expect(bubble(el).dataset.placement).to.equal('top');

    expect((await blockedRequests()).length).to.be.greaterThan(0);
    expect(errors.length).to.equal(1);
    expect(errors[0][0]).to.equal('[ib-blocks] <ib-tooltip>');
    expect((errors[0][1] as Error).name).to.equal('ChunkLoadError');

    await hideBy(trigger);
    expect(bubble(el).hidden).to.equal(true);
    await unblockRequests();
    await showByFocus(trigger);
    await placed(el);
    // Floating UI, not the one-off fallback: the bubble follows the trigger when the page scrolls.
    window.scrollTo(0, 50);
    await waitUntil(
      () =>
        Math.round(
          trigger.getBoundingClientRect().top - bubble(el).getBoundingClientRect().bottom,
        ) === 10,
      'the bubble did not follow the scrolled trigger',
      { timeout: 5000 },
    );
    expect(Math.round(trigger.getBoundingClientRect().top)).to.equal(Math.round(target.top) - 50);
  });
});
