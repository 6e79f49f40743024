// The letter navigation sticks above the entries: what it covers decides where a jump lands and
// where a letter group counts as reached.
import { prefersReducedMotion } from '../../packages/core/motion.ts';

/** Where the navigation's bottom edge sits once it is stuck (or now, when it is not sticky). */
export function navBottomWhenStuck(nav: HTMLElement): number {
  const style = getComputedStyle(nav);
  if (style.position !== 'sticky') return Math.max(nav.getBoundingClientRect().bottom, 0);
  return (parseFloat(style.top) || 0) + nav.getBoundingClientRect().height;
}

/** The visitor taking over the scroll: a smooth jump stops correcting itself. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the page so that `element` shows just below the navigation (smoothly, unless reduced
 * motion). A scroll aims at where the element is when it starts, but the entries it passes or
 * lands next to render at their real height, not content-visibility's estimate, and move the
 * element (in a long glossary a jump far down landed ~200 px off): when the scroll ends, it goes
 * the rest of the way, up to three times, unless the visitor has scrolled meanwhile. `instant`:
 * at once whatever the motion preference (a page opened at an entry, as the browser goes to an id).
 */
export function scrollBelowNav(
  nav: HTMLElement | null,
  element: HTMLElement,
  { instant = false, passes = 3 } = {},
): void {
  // A little room under the navigation.
  const distance = () =>
    element.getBoundingClientRect().top - (nav ? navBottomWhenStuck(nav) : 0) - 8;
  // There already (no scroll, so no scrollend), or gone from the page.
  if (Math.abs(distance()) < 1 || !element.isConnected) return;
  const stop = new AbortController();
  const options = { signal: stop.signal, passive: true };
  for (const type of TAKE_OVER) window.addEventListener(type, () => stop.abort(), options);
  // The entries next to where it landed render in the frame after the scroll: measure after that.
  const goOn = () => {
    if (stop.signal.aborted) return;
    stop.abort();
    if (passes > 1) scrollBelowNav(nav, element, { instant, passes: passes - 1 });
  };
  window.addEventListener(
    'scrollend',
    () => requestAnimationFrame(() => requestAnimationFrame(goOn)),
    options,
  );
  window.scrollTo({
    top: window.scrollY + distance(),
    behavior: instant || prefersReducedMotion() ? 'instant' : 'smooth',
  });
}
