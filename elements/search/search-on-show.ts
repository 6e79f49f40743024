// The search whose results are on show and the one on its way, each named by its request (url and
// body), so that a search identical to the one that will be on show is not sent again (README, "not
// sent again"): the lone 'all' box unticked and ticked back by its rule, Enter on the query shown,
// typing back to it. A failure or an abort forgets the search, so the same one may go out again.
// The requests themselves are latest-wins (latest-request.ts).
import { createLatestRequest, type LatestOutcome } from './latest-request.ts';

/** The name of a request: equal names, identical requests. */
export const requestKey = (url: string, body: object): string => JSON.stringify([url, body]);

export interface SearchOnShow {
  /** True when `key` names the search that will be on show: the one on its way, else the one shown. */
  isUpcoming(key: string): boolean;
  /**
   * Sends a request (aborting the one on its way). With `key`, its search takes over from any on
   * its way and, answered, is the one on show; failed, none is. Without (a later page), it changes
   * neither.
   */
  send(url: string, body: object, key?: string): Promise<LatestOutcome>;
  /** Aborts the request on its way: what is on show stays what will be on show. */
  abort(): void;
  /** The results were cleared: nothing is on show. */
  cleared(): void;
}

export function createSearchOnShow(): SearchOnShow {
  const requests = createLatestRequest();
  let shown: string | null = null;
  let pending: string | null = null;
  return {
    isUpcoming: (key) => key === (pending ?? shown),
    async send(url, body, key) {
      if (key !== undefined) pending = key;
      const outcome = await requests.send(url, body);
      if (key !== undefined && outcome.kind !== 'superseded') {
        shown = outcome.kind === 'answer' ? key : null;
        pending = null;
      }
      return outcome;
    },
    abort() {
      requests.abort();
      pending = null;
    },
    cleared() {
      shown = null;
    },
  };
}
