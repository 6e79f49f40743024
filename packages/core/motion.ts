// Motion preferences: the visitor's reduced-motion setting and the page-data flags that block
// scroll animations on desktop Safari or iPhone/iPad.
import { getPageData, type PageData } from './page-data.ts';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for reduced motion (false outside a browser). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Calls `callback(reduced)` when the preference changes; returns the function that stops listening. */
export function onReducedMotionChange(callback: (reduced: boolean) => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const list = matchMedia(REDUCED_MOTION_QUERY);
  const listener = (event: MediaQueryListEvent) => callback(event.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
const touchPoints = () => (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints || 0);

/** iPhone, iPod or iPad, including iPadOS, which sends a desktop Mac user agent but has touch. */
export function isIOS(ua = userAgent(), maxTouchPoints = touchPoints()): boolean {
  if (/iPhone|iPad|iPod/.test(ua)) return true;
  return /Macintosh/.test(ua) && maxTouchPoints > 1;
}

/** Safari on a Mac: not Chrome, Edge, Opera or Firefox (which all say "Safari" or "Mac"), not an iPad. */
export function isDesktopSafari(ua = userAgent(), maxTouchPoints = touchPoints()): boolean {
  if (!/Macintosh/.test(ua) || !/Version\/[\d.]+.*Safari\//.test(ua)) return false;
  if (/Chrome|Chromium|CriOS|Edg|OPR|Firefox|FxiOS/.test(ua)) return false;
  return !isIOS(ua, maxTouchPoints);
}

/** True when the page-data flags block scroll animations on this browser (or the given one). */
export function animationsBlocked(
  pageData: PageData = getPageData(),
  ua = userAgent(),
  maxTouchPoints = touchPoints(),
): boolean {
  const { blockAnimationsDesktopSafari, blockAnimationsIOS } = pageData.flags;
  return (
    (blockAnimationsDesktopSafari && isDesktopSafari(ua, maxTouchPoints)) ||
    (blockAnimationsIOS && isIOS(ua, maxTouchPoints))
  );
}
