// The "simple-bottom-center" rule of the sub-page navigation: it hides when the page scrolls down
// faster than 500 px/s, and comes back on any upward scroll or near the top of the page (scroll
// progress at most 0.15). It never hides while focus is inside it.

/** Downward speed, in px per second, above which the bar hides. */
export const HIDE_VELOCITY = 500;
/** Scroll progress (0 at the top, 1 at the bottom) at or below which the bar always shows. */
export const SHOW_PROGRESS = 0.15;

export interface ScrollSample {
  /** Scroll offset before and after, in px. */
  fromY: number;
  toY: number;
  /** Time between the two samples, in ms. */
  elapsed: number;
  /** Scroll progress after, 0 to 1. */
  progress: number;
  focusInside: boolean;
}

/** Whether the bar should be scrolled away after this sample, given whether it was. */
export function nextScrolledAway(current: boolean, sample: ScrollSample): boolean {
  const { fromY, toY, elapsed, progress, focusInside } = sample;
  if (focusInside || progress <= SHOW_PROGRESS) return false;
  if (toY < fromY) return false;
  if (toY === fromY) return current;
  const velocity = elapsed > 0 ? ((toY - fromY) / elapsed) * 1000 : Infinity;
  return velocity > HIDE_VELOCITY ? true : current;
}

/** How far down the page is scrolled: 0 at the top, 1 at the bottom, 0 when it cannot scroll. */
export function scrollProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
}

/**
 * Applies the rule to `host` on every page scroll, toggling the `scrolled-away` attribute; focus
 * entering shows it again. Returns the function that stops watching and shows the bar.
 */
export function watchScrollAway(host: HTMLElement, onChange: (away: boolean) => void): () => void {
  let lastY = window.scrollY;
  let lastTime = performance.now();
  const set = (away: boolean) => {
    if (away === host.hasAttribute('scrolled-away')) return;
    host.toggleAttribute('scrolled-away', away);
    onChange(away);
  };
  const onScroll = () => {
    const now = performance.now();
    const y = window.scrollY;
    const sample = { fromY: lastY, toY: y, elapsed: now - lastTime, progress: scrollProgress(), focusInside: host.matches(':focus-within') };
    lastY = y;
    lastTime = now;
    set(nextScrolledAway(host.hasAttribute('scrolled-away'), sample));
  };
  const onFocusIn = () => set(false);
  window.addEventListener('scroll', onScroll, { passive: true });
  host.addEventListener('focusin', onFocusIn);
  return () => {
    window.removeEventListener('scroll', onScroll);
    host.removeEventListener('focusin', onFocusIn);
    set(false);
  };
}
