// Work cut into tasks that hand the main thread back between them, so input never waits behind one
// task of more than about 50 ms (the long-task threshold, docs/performance.md): the first renders
// of many elements (packages/element/first-render-budget.ts), many carousels starting Embla; long
// work of one element in drain-in-slices.ts.

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
