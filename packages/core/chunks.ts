// Loading code on demand with the error shape the README names ("Chunks"): a chunk that fails
// rejects with a ChunkLoadError saying why (missing, timeout, or the error's type) and from where.
/** How long a chunk may take before it fails with 'timeout'. */
export const CHUNK_TIMEOUT_MS = 120000;

export type ChunkFailure = 'missing' | 'timeout' | (string & {});

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly chunkId: string;
  /** `missing` (network or 404), `timeout`, or the original error's name (e.g. `SyntaxError`). */
  readonly type: ChunkFailure;
  /** The address that was requested. */
  readonly request: string;

  constructor(id: string, type: ChunkFailure, request: string, cause?: unknown) {
    super(`Loading chunk ${id} failed.\n(${type}: ${request})`, { cause });
    this.chunkId = id;
    this.type = type;
    this.request = request;
  }
}

/**
 * Runs `importer` (usually `() => import(url)`), turning any failure into a ChunkLoadError.
 * Rejects after `timeout` ms even when the import never settles; a late result is ignored.
 */
export function loadChunk<T>(
  id: string,
  request: string,
  importer: () => Promise<T>,
  timeout = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(id, 'timeout', request)), timeout);
    const settle = () => clearTimeout(timer);
    let loading: Promise<T>;
    try {
      loading = Promise.resolve(importer());
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (module) => {
        settle();
        resolve(module);
      },
      (error: unknown) => {
        settle();
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(id, failureType(error), request, error),
        );
      },
    );
  });
}

// A module that could not be fetched rejects with a TypeError whose wording differs per engine;
// a module that fetched but failed to parse or run rejects with its own error (SyntaxError, ...).
const FETCH_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|NetworkError|Load failed/i;

function failureType(error: unknown): ChunkFailure {
  if (!(error instanceof Error)) return 'error';
  if (error.name === 'TypeError' && FETCH_FAILURE.test(error.message)) return 'missing';
  return error.name || 'error';
}

/** The error for a lookup of a module id that does not exist (Node's "Cannot find module"). */
export function moduleNotFound(id: string): Error & { code: 'MODULE_NOT_FOUND' } {
  const error = new Error(`Cannot find module '${id}'`) as Error & { code: 'MODULE_NOT_FOUND' };
  error.code = 'MODULE_NOT_FOUND';
  return error;
}
