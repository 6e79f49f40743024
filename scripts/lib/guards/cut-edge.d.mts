// Types for the in-page `cut-edge` guard (cut-edge.mjs), for its browser test.
import type { LayoutFailure } from './layout-guards-page.d.mts';
export function inspectCutEdges(): LayoutFailure[];
