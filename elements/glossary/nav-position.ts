// The letter navigation sticks above the entries: what it covers decides where a jump lands and
// where a letter group counts as reached.
import { prefersReducedMotion } from '../../packages/core/motion.ts';

/** Where the navigation's bottom edge sits once it is stuck (or now, when it is not sticky). */
export function navBottomWhenStuck(nav: HTMLElement): number {
  const style = getComputedStyle(nav);
  if (style.position !== 'sticky') return Math.max(nav.getBoundingClientRect().bottom, 0);
  return (parseFloat(style.top) || 0) + nav.getBoundingClientRect().height;
}

/** Scrolls the page so that `element` shows just below the navigation. */
export function scrollBelowNav(nav: HTMLElement | null, element: HTMLElement): void {
  const offset = (nav ? navBottomWhenStuck(nav) : 0) + 8; // a little room under the navigation
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}
