// The player's third-party code, loaded on demand through local re-export files (so Rollup puts
// each in its own chunk) and core's vendor loader: once per page, a failure reported as a
// ChunkLoadError for the element that asked, and asked for again by the next player.
import { loadVendor } from '../../packages/core/vendor.ts';

type PlyrModule = typeof import('./plyr.ts');
type HlsModule = typeof import('./hls.ts');

let plyrSheet: CSSStyleSheet | undefined;

/** Plyr and its stylesheet; one request per page however many players. */
export const loadPlyr = (requester: object | null = null): Promise<PlyrModule> =>
  loadVendor('plyr', () => import('./plyr.ts'), requester);

/** hls.js, for HLS streams in browsers with Media Source Extensions and no native HLS. */
export const loadHls = (requester: object | null = null): Promise<HlsModule> =>
  loadVendor('hls', () => import('./hls.ts'), requester);

/** Plyr's CSS as one constructable sheet shared by every player's shadow root. */
export function plyrStyleSheet(css: string): CSSStyleSheet {
  if (!plyrSheet) {
    plyrSheet = new CSSStyleSheet();
    plyrSheet.replaceSync(css);
  }
  return plyrSheet;
}

/** Puts Plyr's sheet first in `root`, so the element's own rules (adopted by the factory) win. */
export function adoptPlyrStyles(root: ShadowRoot, css: string): void {
  const sheet = plyrStyleSheet(css);
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
}
