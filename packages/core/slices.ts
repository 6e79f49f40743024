// Work cut into tasks that hand the main thread back between them, so input never waits behind one
// task of more than about 50 ms (the long-task threshold, docs/performance.md): the first renders
// of many elements (packages/element/first-render-budget.ts), many carousels starting Embla, a
// long code sample highlighted (elements/code-block/highlight-steps.ts).

type SchedulerWithYield = { yield?: () => Promise<void> };

/** How long a slice of work runs before it hands the main thread back: half a long task. */
const SLICE_MS = 25;

/**
 * Resolves in a later task. `scheduler.yield()` (Chromium) continues ahead of other queued tasks of
 * the same priority; elsewhere a MessageChannel message, which, unlike `setTimeout(0)`, is not
 * clamped to 4 ms once nested.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in a task after the browser's next frame. `scheduler.yield()` continues ahead of
 * rendering, so DOM work cut with yieldToMain alone is styled and laid out all together in one
 * long frame; after this the changes made before it have had their frame. In a hidden page, which
 * renders no frames, as yieldToMain.
 */
export function yieldToPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return yieldToMain();
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));
}

/**
 * Runs `steps` to its end, one `next()` at a time, calling `pause` (yieldToMain, or yieldToPaint
 * for DOM work) whenever a slice has run for `sliceMs`: for work that cannot be counted up front,
 * such as a tokeniser written as a generator that yields every so often. Resolves `true` when the
 * iterator is done, `false` when `signal` aborted first (checked between steps: a removed element
 * stops its work).
 */
export async function drainInSlices(
  steps: Iterator<unknown>,
  { signal, sliceMs = SLICE_MS, pause = yieldToMain }: { signal?: AbortSignal; sliceMs?: number; pause?: () => Promise<void> } = {},
): Promise<boolean> {
  let sliceStart = performance.now();
  for (;;) {
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
    if (signal?.aborted) return false;
    if (steps.next().done) return true;
  }
}

/**
 * `promise`'s value, handed over in a task of its own: when one shared load (a vendor chunk)
 * settles, every caller's continuation would otherwise run in the same task, and 24 carousels
 * starting Embla made one of ~120 ms at 4x CPU (docs/performance.md).
 */
export async function inTaskOfItsOwn<T>(promise: Promise<T>): Promise<T> {
  const value = await promise;
  await yieldToMain();
  return value;
}
