// Keeps the popover panel (position: fixed, full width) just below the navbar while it is open:
// the navbar may be sticky, scroll away or change height (a wrapped menu), so its bottom edge is
// measured on open, on scroll and on resize, at most once a frame.

/** Sets `--ib-search-popover-top` on `panel` to the anchor's bottom edge, in px. */
export function followBelow(anchor: Element | null, panel: HTMLElement): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    const bottom = anchor?.isConnected ? anchor.getBoundingClientRect().bottom : 0;
    panel.style.setProperty('--ib-search-popover-top', `${Math.round(Math.max(0, bottom))}px`);
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };
  place();
  window.addEventListener('resize', schedule, { passive: true });
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  const resizes = anchor ? new ResizeObserver(schedule) : undefined;
  if (anchor) resizes!.observe(anchor);
  return () => {
    cancelAnimationFrame(frame);
    frame = 0;
    window.removeEventListener('resize', schedule);
    window.removeEventListener('scroll', schedule, { capture: true });
    resizes?.disconnect();
  };
}

const HEADER = 'header, [role="banner"]';

/**
 * The navbar to sit below: the element with the `anchor` id, else the header (or failing that the
 * nav) around the popover, else around the trigger, else the trigger itself.
 */
export function findAnchor(
  anchorId: string | undefined,
  popover: HTMLElement,
  opener: HTMLElement | null,
): Element | null {
  const byId = anchorId ? document.getElementById(anchorId) : null;
  return (
    byId ??
    popover.closest(HEADER) ??
    popover.closest('nav') ??
    opener?.closest(HEADER) ??
    opener?.closest('nav') ??
    opener ??
    null
  );
}
