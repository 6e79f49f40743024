import { a11ySnapshot, emulateMedia, findAccessibilityNode } from '@web/test-runner-commands';

interface AccessibilityNode {
  name?: string;
  children: AccessibilityNode[];
}
import sinon from 'sinon';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  captureErrors,
  expect,
  expectAccessible,
  fakeAnimationClock,
  type FakeClock,
  fixture,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-animated-text.ts';
import type { IbAnimatedText } from './ib-animated-text.ts';

const MARKUP = '<span>SMS</span><span>WhatsApp</span><span>email</span>';
/** One phrase's turn, as the README states it: held 1.1 s, exit 0.4 s, entry of the next 0.3 s. */
const CYCLE_MS = 1800;

let clock: FakeClock | undefined;
// Captured before any fake clock: a real task for the element's import() of popmotion to settle.
const realSetTimeout = window.setTimeout.bind(window);
const realTask = () => new Promise((resolve) => realSetTimeout(resolve, 10));

/** Fake clock for timers, animation frames and performance.now (popmotion's frame loop). */
function fakeClock() {
  clock = fakeAnimationClock();
  return clock;
}

/** Creates the element under the fake clock and lets the lazily imported popmotion arrive. */
async function create(markup = MARKUP) {
  const el = document.createElement('ib-animated-text') as IbAnimatedText;
  el.innerHTML = markup;
  document.body.append(el);
  await import('../../packages/popmotion/popmotion.ts');
  await realTask();
  await realTask();
  return { el, spans: [...el.querySelectorAll('span')] };
}

const state = (span: HTMLElement) => {
  const y = /translateY\((-?[\d.]+)px\)/.exec(span.style.transform)?.[1];
  return { opacity: Number(span.style.opacity), y: Number(y ?? 0) };
};
const opacities = (spans: HTMLElement[]) => spans.map((span) => Number(span.style.opacity));

before(async () => {
  await import('../../packages/popmotion/popmotion.ts'); // cached, so the element's import() resolves without the network
});

afterEach(async () => {
  document.querySelectorAll('ib-animated-text, #text-toggle').forEach((el) => el.remove());
  // Let the frame and timer callbacks queued under the fake clock run (Preact's after-paint
  // queue, popmotion's frame loop): dropped, they would wait forever after the restore.
  await clock?.tickAsync(500);
  clock?.restore();
  clock = undefined;
  delete (window as { ibPageData?: unknown }).ibPageData;
  resetPageData();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ib-animated-text', () => {
  it('shows the first phrase at once and hides the others', async () => {
    fakeClock();
    const { spans } = await create();
    expect(opacities(spans)).to.deep.equal([1, 0, 0]);
  });

  it('holds a phrase 1.1 s, lifts it out over 0.4 s, then brings the next in over 0.3 s, 16 px of travel', async () => {
    const c = fakeClock();
    const { spans } = await create();
    // Waiting phrases sit 16 px below their place, transparent.
    expect(state(spans[1])).to.deep.equal({ opacity: 0, y: 16 });
    c.tick(1080);
    expect(state(spans[0]), 'held until 1.1 s').to.deep.equal({ opacity: 1, y: 0 });
    c.tick(40); // 1120 ms
    expect(state(spans[0]).opacity, 'leaving from 1.1 s').to.be.lessThan(1);
    c.tick(180); // 1300 ms: about half-way through the exit
    const leaving = state(spans[0]);
    expect(leaving.opacity).to.be.within(0.05, 0.95);
    // Opacity and rise follow the same eased progress: 16 px of rise for a full fade.
    expect(leaving.y / (1 - leaving.opacity), 'rises 16 px while it fades').to.be.closeTo(
      -16,
      0.001,
    );
    c.tick(170); // 1470 ms: the exit ends at 1.5 s
    expect(state(spans[0]).opacity, 'still leaving before 1.5 s').to.be.greaterThan(0);
    expect(state(spans[1])).to.deep.equal({ opacity: 0, y: 16 });
    c.tick(40); // 1510 ms
    expect(state(spans[0]), 'gone after 0.4 s, back below').to.deep.equal({ opacity: 0, y: 16 });
    const entering = state(spans[1]);
    expect(entering.opacity).to.be.within(0.05, 0.95);
    expect(entering.y / (1 - entering.opacity), 'comes up 16 px while it appears').to.be.closeTo(
      16,
      0.001,
    );
    c.tick(260); // 1770 ms: the entry ends at 1.8 s
    expect(state(spans[1]).opacity, 'still entering before 1.8 s').to.be.lessThan(1);
    c.tick(40); // 1810 ms
    expect(state(spans[1]), 'in place after 0.3 s').to.deep.equal({ opacity: 1, y: 0 });
    expect(opacities(spans)).to.deep.equal([0, 1, 0]);
    c.tick(1060); // 2870 ms: held again, 1.1 s from 1.8 s
    expect(state(spans[1])).to.deep.equal({ opacity: 1, y: 0 });
    c.tick(60); // 2930 ms
    expect(state(spans[1]).opacity, 'leaving from 2.9 s').to.be.lessThan(1);
  });

  it('cycles forever: after the last phrase the first comes back', async () => {
    const c = fakeClock();
    const { spans } = await create();
    const seen: number[][] = [];
    for (let i = 0; i < 4; i += 1) {
      c.tick(CYCLE_MS + 60);
      seen.push(opacities(spans));
    }
    expect(seen).to.deep.equal([
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ]);
  });

  it('gives screen readers the full text, not the animated phrases', async () => {
    const el = await fixture<IbAnimatedText>(`<ib-animated-text>${MARKUP}</ib-animated-text>`);
    await expectAccessible(el); // before the first phrase starts to fade (axe checks contrast as shown)
    const text = el.shadowRoot!.querySelector('[part="text"]')!;
    expect(text.textContent).to.equal('SMS, WhatsApp, email');
    expect(el.shadowRoot!.querySelector('[part="stage"]')!.getAttribute('aria-hidden')).to.equal(
      'true',
    );
    // The command's typings say Promise<void>; it resolves the accessibility tree.
    const snapshot = (await a11ySnapshot({})) as unknown as AccessibilityNode;
    expect(
      Boolean(findAccessibilityNode(snapshot, (node) => node.name === 'SMS, WhatsApp, email')),
    ).to.equal(true);
    expect(Boolean(findAccessibilityNode(snapshot, (node) => node.name === 'WhatsApp'))).to.equal(
      false,
    );
  });

  it('with reduced motion, shows the first phrase still', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const c = fakeClock();
    const { spans } = await create();
    c.tick(5 * CYCLE_MS);
    expect(opacities(spans)).to.deep.equal([1, 0, 0]);
  });

  it('stays still where the page data blocks animations on this browser (iPhone flag)', async () => {
    (window as { ibPageData?: unknown }).ibPageData = { flags: { blockAnimationsIOS: true } };
    resetPageData();
    const touch = sinon
      .stub(navigator, 'userAgent')
      .get(
        () =>
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      );
    try {
      const c = fakeClock();
      const { spans } = await create();
      c.tick(3 * CYCLE_MS);
      expect(opacities(spans)).to.deep.equal([1, 0, 0]);
    } finally {
      touch.restore();
    }
  });

  it('animates as usual with the flags set on other browsers', async () => {
    (window as { ibPageData?: unknown }).ibPageData = {
      flags: { blockAnimationsIOS: true, blockAnimationsDesktopSafari: true },
    };
    resetPageData();
    const c = fakeClock();
    const { spans } = await create();
    c.tick(CYCLE_MS + 60);
    expect(opacities(spans)).to.deep.equal([0, 1, 0]);
  });

  it('a single phrase never moves', async () => {
    const c = fakeClock();
    const { spans } = await create('<span>Only</span>');
    c.tick(5000);
    expect(state(spans[0])).to.deep.equal({ opacity: 1, y: 0 });
  });

  it('stops and clears its styles when removed', async () => {
    const c = fakeClock();
    const { el, spans } = await create();
    c.tick(1200); // mid-exit
    el.remove();
    await Promise.resolve();
    await Promise.resolve();
    expect(spans.map((s) => s.getAttribute('style') ?? '')).to.deep.equal(['', '', '']);
    c.tick(10000);
    expect(spans.map((s) => s.getAttribute('style') ?? '')).to.deep.equal(['', '', '']);
  });

  it('picks up phrases added later', async () => {
    const el = await fixture<IbAnimatedText>(`<ib-animated-text>${MARKUP}</ib-animated-text>`);
    const span = document.createElement('span');
    span.textContent = 'voice';
    el.append(span);
    await frames(2);
    expect(el.shadowRoot!.querySelector('[part="text"]')!.textContent).to.equal(
      'SMS, WhatsApp, email, voice',
    );
    expect(span.style.opacity).to.equal('0');
  });
});

describe('ib-animated-text play/pause toggle (WCAG 2.2.2)', () => {
  /** The page's toggle button, then the element naming it, under the fake clock. */
  async function createWithToggle(markup = MARKUP) {
    const button = document.createElement('button');
    button.id = 'text-toggle';
    button.type = 'button';
    button.dataset.playLabel = 'Play the headline';
    document.body.append(button);
    const created = await create(markup);
    const events: boolean[] = [];
    created.el.addEventListener('ib-animated-text-toggle', (event) =>
      events.push((event as CustomEvent).detail.playing),
    );
    created.el.setAttribute('toggle', 'text-toggle');
    await realTask();
    return { ...created, button, events };
  }

  /** Clicks the toggle and lets the re-render and the cached popmotion import settle. */
  async function click(button: HTMLButtonElement) {
    button.click();
    await realTask();
    await realTask();
  }

  it('pauses on the phrase showing and plays on from it; the button shows the state', async () => {
    const c = fakeClock();
    const { spans, button, events } = await createWithToggle();
    expect([button.getAttribute('aria-pressed'), button.getAttribute('aria-label')]).to.deep.equal([
      'true',
      'Pause',
    ]);
    c.tick(CYCLE_MS + 60);
    expect(opacities(spans)).to.deep.equal([0, 1, 0]);
    await click(button);
    expect([button.getAttribute('aria-pressed'), button.getAttribute('aria-label')]).to.deep.equal([
      'false',
      'Play the headline',
    ]);
    c.tick(5 * CYCLE_MS);
    expect(opacities(spans)).to.deep.equal([0, 1, 0]);
    expect(state(spans[1])).to.deep.equal({ opacity: 1, y: 0 });
    await click(button);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    c.tick(CYCLE_MS + 60);
    expect(opacities(spans)).to.deep.equal([0, 0, 1]);
    expect(events).to.deep.equal([false, true]);
  });

  it('with reduced motion starts paused, and the toggle plays it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const c = fakeClock();
    const { spans, button } = await createWithToggle();
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    c.tick(3 * CYCLE_MS);
    expect(opacities(spans)).to.deep.equal([1, 0, 0]);
    await click(button);
    c.tick(CYCLE_MS + 60);
    expect(opacities(spans)).to.deep.equal([0, 1, 0]);
  });

  it('hides the toggle while nothing can move (one phrase), and gives it back on removal', async () => {
    fakeClock();
    const { el, button } = await createWithToggle('<span>Only</span>');
    expect(button.hidden).to.equal(true);
    el.remove();
    await realTask();
    expect(button.hidden).to.equal(false);
  });

  it('reports a toggle id that names no button', async () => {
    const errors = await captureErrors(async () => {
      await fixture(
        '<ib-animated-text toggle="missing"><span>A</span><span>B</span></ib-animated-text>',
      );
    });
    expect(errors.some((args) => String(args[1]).includes('no <button id="missing">'))).to.equal(
      true,
    );
  });
});

describe('ib-animated-text toggle in the page language', () => {
  it('names the toggle from the German catalog; its data labels still win', async () => {
    await emulateMedia({ reducedMotion: 'reduce' }); // starts paused: the toggle offers to play
    const root = await fixture<HTMLElement>(`<div lang="de">
      <ib-animated-text toggle="de-toggle">${MARKUP}</ib-animated-text><button type="button" id="de-toggle">⏯</button>
      <ib-animated-text toggle="de-own">${MARKUP}</ib-animated-text><button type="button" id="de-own" data-play-label="Überschrift abspielen">⏯</button>
    </div>`);
    const [plain, own] = [...root.querySelectorAll('button')];
    await until(
      () => plain.getAttribute('aria-label') === 'Abspielen',
      180,
      () => `(${plain.getAttribute('aria-label')})`,
    );
    expect(own.getAttribute('aria-label')).to.equal('Überschrift abspielen');
  });
});
