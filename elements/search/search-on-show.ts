// The search whose results are on show and the one on its way, each named by its request (url and
// body), so that a search identical to the one that will be on show is not sent again (README, "not
// sent again"): the lone 'all' box unticked and ticked back by its rule, Enter on the query shown,
// typing back to it. A failure or an abort forgets the search, so the same one may go out again.

/** The name of a request: equal names, identical requests. */
export const requestKey = (url: string, body: object): string => JSON.stringify([url, body]);

export interface SearchOnShow {
  /** True when `key` names the search that will be on show: the one on its way, else the one shown. */
  isUpcoming(key: string): boolean;
  /** A request for `key` went out (it takes over from any on its way). */
  sending(key: string): void;
  /** The latest request came back: answered, its results are on show; failed, none are. */
  settled(key: string, answered: boolean): void;
  /** The request on its way was aborted: what is on show stays what will be on show. */
  aborted(): void;
  /** The results were cleared: nothing is on show. */
  cleared(): void;
}

export function createSearchOnShow(): SearchOnShow {
  let shown: string | null = null;
  let pending: string | null = null;
  return {
    isUpcoming: (key) => key === (pending ?? shown),
    sending(key) {
      pending = key;
    },
    settled(key, answered) {
      shown = answered ? key : null;
      pending = null;
    },
    aborted() {
      pending = null;
    },
    cleared() {
      shown = null;
    },
  };
}
