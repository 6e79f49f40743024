// ib-tooltip in right-to-left text: a `-start` placement lines the bubble up with the trigger's
// right edge (where the line starts), `-end` with its left edge, and the text starts at the right.
import { setViewport } from '@web/test-runner-commands';
import { expect, type FakeClock, fakeTimeouts } from '../../packages/test-utils/index.ts';
import './ib-tooltip.ts';
import { arabicTooltip, bubble } from './test-support.ts';
import { loadPositioning } from './tooltip-position.ts';
const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);

let clock: FakeClock | undefined;

/** Shows a tooltip (the 300 ms delay on a fake clock) whose bubble is wider than its trigger. */
async function show(dir: string, placement: string) {
  await loadPositioning();
  const { el, trigger } = await arabicTooltip(dir, placement);
  clock = fakeTimeouts();
  trigger.focus();
  await clock.tickAsync(300);
  await clock.tickAsync(0);
  expect(bubble(el).hasAttribute('data-positioned')).to.equal(true);
  expect(rect(bubble(el)).width).to.be.greaterThan(rect(trigger).width + 50);
  return { el, trigger, box: rect(bubble(el)), anchor: rect(trigger) };
}

before(() => setViewport({ width: 800, height: 600 }));
afterEach(() => {
  clock?.restore();
  clock = undefined;
});

describe('ib-tooltip right-to-left', () => {
  it('top-start lines the bubble up with the trigger’s right edge, 10 px above it', async () => {
    const { box, anchor } = await show('rtl', 'top-start');
    expect(round(box.right - anchor.right)).to.equal(0);
    expect(round(anchor.top - box.bottom)).to.equal(10);
  });

  it('bottom-end lines it up with the trigger’s left edge', async () => {
    const { box, anchor } = await show('rtl', 'bottom-end');
    expect(round(box.left - anchor.left)).to.equal(0);
    expect(round(box.top - anchor.bottom)).to.equal(10);
  });

  it('starts each line of a long text at the bubble’s right (12 px of padding)', async () => {
    const { el } = await show('rtl', 'top');
    el.content = 'عدد الرسائل المرسلة في الثانية الواحدة، '.repeat(4) + 'تقريبًا';
    await clock!.tickAsync(0);
    expect(round(rect(bubble(el)).width)).to.equal(350); // wrapped: the widest a bubble gets
    const range = document.createRange();
    range.selectNodeContents(el.querySelector('[slot="content"]')!); // the span made from the attribute
    const lines = [...range.getClientRects()];
    const lastLine = lines[lines.length - 1]!;
    expect(lastLine.width).to.be.lessThan(200);
    expect(round(rect(bubble(el)).right - lastLine.right)).to.equal(12);
  });

  it('left-to-right: top-start at the trigger’s left edge, bottom-end at its right', async () => {
    const start = await show('ltr', 'top-start');
    expect(round(start.box.left - start.anchor.left)).to.equal(0);
    clock!.restore();
    const end = await show('ltr', 'bottom-end');
    expect(round(end.box.right - end.anchor.right)).to.equal(0);
  });
});
