// Pure decisions behind an in-page link: which element it names, whether this click is ours,
// and where the page has to scroll so the target sits just below the sticky header.

/** The id a same-document link points at (`#pricing` -> `pricing`), or null for anything else. */
export function fragmentId(href: string | null): string | null {
  if (!href || !href.startsWith('#') || href.length < 2) return null;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1); // a stray `%` is part of the id, as the browser treats it
  }
}

/** A plain primary click: modified clicks (new tab, new window, download) stay the browser's. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * The scroll position that puts a target whose top is `targetTop` (document coordinates) `offset`
 * px below the viewport top, within what the page can scroll.
 */
export function scrollDestination(targetTop: number, offset: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(targetTop - offset, 0), Math.max(maxScroll, 0)));
}

/** The `offset` attribute as px, or undefined when it is absent or not a finite number. */
export function explicitOffset(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
