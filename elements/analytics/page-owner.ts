// One <ib-analytics> per page: a second one would push the page view twice. The first connected
// element owns the page until it is removed.
let owner: HTMLElement | undefined;

/** True when `host` is (or now becomes) the page's analytics element. */
export function claimPage(host: HTMLElement): boolean {
  if (owner && owner !== host && owner.isConnected) return false;
  owner = host;
  return true;
}

export const ownsPage = (host: HTMLElement): boolean => owner === host;

export function releasePage(host: HTMLElement): void {
  if (owner === host) owner = undefined;
}
