// Long work (highlighting a long code sample, indexing a large glossary, laying out many
// carousels) runs in slices that hand the main thread back between them, so input and painting
// never wait behind one task of more than about 50 ms (the long-task threshold,
// docs/performance.md). The slices are measured in time, not items: the same loop stays short on a
// slow phone and does more per slice on a fast desktop.

/** A slice's length: half the long-task threshold, leaving room for the browser's own work. */
const SLICE_MS = 25;

type SchedulerWithYield = { yield?: () => Promise<void> };

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
 * `promise`'s value, handed over in a task of its own: when one shared load (a vendor chunk)
 * settles, every caller's continuation would otherwise run in the same task, and 24 carousels
 * starting Embla made one of ~120 ms at 4x CPU (docs/performance.md).
 */
export async function inTaskOfItsOwn<T>(promise: Promise<T>): Promise<T> {
  const value = await promise;
  await yieldToMain();
  return value;
}

/**
 * Calls `step(index)` for every index below `count`, yielding to the main thread whenever a slice
 * has run for `sliceMs`. Resolves `true` when every step ran, `false` when `signal` aborted first
 * (checked between steps: a removed element stops its work).
 */
export async function runInSlices(
  count: number,
  step: (index: number) => void,
  { signal, sliceMs = SLICE_MS }: { signal?: AbortSignal; sliceMs?: number } = {},
): Promise<boolean> {
  let sliceStart = performance.now();
  for (let index = 0; index < count; index += 1) {
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    if (signal?.aborted) return false;
    step(index);
  }
  return true;
}
