import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  firstEvent,
  fixture,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-rive.ts';
import type { IbRive } from './ib-rive.ts';
import { defaultWasmUrl, loadRiveRuntime } from './load-rive.ts';
import { RIVE_ERRORS, parseFit, riveLoadError } from './rive-options.ts';
import { fixtureCleanup } from '../../packages/test-utils/index.ts';

const WASM = '/node_modules/@rive-app/canvas/rive.wasm';
const BOX = new URL('../../fixtures/animation/box.riv', import.meta.url).href;
const CORRUPT = new URL('./fixtures/corrupt.riv', import.meta.url).href;

const canvasOf = (el: IbRive) =>
  el.shadowRoot!.querySelector<HTMLCanvasElement>('[part="canvas"]')!;
const fallbackShown = (el: IbRive) =>
  Boolean(el.shadowRoot!.querySelector('[part="fallback"] slot')) && canvasOf(el).hidden === true;

/** What an element reports when its loading ends: the first of these it fires. */
const OUTCOME = ['ib-rive-load', 'ib-rive-error'];

async function setup(attributes: Record<string, string>, { spacerBefore = 0 } = {}) {
  const rendered = await fixture<HTMLDivElement>(
    html`<div>
      <div style="height: ${spacerBefore}px"></div>
      <div class="slot"></div>
      <div style="height: 3000px"></div>
    </div>`,
  );
  const el = document.createElement('ib-rive');
  el.setAttribute('wasm-url', WASM);
  el.style.cssText = 'width: 200px; height: 200px';
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const fallback = document.createElement('p');
  fallback.textContent = 'Our platform at a glance';
  el.append(fallback);
  rendered.querySelector('.slot')!.append(el);
  await el.updateComplete;
  return el;
}

/** The canvas pixel `dx`, `dy` (fractions of its size) from its centre, as "r,g,b,a". */
const pixel = (el: IbRive, dx = 0, dy = 0) => {
  const canvas = canvasOf(el);
  const context = canvas.getContext('2d')!;
  const x = Math.round(canvas.width * (0.5 + dx));
  const y = Math.round(canvas.height * (0.5 + dy));
  return [...context.getImageData(x, y, 1, 1).data].join(',');
};
const centrePixel = (el: IbRive) => pixel(el);
/** Near a corner of the 80 px square on the 200 px artboard: blue at rest, background once it has turned. */
const cornerPixel = (el: IbRive) => pixel(el, 0.18, 0.18);

/** The distinct corner pixels seen over `count` frames: more than one while the square turns. */
async function cornerPixelsOver(el: IbRive, count = 60) {
  const seen = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    seen.add(cornerPixel(el));
    await frames(1);
  }
  return seen;
}

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await loadRiveRuntime(WASM);
});
afterEach(async () => {
  fixtureCleanup(); // one element at a time: a second would sit below the first one's spacer
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo(0, 0);
});

describe('ib-rive options', () => {
  it('parses fit values, case- and dash-insensitive', () => {
    expect(parseFit(undefined)).to.equal('contain');
    expect(parseFit('cover')).to.equal('cover');
    expect(parseFit('fit-width')).to.equal('fitWidth');
    expect(parseFit('squash')).to.equal(undefined);
  });

  it('reports the runtime messages, a failed fetch as "The file failed to load"', () => {
    const fetchFailure = riveLoadError('Failed to fetch the Rive file: HTTP 404');
    expect(fetchFailure.message).to.equal('The file failed to load');
    expect(fetchFailure.cause).to.equal('Failed to fetch the Rive file: HTTP 404');
    expect(riveLoadError(RIVE_ERRORS.corrupt).message).to.equal(
      'Problem loading file; may be corrupt!',
    );
    expect(riveLoadError(RIVE_ERRORS.artboard).message).to.equal(
      'Invalid artboard name or no default artboard',
    );
    expect(riveLoadError(undefined).message).to.equal('Problem loading file; may be corrupt!');
  });

  it('computes the shipped WASM address relative to the built file', () => {
    expect(defaultWasmUrl('https://cdn.example/ib-blocks/dist/elements/ib-rive.js')).to.equal(
      'https://cdn.example/ib-blocks/dist/vendor/rive.wasm',
    );
  });
});

describe('ib-rive', () => {
  it('loads the file and draws the artboard; an unlabelled canvas is hidden from assistive technology', async () => {
    const el = await setup({ src: BOX, 'state-machine': 'Main' });
    const result = await firstEvent(el, OUTCOME);
    expect(result.type).to.equal('ib-rive-load');
    await until(() => centrePixel(el) === '26,95,208,255');
    expect(canvasOf(el).getAttribute('aria-hidden')).to.equal('true');
    expect(fallbackShown(el)).to.equal(false);
    await expectAccessible(el);
  });

  it('a label makes the canvas an image with that name', async () => {
    const el = await setup({ src: BOX, label: 'A spinning square' });
    expect(canvasOf(el).getAttribute('role')).to.equal('img');
    expect(canvasOf(el).getAttribute('aria-label')).to.equal('A spinning square');
    expect(canvasOf(el).hasAttribute('aria-hidden')).to.equal(false);
    await firstEvent(el, OUTCOME);
    await expectAccessible(el);
  });

  it('autoplay runs the state machine', async () => {
    const playing = await setup({ src: BOX, 'state-machine': 'Main', autoplay: '' });
    await firstEvent(playing, OUTCOME);
    expect(playing.rive!.isPlaying).to.equal(true);
    expect(playing.rive!.playingStateMachineNames).to.deep.equal(['Main']);
  });

  it('a state machine runs without autoplay while on screen (how a file reacts to hover and clicks)', async () => {
    const el = await setup({ src: BOX, 'state-machine': 'Main' });
    await firstEvent(el, OUTCOME);
    expect(el.rive!.isPlaying).to.equal(true);
    expect(el.rive!.playingStateMachineNames).to.deep.equal(['Main']);
    expect((await cornerPixelsOver(el)).size, 'the square turns').to.be.greaterThan(1);
    window.scrollTo(0, 1500);
    await until(() => !el.rive!.isPlaying);
    window.scrollTo(0, 0);
    await until(() => el.rive!.isPlaying);
  });

  it('a timeline animation (no state machine) without autoplay shows its first frame, paused', async () => {
    const still = await setup({ src: BOX });
    await firstEvent(still, OUTCOME);
    expect(still.rive!.isPlaying).to.equal(false);
    await until(() => centrePixel(still) === '26,95,208,255');
    expect([...(await cornerPixelsOver(still))]).to.deep.equal(['26,95,208,255']);
  });

  it('a timeline animation with autoplay plays', async () => {
    const el = await setup({ src: BOX, autoplay: '' });
    await firstEvent(el, OUTCOME);
    expect(el.rive!.isPlaying).to.equal(true);
    expect(el.rive!.playingAnimationNames).to.deep.equal(['spin']);
    expect((await cornerPixelsOver(el)).size, 'the square turns').to.be.greaterThan(1);
  });

  it('uses the artboard and fit attributes', async () => {
    const el = await setup({ src: BOX, artboard: 'Box', fit: 'cover' });
    expect((await firstEvent(el, OUTCOME)).type).to.equal('ib-rive-load');
    expect(el.rive!.layout.fit).to.equal('cover');
    expect(el.rive!.activeArtboard).to.equal('Box');
  });

  const failures: Array<[string, Record<string, string>, string]> = [
    ['no src', {}, 'Rive source file or data buffer required'],
    [
      'a missing file',
      { src: new URL('./fixtures/missing.riv', import.meta.url).href },
      'The file failed to load',
    ],
    [
      'an unknown artboard',
      { src: BOX, artboard: 'Nope' },
      'Invalid artboard name or no default artboard',
    ],
    ['a file that is not a Rive file', { src: CORRUPT }, 'The file failed to load'],
    [
      'an unknown state machine',
      { src: BOX, 'state-machine': 'Nope' },
      'State Machine with name Nope not found',
    ],
  ];
  for (const [name, attributes, message] of failures) {
    it(`${name}: shows the fallback and reports "${message}"`, async () => {
      const events: string[] = [];
      const onError = (event: Event) =>
        events.push((event as CustomEvent<{ message: string }>).detail.message);
      document.addEventListener('ib-rive-error', onError);
      let el: IbRive | undefined;
      try {
        const errors = await captureErrors(async () => {
          el = await setup(attributes);
          await until(() => fallbackShown(el!));
        });
        expect(events).to.deep.equal([message]);
        const ours = errors.filter((args) => String(args[0]).startsWith('[ib-blocks] <ib-rive>'));
        expect(ours.length).to.equal(1);
        expect((ours[0]![1] as Error).message).to.equal(message);
        expect(el!.querySelector('p')!.assignedSlot !== null).to.equal(true);
        expect(el!.rive).to.equal(undefined);
      } finally {
        document.removeEventListener('ib-rive-error', onError);
      }
    });
  }

  it('fetches the .riv file only once the element is within 200 px of the viewport', async () => {
    const src = `${BOX}?near-viewport`; // a resource entry of its own
    const fetched = () => performance.getEntriesByName(src).length > 0;
    const el = await setup({ src }, { spacerBefore: 2000 });
    // The 600 px viewport ends 300 px above the element: the file waits.
    window.scrollTo(0, 1100);
    await frames(10);
    expect(fetched()).to.equal(false);
    expect(el.rive).to.equal(undefined);
    // 150 px above it: the runtime loads and fetches the file.
    window.scrollTo(0, 1250);
    const result = await firstEvent(el, OUTCOME);
    expect(result.type).to.equal('ib-rive-load');
    expect(fetched()).to.equal(true);
  });

  it('pauses while off-screen and plays again when back', async () => {
    const el = await setup({ src: BOX, 'state-machine': 'Main', autoplay: '' });
    await firstEvent(el, OUTCOME);
    expect(el.rive!.isPlaying).to.equal(true);
    window.scrollTo(0, 1500);
    await until(() => !el.rive!.isPlaying);
    window.scrollTo(0, 0);
    await until(() => el.rive!.isPlaying);
  });

  it('reduced motion: a file with the reducedMotion input gets it set and keeps playing', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup({ src: BOX, 'state-machine': 'Main', autoplay: '' });
    await firstEvent(el, OUTCOME);
    const input = el.rive!.stateMachineInputs('Main')!.find((i) => i.name === 'reducedMotion')!;
    expect(input.value).to.equal(true);
    expect(el.rive!.isPlaying).to.equal(true);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await until(() => input.value === false);
  });

  it('reduced motion: a state machine without autoplay also gets the input and keeps playing', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup({ src: BOX, 'state-machine': 'Main' });
    await firstEvent(el, OUTCOME);
    const input = el.rive!.stateMachineInputs('Main')!.find((i) => i.name === 'reducedMotion')!;
    expect(input.value).to.equal(true);
    expect(el.rive!.isPlaying).to.equal(true);
  });

  it('reduced motion: a state machine without autoplay and without such an input stays on its first frame', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup({ src: BOX, 'state-machine': 'Main', 'reduced-motion-input': 'calm' });
    await firstEvent(el, OUTCOME);
    expect(el.rive!.isPlaying).to.equal(false);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await until(() => el.rive!.isPlaying);
  });

  it('reduced motion: without such an input the animation stays on its first frame', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup({
      src: BOX,
      'state-machine': 'Main',
      autoplay: '',
      'reduced-motion-input': 'calm',
    });
    await firstEvent(el, OUTCOME);
    expect(el.rive!.isPlaying).to.equal(false);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await until(() => el.rive!.isPlaying);
  });

  it('removed while its file loads: nothing loads and nothing is reported', async () => {
    const loads: Event[] = [];
    const errors = await captureErrors(async () => {
      const el = await setup({ src: BOX, 'state-machine': 'Main', autoplay: '' });
      el.addEventListener('ib-rive-load', (event) => loads.push(event));
      el.remove();
      await frames(20);
      expect(el.rive).to.equal(undefined);
    });
    expect(loads).to.deep.equal([]);
    expect(
      errors.filter((args) => String(args[0]).startsWith('[ib-blocks] <ib-rive>')),
    ).to.deep.equal([]);
  });

  it('cleans up the Rive instance on removal', async () => {
    const el = await setup({ src: BOX, 'state-machine': 'Main', autoplay: '' });
    await firstEvent(el, OUTCOME);
    const cleanup = sinon.spy(el.rive!, 'cleanup');
    el.remove();
    await frames(2);
    expect(cleanup.calledOnce).to.equal(true);
    expect(el.rive).to.equal(undefined);
  });
});
