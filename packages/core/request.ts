// fetch for JSON APIs that never throws: callers branch on `ok` and `aborted` instead of
// wrapping every call in try/catch, and an aborted (superseded) request is never mistaken for data.
export interface RequestOptions {
  /** Defaults to POST when there is a body, else GET. */
  method?: string;
  /** A plain object or array is sent as JSON; strings, FormData, URLSearchParams and Blobs as they are. */
  body?: unknown;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
}

export type RequestResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; aborted: boolean; status?: number; error?: unknown };

/** True for the error a fetch (or anything honouring an AbortSignal) rejects with when aborted. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** Fetches `url` and parses the answer as JSON (an empty answer reads as `null`). Never throws. */
export async function requestJson<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<RequestResult<T>> {
  const { signal } = options;
  const aborted = (error?: unknown): RequestResult<T> => ({ ok: false, aborted: true, error });
  try {
    const response = await fetch(url, buildInit(options));
    if (!response.ok) return { ok: false, aborted: false, status: response.status };
    const text = await response.text();
    const data = (text.trim() === '' ? null : JSON.parse(text)) as T;
    // The caller may have moved on while the body was parsed: stale data must not reach it.
    if (signal?.aborted) return aborted(signal.reason);
    return { ok: true, data, status: response.status };
  } catch (error) {
    // An abort with a custom reason rejects with that reason, not an AbortError: check the signal too.
    if (isAbortError(error) || signal?.aborted) return aborted(error);
    return { ok: false, aborted: false, error };
  }
}

function buildInit({ method, body, signal, credentials, headers }: RequestOptions): RequestInit {
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  let payload: BodyInit | undefined;
  if (isJsonBody(body)) {
    payload = JSON.stringify(body);
    if (!Object.keys(finalHeaders).some((name) => name.toLowerCase() === 'content-type')) {
      finalHeaders['Content-Type'] = 'application/json';
    }
  } else if (body !== undefined && body !== null) {
    payload = body as BodyInit;
  }
  return {
    method: method ?? (payload === undefined ? 'GET' : 'POST'),
    body: payload,
    signal,
    credentials,
    headers: finalHeaders,
  };
}

function isJsonBody(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}
