// Types for the in-page `inner-scroll` guard (inner-scroll.mjs), for its browser test.
import type { LayoutFailure } from './layout-guards-page.d.mts';
export function inspectInnerScroll(): LayoutFailure[];
