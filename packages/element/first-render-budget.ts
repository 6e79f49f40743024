// `customElements.define` upgrades every element of its tag already on the page in one task, and
// each renders at once: 24 carousels made one task of ~166 ms at 4x CPU (docs/performance.md).
// First renders share a budget instead: once a task has spent 25 ms on them (half the 50 ms
// long-task threshold), the next elements wait for later tasks, in the order they asked. An
// element with a long first render can have all the elements `define` upgrades wait
// (`defineRenderingLater`): that task has just evaluated the element's module, a time the budget
// cannot see (a 2,000-line code block's module and first render made one task of 51-60 ms at
// 4x). A waiting element carries `data-ib-deferred`, which upgrade.css styles as it
// styles an undefined element, and has no shadow root yet, so its light DOM keeps the pre-upgrade
// look: nothing moves.
import { reportError } from '../core/report.ts';
import { yieldToMain } from '../core/slices.ts';

const SLICE_MS = 25;
/** On an element whose first render waits for a later task (upgrade.css styles it as undefined). */
export const DEFERRED_ATTRIBUTE = 'data-ib-deferred';

let sliceEnd = 0;
let sliceOpen = false;
let defining = false;
const waiting: Array<{ host: HTMLElement; render: () => void }> = [];

function openSlice() {
  sliceEnd = performance.now() + SLICE_MS;
  sliceOpen = true;
  void yieldToMain().then(() => (sliceOpen = false)); // the next task starts a budget of its own
}

/** One that throws is reported: the ones after it still render. */
function renderNext() {
  const { host, render } = waiting.shift()!;
  host.removeAttribute(DEFERRED_ATTRIBUTE);
  try {
    render();
  } catch (error) {
    reportError(host, error);
  }
}

async function renderWaiting() {
  while (waiting.length > 0) {
    await yieldToMain();
    openSlice();
    // At least one a slice: an element slower than the whole budget still gets its turn.
    do renderNext();
    while (waiting.length > 0 && performance.now() < sliceEnd);
  }
}

/**
 * Runs `render` (an element's first render) now while this task's budget lasts and nobody waits
 * before it; otherwise marks `host` deferred and runs `render` in a later task.
 */
export function firstRenderWithinBudget(host: HTMLElement, render: () => void): void {
  if (!sliceOpen) openSlice();
  if (!defining && waiting.length === 0 && performance.now() < sliceEnd) {
    render();
    return;
  }
  host.setAttribute(DEFERRED_ATTRIBUTE, '');
  waiting.push({ host, render });
  if (waiting.length === 1) void renderWaiting();
}

/** Runs `define` (a `customElements.define`); the elements it upgrades render in later tasks. */
export function defineRenderingLater(define: () => void): void {
  defining = true;
  try {
    define();
  } finally {
    defining = false;
  }
}
