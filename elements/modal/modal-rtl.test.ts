// ib-modal in right-to-left text: the close button sits at the inline end of the dialog, the
// left edge in Arabic, clear of the heading that starts at the right.
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import {
  expect,
  fixture,
  fixtureCleanup,
  nextTask,
  textBox,
} from '../../packages/test-utils/index.ts';
import './ib-modal.ts';
import type { IbModal } from './ib-modal.ts';

const rect = (element: Element) => element.getBoundingClientRect();

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function openModal(dir: string, heading: string) {
  const root = await fixture<HTMLDivElement>(
    html`<div dir=${dir}>
      <ib-modal id="m"
        ><h2 style="margin: 0">${heading}</h2>
        <p>…</p></ib-modal
      >
    </div>`,
  );
  const modal = root.querySelector<IbModal>('ib-modal')!;
  modal.open = true;
  await modal.updateComplete;
  await nextTask();
  const dialog = modal.shadowRoot!.querySelector('dialog')!;
  const close = modal.shadowRoot!.querySelector<HTMLElement>('[part="close"]')!;
  return { modal, dialog, close, heading: modal.querySelector('h2')! };
}

// 800 px wide: the dialog is 640 px (40rem), from x = 80 to 720, with 32 px of padding; the close
// button (44 px) reaches 16 px into that padding.
before(() => setViewport({ width: 800, height: 600 }));
// No opening animation: the dialog is measured where it ends up.
beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
afterEach(async () => {
  for (const modal of document.querySelectorAll<IbModal>('ib-modal')) modal.open = false;
  fixtureCleanup();
  await nextTask();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ib-modal right-to-left', () => {
  it('puts the close button at the left edge of the dialog, clear of the heading', async () => {
    const { dialog, close, heading } = await openModal(
      'rtl',
      'اشترك في النشرة الإخبارية الشهرية لتصلك آخر الأخبار',
    );
    expect(Math.round(rect(dialog).left)).to.equal(80);
    expect(Math.round(rect(close).left)).to.equal(96);
    expect(Math.round(rect(close).top - rect(dialog).top)).to.equal(32); // on the first line, as in left-to-right
    // The heading starts at the right padding edge and wraps before reaching the button.
    expect(Math.round(textBox(heading).right)).to.equal(688);
    expect(overlaps(rect(close), textBox(heading))).to.equal(false);
    expect(textBox(heading).left).to.be.at.least(rect(close).right);
  });

  it('left-to-right keeps it at the right edge', async () => {
    const { close, heading } = await openModal(
      'ltr',
      'Subscribe to the monthly newsletter for the latest news',
    );
    expect(Math.round(rect(close).right)).to.equal(704);
    expect(Math.round(textBox(heading).left)).to.equal(112);
    expect(overlaps(rect(close), textBox(heading))).to.equal(false);
  });
});
