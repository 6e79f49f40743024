// ib-tooltip's own placement (Floating UI's chunk cannot be fetched) in right-to-left text: as
// Floating UI does, `-start` lines the bubble up with the trigger's right edge and `-end` with its
// left. Its own page: once loaded, a module is never fetched again, so the blocked request must be
// the first.
import { waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { blockRequests, unblockRequests } from '../../packages/test-utils/block-requests.ts';
import { captureErrors, expect } from '../../packages/test-utils/index.ts';
import './ib-tooltip.ts';
import { arabicTooltip, arrowOf, bubble, showByFocus } from './test-support.ts';

const FLOATING_UI = '/packages/floating-ui/floating-ui.ts';
const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);

/** Shows the tooltip (300 ms on a fake clock; the failed load is real network) and hides it after. */
async function placedBox(dir: string, placement: string) {
  const { el, trigger } = await arabicTooltip(dir, placement);
  await showByFocus(trigger);
  await waitUntil(() => bubble(el).hasAttribute('data-positioned'), 'the bubble was never placed', {
    timeout: 5000,
  });
  const box = rect(bubble(el));
  const anchor = rect(trigger);
  expect(box.width).to.be.greaterThan(anchor.width + 50);
  const arrow = rect(arrowOf(el));
  return { box, anchor, arrowCentre: arrow.left + arrow.width / 2 };
}

before(() => setViewport({ width: 800, height: 600 }));
afterEach(() => unblockRequests());

describe('ib-tooltip right-to-left when Floating UI cannot load', () => {
  it('top-start at the trigger’s right edge, bottom-end at its left, the arrow at the trigger’s centre', async () => {
    await blockRequests([FLOATING_UI]);
    await captureErrors(async () => {
      const start = await placedBox('rtl', 'top-start');
      expect(round(start.box.right - start.anchor.right)).to.equal(0);
      expect(round(start.anchor.top - start.box.bottom)).to.equal(10);
      expect(start.arrowCentre).to.be.closeTo(start.anchor.left + start.anchor.width / 2, 1);
      const end = await placedBox('rtl', 'bottom-end');
      expect(round(end.box.left - end.anchor.left)).to.equal(0);
      expect(round(end.box.top - end.anchor.bottom)).to.equal(10);
      // Left-to-right as before.
      const ltr = await placedBox('ltr', 'top-start');
      expect(round(ltr.box.left - ltr.anchor.left)).to.equal(0);
    });
  });
});
