// The demo's and stories' Rive showcase (fixtures/animation/chat.riv, written by
// fixtures/animation/make-chat-riv.mjs) played by <ib-rive> in real Chromium: its state machine
// answers real pointer hover and press on the send button, and the element drives its
// reducedMotion input.
import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { expect, fixture, fixtureCleanup, frames, until } from '../../packages/test-utils/index.ts';
import './ib-rive.ts';
import type { IbRive } from './ib-rive.ts';
import { loadRiveRuntime } from './load-rive.ts';

const WASM = '/node_modules/@rive-app/canvas/rive.wasm';
const CHAT = new URL('../../fixtures/animation/chat.riv', import.meta.url).href;

async function setup() {
  const el = await fixture<IbRive>(
    html`<ib-rive
      src=${CHAT}
      state-machine="Main"
      wasm-url=${WASM}
      style="display: block; width: 480px; height: 300px"
    ></ib-rive>`,
  );
  await new Promise((resolve, reject) => {
    el.addEventListener('ib-rive-load', resolve, { once: true });
    el.addEventListener(
      'ib-rive-error',
      (event) => reject(new Error((event as CustomEvent).detail.message)),
      { once: true },
    );
  });
  return el;
}

const input = (el: IbRive, name: string) =>
  el.rive!.stateMachineInputs('Main')!.find((candidate) => candidate.name === name);

/** The canvas pixel at a point of the 480 x 300 artboard, as [r, g, b]. */
function pixelAt(el: IbRive, x: number, y: number) {
  const canvas = el.shadowRoot!.querySelector<HTMLCanvasElement>('[part="canvas"]')!;
  const [r, g, b] = canvas
    .getContext('2d')!
    .getImageData(
      Math.round((canvas.width * x) / 480),
      Math.round((canvas.height * y) / 300),
      1,
      1,
    ).data;
  return [r, g, b];
}

/** Moves the real mouse to a point of the 480 x 300 artboard (the element is drawn 1:1). */
async function pointAt(el: IbRive, x: number, y: number) {
  const box = el.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + x), Math.round(box.top + y)] });
}

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await loadRiveRuntime(WASM);
});
afterEach(async () => {
  fixtureCleanup();
  await resetMouse();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ib-rive with the chat showcase', () => {
  it('loads the artboard "Chat" with the state machine "Main" and its inputs', async () => {
    const el = await setup();
    expect(el.rive!.stateMachineNames).to.deep.equal(['Main']);
    expect(el.rive!.stateMachineInputs('Main')!.map((i) => i.name)).to.deep.equal([
      'reducedMotion',
      'hover',
      'press',
    ]);
  });

  it('hovering the send button sets hover; leaving it clears hover', async () => {
    const el = await setup();
    await pointAt(el, 60, 250); // the composer, away from the button
    await frames(2);
    expect(input(el, 'hover')!.value).to.equal(false);
    await pointAt(el, 404, 250); // the send button's centre
    await until(() => input(el, 'hover')!.value === true);
    await pointAt(el, 60, 250);
    await until(() => input(el, 'hover')!.value === false);
  });

  it('pressing the send button plays "send": the orange message appears above the composer', async () => {
    const el = await setup();
    // Inside the sent message's bubble, clear of its text lines and tick: the card's cream at rest.
    const bubble = () => pixelAt(el, 424, 186);
    expect(bubble()).to.deep.equal([255, 244, 236]);
    await pointAt(el, 404, 250);
    // A visitor's pointer reaches the button before it presses. The file's rest -> hover mix
    // takes 150 ms and Rive does not interrupt a transition: a press inside it would be lost.
    await until(() => input(el, 'hover')!.value === true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await sendMouse({ type: 'down' });
    await frames(2); // a press lasts a moment: the state machine advances while the button is down
    await sendMouse({ type: 'up' });
    await until(() => bubble().join() === [194, 65, 12].join());
  });

  it("the element sets the file's reducedMotion input from the preference", async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup();
    await until(() => input(el, 'reducedMotion')!.value === true);
  });
});
