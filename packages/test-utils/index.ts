// Helpers for browser tests: a fixture that waits for every ib-* element's first render, waits
// (settle, until), an axe check that sees into shadow roots, keyboard helpers, a routed fetch stub
// (fetch.ts) and fake clocks (clock.ts). docs/testing.md lists them.
import { expect, fixture as owcFixture, fixtureCleanup } from '@open-wc/testing';
import type { TemplateResult } from 'lit';

export { expect, fixtureCleanup };
export {
  jsonResponse,
  stubFetch,
  type FetchAnswer,
  type FetchStub,
  type FetchedRequest,
} from './fetch.ts';
export { fakeAnimationClock, fakeTimeouts, releaseClock, type FakeClock } from './clock.ts';
export { perTask, taskCounter } from './task-counter.ts';
export { untilSet, type ElementCase, type Ready } from './element-case.ts';

type Upgradable = Element & { updateComplete?: Promise<unknown> };

/** Waits for the first render of `root` and of every ib-* element inside it. */
export async function whenRendered(root: Element): Promise<void> {
  const elements = [root, ...root.querySelectorAll('*')].filter((el) =>
    el.localName.startsWith('ib-'),
  );
  await Promise.all(
    elements.map(async (el) => {
      await customElements.whenDefined(el.localName);
      await (el as Upgradable).updateComplete;
    }),
  );
}

/** Renders HTML (a string or a lit template) into the page and waits for the ib-* elements in it. */
export async function fixture<T extends Element>(template: string | TemplateResult): Promise<T> {
  const el = await owcFixture<T>(template);
  await whenRendered(el);
  return el;
}

/** Resolves after `n` animation frames: lets Preact's after-paint effects and observers run. */
export async function frames(n = 2): Promise<void> {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Counts animation frames from now: `now()` reads the count, `stop()` ends the counting and returns it. */
export function frameClock(): { now: () => number; stop: () => number } {
  let count = 0;
  let counting = true;
  const onFrame = () => {
    count += 1;
    if (counting) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  return {
    now: () => count,
    stop: () => {
      counting = false;
      return count;
    },
  };
}

/** Counts animation frames from now until the returned function is called; it returns the count. */
export function countFrames(): () => number {
  return frameClock().stop;
}

export const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Waits frame by frame, up to `maxFrames`, until `condition` holds, and fails the test if it never
 * does (`describe` adds what was seen instead).
 */
export async function until(
  condition: () => unknown,
  maxFrames = 180,
  describe: () => string = () => '',
): Promise<void> {
  for (let i = 0; i < maxFrames && !condition(); i += 1) await frames(1);
  expect(Boolean(condition()), `condition was not reached ${describe()}`.trim()).to.equal(true);
}

/** A task that sinon's fake timers cannot hold back (a message, not a timeout). */
const realTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

/** A few real tasks, fake timers or not: lets a stubbed fetch, Response.text() and renders settle. */
export async function settleTasks(): Promise<void> {
  for (let i = 0; i < 4; i += 1) await realTask();
}

/**
 * Lets a change settle: waits for `el`'s pending render (`updateComplete`, when it has one), then
 * `frameCount` animation frames (2 unless told; Preact runs effects after paint, observers report,
 * 5 frames are about 80 ms), then a few real tasks (a stubbed fetch's answer, its body read and
 * the render after it). Animation frames must be real; fake timeouts are fine.
 *
 *     await settle(); await settle(el); await settle(5); await settle(el, 5);
 */
export async function settle(frameCount?: number): Promise<void>;
export async function settle(el?: Element | null, frameCount?: number): Promise<void>;
export async function settle(first?: Element | number | null, second?: number): Promise<void> {
  const el = typeof first === 'number' ? undefined : first;
  const frameCount = typeof first === 'number' ? first : (second ?? 2);
  await (el as Upgradable | null | undefined)?.updateComplete;
  await frames(frameCount);
  await settleTasks();
}

/**
 * Resolves with the first of the events `types` that `target` fires (a load or an error, say), as
 * a CustomEvent: `(await firstEvent(el, ['ib-rive-load', 'ib-rive-error'])).type`.
 */
export function firstEvent<Detail = unknown>(
  target: EventTarget,
  types: string | readonly string[],
): Promise<CustomEvent<Detail>> {
  const names = typeof types === 'string' ? [types] : types;
  return new Promise((resolve) => {
    const done = (event: Event) => {
      for (const name of names) target.removeEventListener(name, done);
      resolve(event as CustomEvent<Detail>);
    };
    for (const name of names) target.addEventListener(name, done);
  });
}

/** Waits until the page's scroll position has held still for 3 frames (keyboard scrolling is animated). */
export async function untilScrollStops(stillFrames = 3): Promise<void> {
  let last = -1;
  let still = 0;
  while (still < stillFrames) {
    await frames(1);
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
  }
}

/** The box of an element's words, not of its block (which may run its container's whole width). */
export function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** Dispatches a keydown (bubbling, composed) the way a keyboard would on the focused element. */
export function press(
  key: string,
  target: Element | null = document.activeElement,
  init: KeyboardEventInit = {},
) {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...init,
  });
  (target ?? document.body).dispatchEvent(event);
  return event;
}

export { deepActiveElement } from '../core/focus.ts';

/** The error `promise` rejects with; fails the test when it resolves. */
export async function rejectionOf<T = Error>(promise: Promise<unknown>): Promise<T> {
  try {
    await promise;
  } catch (error) {
    return error as T;
  }
  throw new Error('expected a rejection');
}

/** Collects console.error calls while `run` executes. */
export async function captureErrors(run: () => unknown | Promise<unknown>): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => calls.push(args);
  try {
    await run();
  } finally {
    console.error = original;
  }
  return calls;
}

/** axe-core over the element, shadow roots included; fails with the violations listed. */
export async function expectAccessible(el: Element): Promise<void> {
  await expect(el).to.be.accessible();
}
