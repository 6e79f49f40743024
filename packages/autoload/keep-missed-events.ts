// Blocks that listen on `window` for events the page dispatches (ib-analytics for the captcha
// result, ib-consent-gate for consent) would miss those dispatched before their code has loaded.
// The latest of each kind is kept in `window.ibMissedEvents` while no block listens; the block
// takes it when it starts (packages/core/window-events.ts). A page without those blocks only
// keeps a reference to the event. Two files start this keeper: dist/early-events.js, a classic
// script in <head> that runs before any inline script, and the autoloader, which runs after the
// page is parsed; whichever runs first keeps, the other leaves its map alone (one listener per
// type, so a block gets each event once). Every byte here ships in the autoloader: keep it plain.
import { listen } from './listen.ts';

/** Starts keeping the latest `ib-captcha-init` and `ib-consent` nobody listened for, unless something already does. */
export function keepMissedEvents(): void {
  const page = self as { ibMissedEvents?: Record<string, Event | 0> };
  if (page.ibMissedEvents) return;
  const kept: Record<string, Event | 0> = (page.ibMissedEvents = {});
  // `0`: a block listens itself.
  ['ib-captcha-init', 'ib-consent'].forEach((type) =>
    listen(1, type, (event) => kept[type] !== 0 && (kept[type] = event)),
  );
}
