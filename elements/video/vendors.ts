// The player's third-party code, loaded on demand through local re-export files (so Rollup puts
// each in its own chunk) with the ChunkLoadError shape of packages/core/chunks.ts.
import { loadChunk } from '../../packages/core/chunks.ts';

type PlyrModule = typeof import('./plyr.ts');
type HlsModule = typeof import('./hls.ts');

let plyr: Promise<PlyrModule> | undefined;
let hls: Promise<HlsModule> | undefined;
let plyrSheet: CSSStyleSheet | undefined;

/** Plyr and its stylesheet; one request per page however many players. A failure may be retried. */
export function loadPlyr(): Promise<PlyrModule> {
  plyr ??= loadChunk('plyr', './plyr.ts', () => import('./plyr.ts')).catch((error: unknown) => {
    plyr = undefined;
    throw error;
  });
  return plyr;
}

/** hls.js, for HLS streams in browsers with Media Source Extensions and no native HLS. */
export function loadHls(): Promise<HlsModule> {
  hls ??= loadChunk('hls', './hls.ts', () => import('./hls.ts')).catch((error: unknown) => {
    hls = undefined;
    throw error;
  });
  return hls;
}

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
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
}
