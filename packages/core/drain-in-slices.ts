// Long work of one element cut into slices that hand the main thread back (a long code sample
// highlighted, elements/code-block/highlight-steps.ts; a long glossary read, glossary-reading.ts). A file of its own, apart from slices.ts:
// that one is in every page's runtime chunk (the element factory uses it), this one only in the
// files of the elements that import it.
import { yieldToMain } from './slices.ts';

/** How long a slice of work runs before it hands the main thread back: half a long task. */
const SLICE_MS = 25;

/**
 * Resolves in a task after the browser's next frame. `scheduler.yield()` continues ahead of
 * rendering, so DOM work cut with yieldToMain alone is styled and laid out all together in one
 * long frame; after this the changes made before it have had their frame. In a hidden page, which
 * renders no frames, as yieldToMain.
 */
export function yieldToPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    return yieldToMain();
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));
}

/**
 * Runs `steps` to its end, one `next()` at a time, calling `pause` (yieldToMain, or yieldToPaint
 * for DOM work) whenever a slice has run for `sliceMs`: for work that cannot be counted up front,
 * such as a tokeniser written as a generator that yields every so often. A step that yields `true`
 * ends its slice: work whose cost comes later, in the frame (markup put on screen, styled and laid
 * out there). Resolves `true` when the iterator is done, `false` when `signal` aborted first
 * (checked between steps: a removed element stops its work).
 */
export async function drainInSlices(
  steps: Iterator<unknown>,
  {
    signal,
    sliceMs = SLICE_MS,
    pause = yieldToMain,
  }: { signal?: AbortSignal; sliceMs?: number; pause?: () => Promise<void> } = {},
): Promise<boolean> {
  let sliceStart = performance.now();
  for (;;) {
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
    if (signal?.aborted) return false;
    const step = steps.next();
    if (step.done) return true;
    if (step.value === true) sliceStart = -Infinity;
  }
}
