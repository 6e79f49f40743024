// The control bar holds at every width from a small phone up: a visible play button inside the
// bar, a progress bar at least a third of the bar's width, no control sticking out of it.
import { expect } from '@open-wc/testing';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { MEDIA_FRAMES, MP4, playerReady, videoOf } from './test-support.ts';

afterEach(() => fixtureCleanup());

const CAPTIONS = JSON.stringify([
  { textContent: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello', name: 'English', languageCode: 'en' },
]);

/** Whether `inner` lies within `outer` (a half pixel of rounding allowed). */
const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** The controls a visitor can see in the bar (Plyr hides some with display: none or `hidden`). */
const shownControls = (bar: Element) =>
  [...bar.children].filter((child) => {
    const rect = child.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(child).visibility !== 'hidden';
  });

async function barAt(width: number, captions: boolean) {
  const el = await fixture<IbVideo>(`
    <ib-video src="${MP4}" muted controls label="Product tour" style="width: ${width}px">
      ${captions ? `<script type="application/json" slot="captions">${CAPTIONS}</script>` : ''}
    </ib-video>`);
  await playerReady(el);
  // The time display and the captions button come in with the metadata.
  await until(
    () => videoOf(el).readyState >= 1,
    MEDIA_FRAMES,
    () => 'metadata',
  );
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const root = el.shadowRoot!;
  const bar = root.querySelector('.plyr__controls')!;
  const play = root.querySelector<HTMLElement>('.plyr__controls [data-plyr="play"]')!;
  const progress = root.querySelector<HTMLElement>('.plyr__controls .plyr__progress__container')!;
  return { bar, play, progress };
}

describe('ib-video: the control bar at phone and desktop widths', () => {
  for (const width of [320, 358, 480, 640, 1200]) {
    for (const captions of [false, true]) {
      it(`keeps the play button in the bar and a third of it for progress at ${width} px${captions ? ' (with captions)' : ''}`, async () => {
        const { bar, play, progress } = await barAt(width, captions);
        const barRect = bar.getBoundingClientRect();
        expect(barRect.width).to.be.closeTo(width, 1);

        const playRect = play.getBoundingClientRect();
        expect(playRect.width, 'play button width').to.be.at.least(24);
        expect(inside(playRect, barRect), 'play button inside the bar').to.equal(true);

        expect(progress.getBoundingClientRect().width, 'progress width').to.be.at.least(
          barRect.width / 3,
        );

        for (const control of shownControls(bar)) {
          const name = control.getAttribute('data-plyr') ?? control.className;
          expect(
            inside(control.getBoundingClientRect(), barRect),
            `${name} inside the bar`,
          ).to.equal(true);
        }
      });
    }
  }

  it('keeps the less essential controls at a desktop width', async () => {
    const { bar } = await barAt(1200, false);
    const shown = shownControls(bar).map(
      (control) => control.getAttribute('data-plyr') ?? control.className,
    );
    expect(shown.some((name) => name.includes('plyr__volume'))).to.equal(true);
    expect(shown.some((name) => name.includes('plyr__time'))).to.equal(true);
    const volume = bar.querySelector('input[data-plyr="volume"]')!;
    expect(volume.getBoundingClientRect().width).to.be.at.least(60);
  });

  it('keeps the mute button but not the volume slider or the time on a phone', async () => {
    const { bar } = await barAt(358, false);
    expect(bar.querySelector('input[data-plyr="volume"]')!.getBoundingClientRect().width).to.equal(
      0,
    );
    expect(bar.querySelector('.plyr__time')!.getBoundingClientRect().width).to.equal(0);
    expect(bar.querySelector('[data-plyr="mute"]')!.getBoundingClientRect().width).to.be.at.least(
      24,
    );
  });
});
