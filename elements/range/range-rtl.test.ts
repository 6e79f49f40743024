// ib-range in right-to-left text, as a native range under dir=rtl in Chromium: the minimum is at
// the right and the value grows to the left, ArrowLeft increases it and ArrowRight decreases it
// (the arrows follow the thumb on screen), a click sets the value counted from the right, and the
// bubble, the ticks and their labels are mirrored with it.
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-range.ts';
import type { IbRange } from './ib-range.ts';

const part = (el: IbRange, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const parts = (el: IbRange, name: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);
const THUMB = 20; // --ib-range-thumb-size 1.25rem

/** A 400 px range in `dir`; `track` is the input's box. */
async function range(dir: string, attributes = 'value="0"') {
  const root = await fixture<HTMLElement>(
    `<div dir="${dir}" lang="ar"><ib-range label="الميزانية" ${attributes} style="width: 400px"></ib-range></div>`,
  );
  const el = root.querySelector<IbRange>('ib-range')!;
  return { el, input: part(el, 'input') as HTMLInputElement, track: rect(part(el, 'input')) };
}

/** The bubble's centre, in px from the track's right edge. */
const bubbleFromRight = (el: IbRange) =>
  round(
    rect(part(el, 'input')).right -
      (rect(part(el, 'bubble')).left + rect(part(el, 'bubble')).width / 2),
  );

/**
 * The centre of the bubble's pointer (its ::after, a 10 px wide triangle of borders), in px from
 * the bubble's left padding edge: its `left` and left margin plus its `translate` (a percentage of
 * 10 px).
 */
function pointerCentre(bubble: HTMLElement): number {
  const style = getComputedStyle(bubble, '::after');
  const shift =
    style.translate === 'none'
      ? 0
      : parseFloat(style.translate) * (style.translate.split(' ')[0]!.endsWith('%') ? 10 / 100 : 1);
  return round(parseFloat(style.left) + parseFloat(style.marginLeft) + shift + 5);
}

describe('ib-range right-to-left', () => {
  it('puts the minimum at the right: the bubble follows the thumb leftwards', async () => {
    const { el } = await range('rtl');
    expect(bubbleFromRight(el)).to.equal(10);
    // The track's fill runs from the right too (its gradient goes "to left").
    expect(getComputedStyle(part(el, 'input')).getPropertyValue('--_to').trim()).to.equal('left');
    el.value = 75;
    await frames(1);
    expect(bubbleFromRight(el)).to.equal(295); // 10 + 0.75 × 380
    el.value = 100;
    await frames(1);
    expect(bubbleFromRight(el)).to.equal(390);
  });

  it('ArrowLeft increases the value and ArrowRight decreases it; Up, Down, Home and End as in ltr', async () => {
    const { el, input } = await range('rtl', 'value="50" step="5"');
    input.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.value).to.equal(55);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.value).to.equal(60);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.value).to.equal(55);
    await sendKeys({ press: 'ArrowUp' });
    expect(el.value).to.equal(60);
    await sendKeys({ press: 'ArrowDown' });
    expect(el.value).to.equal(55);
    await sendKeys({ press: 'End' });
    expect(el.value).to.equal(100);
    await sendKeys({ press: 'Home' });
    expect(el.value).to.equal(0);
  });

  it('a click a quarter of the way from the right sets 25', async () => {
    const { el, track } = await range('rtl');
    const x = track.right - THUMB / 2 - 0.25 * (track.width - THUMB);
    await sendMouse({ type: 'click', position: [round(x), round(track.top + track.height / 2)] });
    await frames(1);
    expect(el.value).to.equal(25);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('draws the ticks from the right, the end labels inside the track, the bubble’s pointer under its middle', async () => {
    const { el, track } = await range('rtl', 'value="40" format="percent"');
    const ticks = parts(el, 'tick').map((tick) => round(track.right - rect(tick).left));
    expect(ticks).to.deep.equal([10, 86, 162, 238, 314, 390]);
    const labels = parts(el, 'tick-label');
    expect(round(rect(labels[0]!).right)).to.equal(round(track.right)); // "0%" ends at the right end
    expect(round(rect(labels[5]!).left)).to.equal(round(track.left)); // "100%" starts at the left end
    // The little triangle under the bubble: 10 px of borders, centred under the bubble.
    expect(pointerCentre(part(el, 'bubble'))).to.equal(round(part(el, 'bubble').clientWidth / 2));
  });

  it('left-to-right keeps the minimum at the left and ArrowRight increasing', async () => {
    const { el, input, track } = await range('ltr', 'value="50" step="5"');
    expect(
      round(rect(part(el, 'bubble')).left + rect(part(el, 'bubble')).width / 2 - track.left),
    ).to.equal(200);
    input.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.value).to.equal(55);
    expect(pointerCentre(part(el, 'bubble'))).to.equal(round(part(el, 'bubble').clientWidth / 2));
  });
});
