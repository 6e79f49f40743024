// Imports one element chunk for the autoloader, with core's `loadChunk` contract (ChunkLoadError,
// `Loading chunk {id} failed.\n(type: url)`, `type`, `request`, 120000 ms time-out) in a few
// lines: core's class and message regex would cost a fifth of the autoloader's 1 KB budget.
import type { ChunkLoadError } from '../core/chunks.ts';

/**
 * Imports `tag`'s element file: `request` (its URL for the script tag; for a bundle, which imports
 * it through `importModule`, its module name). A chunk that cannot be fetched rejects with type
 * `missing`, one that throws while it runs with its error's name (a `TypeError` too), one that
 * never arrives with `timeout`.
 */
export function loadElement(
  tag: string,
  request: string,
  importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url),
  timeout = 120000, // core's CHUNK_TIMEOUT_MS, written out: an imported constant stays in the bundle
): Promise<unknown> {
  return Promise.race([
    importModule(request),
    // Left pending after a load: rejecting a settled race is a no-op, and clearing costs bytes.
    new Promise((_, reject) => setTimeout(reject, timeout, { name: 'timeout' })),
  ]).catch((error: Error) => {
    // An import that cannot be fetched rejects with a TypeError worded by the engine: "Failed to
    // fetch dynamically imported module" (Chromium), "error loading dynamically imported module"
    // (Firefox), "Importing a module script failed" (Safari). A TypeError the element's own code
    // throws while it runs keeps its name.
    const type = /mport(ed|ing a) module/.test(error?.message) ? 'missing' : error?.name;
    const chunkError = new Error(
      `Loading chunk ${tag} failed.\n(${type}: ${request})`,
    ) as ChunkLoadError;
    // `cause`: the original error, stack included, for the console.
    throw Object.assign(chunkError, { name: 'ChunkLoadError', type, request, cause: error });
  });
}
