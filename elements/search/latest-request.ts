// Latest-wins requests: starting a search aborts the one before (silently), and an answer that
// arrives after a newer request started is dropped even if the transport ignored the abort, so a
// slow old answer can never replace newer results.
import { requestJson } from '../../packages/core/request.ts';

export type LatestOutcome =
  { kind: 'answer'; data: unknown } | { kind: 'superseded' } | { kind: 'failed' };

export interface LatestRequest {
  /** POSTs `body` as JSON with same-origin credentials, aborting the previous request. */
  send(url: string, body: object): Promise<LatestOutcome>;
  /** Aborts the request in flight, if any; its answer will read as superseded. */
  abort(): void;
}

export function createLatestRequest(): LatestRequest {
  let controller: AbortController | undefined;
  let sequence = 0;

  const abort = () => {
    sequence += 1;
    controller?.abort();
    controller = undefined;
  };

  return {
    async send(url, body) {
      abort();
      const mine = sequence;
      const own = new AbortController();
      controller = own;
      const result = await requestJson(url, {
        method: 'POST',
        body,
        signal: own.signal,
        credentials: 'same-origin',
      });
      if (mine !== sequence) return { kind: 'superseded' };
      controller = undefined;
      if (result.ok) return { kind: 'answer', data: result.data };
      return result.aborted ? { kind: 'superseded' } : { kind: 'failed' };
    },
    abort,
  };
}
