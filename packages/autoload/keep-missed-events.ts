// Blocks that listen on `window` for events the page dispatches (ib-analytics for the captcha
// result, ib-consent-gate for consent) would miss those dispatched before their code has loaded.
// The latest of each kind is kept in `window.ibMissedEvents` while no block listens; the block
// takes it when it starts (packages/core/window-events.ts). A page without those blocks only
// keeps a reference to the event. Every byte here ships in the 1 KB autoloader: keep it plain.
import { listen } from './listen.ts';

/** Starts keeping the latest `ib-captcha-init` and `ib-consent` nobody listened for. */
export function keepMissedEvents(): void {
  const kept: Record<string, Event | 0> = ((self as { ibMissedEvents?: typeof kept }).ibMissedEvents = {});
  // `0`: a block listens itself.
  ['ib-captcha-init', 'ib-consent'].forEach((type) => listen(1, type, (event) => kept[type] !== 0 && (kept[type] = event)));
}
