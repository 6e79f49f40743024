// The site's breakpoints as numbers and media queries, so script and CSS agree.
/** Layout breakpoints in rem (min-width). */
export const BREAKPOINTS_REM = { xs: 28.25, sm: 48, md: 64, lg: 90 } as const;
/** The navigation bar's own breakpoints in px: desktop layout, and wide (top-links wrapping). */
export const NAVBAR_BREAKPOINTS_PX = { desktop: 1024, wide: 1280 } as const;

export type LayoutBreakpoint = keyof typeof BREAKPOINTS_REM;
export type NavbarBreakpoint = keyof typeof NAVBAR_BREAKPOINTS_PX;
export type BreakpointName = LayoutBreakpoint | NavbarBreakpoint;

/** `(min-width: 64rem)` for `md`, `(min-width: 1024px)` for `desktop`. */
export function mediaQuery(name: BreakpointName): string {
  if (Object.hasOwn(BREAKPOINTS_REM, name))
    return `(min-width: ${BREAKPOINTS_REM[name as LayoutBreakpoint]}rem)`;
  return `(min-width: ${NAVBAR_BREAKPOINTS_PX[name as NavbarBreakpoint]}px)`;
}

/** True when the viewport is at least as wide as the breakpoint (false outside a browser). */
export function matchesBreakpoint(name: BreakpointName): boolean {
  return typeof matchMedia === 'function' && matchMedia(mediaQuery(name)).matches;
}

/**
 * Calls `callback(matches)` each time the query starts or stops matching (not initially: read
 * `matchesBreakpoint` for the start state). `query` is a breakpoint name or any media query.
 * Returns the function that stops listening.
 */
export function onBreakpointChange(
  query: BreakpointName | string,
  callback: (matches: boolean) => void,
): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const list = matchMedia(isBreakpointName(query) ? mediaQuery(query) : query);
  const listener = (event: MediaQueryListEvent) => callback(event.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

function isBreakpointName(value: string): value is BreakpointName {
  return Object.hasOwn(BREAKPOINTS_REM, value) || Object.hasOwn(NAVBAR_BREAKPOINTS_PX, value);
}
