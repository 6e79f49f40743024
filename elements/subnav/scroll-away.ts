// The "simple-bottom-center" rule of the sub-page navigation: it hides when the page scrolls down
// faster than 500 px/s, and comes back on any upward scroll or near the top of the page (scroll
// progress at most 0.15). It never hides while focus is inside it. The speed is taken over the
// last 100 ms of scrolling (scroll-speed.ts), the direction from the last scroll event.

import { scrollSpeedMeter } from './scroll-speed.ts';

/** Downward speed, in px per second, above which the bar hides. */
export const HIDE_VELOCITY = 500;
/** Scroll progress (0 at the top, 1 at the bottom) at or below which the bar always shows. */
export const SHOW_PROGRESS = 0.15;

export interface ScrollSample {
  /** Scroll offset change since the previous scroll event, in px (positive downwards). */
  step: number;
  /** Recent scroll speed, in px per second (positive downwards). */
  velocity: number;
  /** Scroll progress after, 0 to 1. */
  progress: number;
  focusInside: boolean;
}

/** Whether the bar should be scrolled away after this sample, given whether it was. */
export function nextScrolledAway(current: boolean, sample: ScrollSample): boolean {
  const { step, velocity, progress, focusInside } = sample;
  if (focusInside || progress <= SHOW_PROGRESS) return false;
  if (step < 0) return false;
  if (step === 0) return current;
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
  const speed = scrollSpeedMeter(lastY, performance.now());
  const set = (away: boolean) => {
    if (away === host.hasAttribute('scrolled-away')) return;
    host.toggleAttribute('scrolled-away', away);
    onChange(away);
  };
  const onScroll = () => {
    const y = window.scrollY;
    const sample = {
      step: y - lastY,
      velocity: speed(y, performance.now()),
      progress: scrollProgress(),
      focusInside: host.matches(':focus-within'),
    };
    lastY = y;
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
