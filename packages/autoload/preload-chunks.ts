// Starts fetching the chunks most elements import (the runtime, core) together with the first
// element file, instead of once that file has arrived and been parsed: one step less in the
// request waterfall before the first render. The build bakes the list in.
// Every byte here ships in the 1 KB autoloader: keep it plain.

/**
 * Returns `preload()`, which imports every file in `chunks` (paths from `dist/` without `.js`,
 * resolved next to `base` like the element files) on its first call and does nothing after. A
 * failure is left to the element file's own import, which reports it: here it only ends the hint.
 */
export function sharedChunkPreloader(
  chunks: readonly string[],
  base: string | URL,
  importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url),
): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    chunks.forEach((chunk) => importModule(new URL(`./${chunk}.js`, base).href).catch(() => {}));
  };
}
