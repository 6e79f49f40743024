// What several tooltip test pages share: the bubble and arrow, the right-to-left tooltip whose
// placement the RTL pages check (with Floating UI and with the fallback), and the show delay run
// on a fake clock. Importing it loads no vendor, so a page that blocks Floating UI can use it.
import { html } from 'lit';
import { fakeTimeouts, fixture } from '../../packages/test-utils/index.ts';
import type { IbTooltip } from './ib-tooltip.ts';

export const bubble = (el: IbTooltip) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="tooltip"]')!;
export const arrowOf = (el: IbTooltip) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="arrow"]')!;

/** An Arabic tooltip in `dir` text whose bubble is wider than its trigger, with room around it. */
export async function arabicTooltip(
  dir: string,
  placement: string,
): Promise<{ el: IbTooltip; trigger: HTMLElement }> {
  const root = await fixture<HTMLDivElement>(html`
    <div dir=${dir} lang="ar" style="padding: 200px 300px">
      <ib-tooltip content="عدد الرسائل المرسلة في الثانية الواحدة" placement=${placement}
        ><button id="trigger">الإنتاجية</button></ib-tooltip
      >
    </div>
  `);
  const el = root.querySelector<IbTooltip>('ib-tooltip')!;
  return { el, trigger: el.querySelector<HTMLElement>('#trigger')! };
}

/** Focuses the trigger and runs the 300 ms show delay on a fake clock, then gives the real timers back. */
export async function showByFocus(trigger: HTMLElement): Promise<void> {
  const clock = fakeTimeouts();
  try {
    trigger.focus();
    await clock.tickAsync(300);
  } finally {
    clock.restore();
  }
}
