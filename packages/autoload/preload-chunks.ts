// Starts fetching the chunks most elements import (the runtime, core) together with the first
// element file, instead of once that file has arrived and been parsed: one step less in the
// request waterfall before the first render. The build bakes the list in.
// Every byte here ships in the 1 KB autoloader: keep it plain.

/**
 * Imports every file in `chunks` (paths from `dist/` without `.js`, resolved next to `base` like
 * the element files). Called with every element file: the browser fetches and runs a module once,
 * later imports of it cost a lookup. A failure is left to the element file's own import, which
 * reports it: here it only ends the hint.
 */
export function preloadSharedChunks(
  chunks: readonly string[],
  base: string | URL,
  importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url),
): void {
  chunks.forEach((chunk) => importModule(new URL(`./${chunk}.js`, base).href).catch(() => {}));
}
