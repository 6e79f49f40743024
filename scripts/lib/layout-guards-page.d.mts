// Types for the in-page layout checks (layout-guards-page.mjs), for the browser test that runs them.
export interface LayoutFailure {
  check: 'overflow' | 'target-size' | 'list-marker' | 'video-bar' | 'inner-scroll' | 'cut-edge';
  element: string;
  detail: string;
}
export function inspectLayout(): LayoutFailure[];
export function awaitUpgrades(timeoutMs: number): Promise<string[]>;
