// Scrolls the page to a target and then moves focus to it, so keyboard and screen-reader users
// continue reading from there. One scroll at a time: a new one (or removal) cancels the pending focus.
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { scrollDestination } from './scroll-target.ts';

/** Focus follows even when `scrollend` never comes (a scroll interrupted oddly, an old browser). */
export const FOCUS_FALLBACK_MS = 1500;

/** Gives a non-focusable target `tabindex="-1"` until it loses focus again. */
function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

export class ScrollToTarget {
  #cancelPending: (() => void) | null = null;

  /** Scrolls so the target sits `offset` px below the viewport top; smooth unless motion is reduced. */
  scroll(target: HTMLElement, offset: number): void {
    this.cancel();
    const root = document.documentElement;
    const top = scrollDestination(
      target.getBoundingClientRect().top + window.scrollY,
      offset,
      root.scrollHeight - root.clientHeight,
    );
    const instant = prefersReducedMotion() || Math.abs(window.scrollY - top) < 1;
    window.scrollTo({ top, left: window.scrollX, behavior: instant ? 'instant' : 'smooth' });
    if (instant) {
      focusTarget(target);
      return;
    }
    const done = () => {
      this.cancel();
      focusTarget(target);
    };
    const timer = setTimeout(done, FOCUS_FALLBACK_MS);
    window.addEventListener('scrollend', done, { once: true });
    this.#cancelPending = () => {
      clearTimeout(timer);
      window.removeEventListener('scrollend', done);
    };
  }

  /** Drops a pending focus move. */
  cancel(): void {
    this.#cancelPending?.();
    this.#cancelPending = null;
  }
}
