// The one way a block loads a heavy third-party library on demand (Plyr, hls.js, Embla, Floating
// UI, Prism, popmotion, Rive, lottie-web): fetched once for the page however many blocks ask for
// it; a failure rejects with a ChunkLoadError, is reported once, and is forgotten, so the next
// call (the next show, press or block) fetches the file again. What to show meanwhile is the
// caller's choice: every block has a fallback that works without its vendor.
import { ChunkLoadError, loadChunk } from './chunks.ts';
import { reportError } from './report.ts';

const loads = new Map<string, Promise<unknown>>();

/**
 * Runs `importer` (a literal `() => import('./x.ts')`, so bundlers give the vendor its own chunk)
 * once per `id`, and gives every caller the same promise. On failure the promise rejects with a
 * ChunkLoadError, which is reported through `reportError(requester)` (the element that asked; its
 * tag names the console line), and `id` is forgotten: the next call tries again.
 */
export function loadVendor<T>(
  id: string,
  importer: () => Promise<T>,
  requester: object | null = null,
): Promise<T> {
  let loading = loads.get(id) as Promise<T> | undefined;
  if (!loading) {
    loading = loadChunk(id, id, importer).catch((error: unknown) => {
      throw withAddress(error);
    });
    loads.set(id, loading);
    loading.catch((error: unknown) => {
      if (loads.get(id) === loading) loads.delete(id);
      reportError(requester, error);
    });
  }
  return loading;
}

// The chunk's file name carries a build hash unknown here; the browser's message names the file
// it could not fetch ("Failed to fetch dynamically imported module: https://…/embla-x1y2.js").
const ADDRESS = /\b(https?:\/\/[^\s'"]+)/;

function withAddress(error: unknown): unknown {
  if (!(error instanceof ChunkLoadError) || !(error.cause instanceof Error)) return error;
  const address = ADDRESS.exec(error.cause.message)?.[1];
  return address ? new ChunkLoadError(error.chunkId, error.type, address, error.cause) : error;
}

/** What counts as the visitor reaching for a block: a pointer over it, a press, focus or a key. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `retry` once, on the visitor's next interaction with `target` (a block whose vendor failed
 * to load tries again when someone reaches for it). Returns a function that stops waiting.
 */
export function onNextInteraction(target: EventTarget, retry: () => void): () => void {
  const waiting = new AbortController();
  const run = () => {
    waiting.abort();
    retry();
  };
  for (const type of INTERACTIONS)
    target.addEventListener(type, run, { capture: true, signal: waiting.signal });
  return () => waiting.abort();
}
