// An HLS stream played through hls.js: resolves once the manifest is parsed with the renditions'
// heights (for Plyr's quality menu, starting at 576 lines), and falls back to the plain file when
// the stream fails for good.
import { reportError } from '../../packages/core/report.ts';
import { defaultLevelIndex, qualityOptions } from './quality.ts';
import type { Hls as HlsClass } from './hls.ts';

type Hls = InstanceType<typeof HlsClass>;

export interface HlsStream {
  hls: Hls;
  /** Distinct rendition heights, highest first (empty for a single-rendition stream). */
  qualities: number[];
  /** Switches to the rendition of that height (Plyr's quality `onChange`). */
  selectQuality(height: number): void;
  destroy(): void;
}

export interface HlsStreamOptions {
  url: string;
  /** Plain file to fall back to when the stream fails (`src`). */
  fallbackUrl?: string;
  /** Where errors are reported. */
  source: Element;
}

export function attachHlsStream(
  Hls: typeof HlsClass,
  video: HTMLVideoElement,
  options: HlsStreamOptions,
): Promise<HlsStream> {
  const hls = new Hls({ capLevelToPlayerSize: true });
  let destroyed = false;
  let recoveredMedia = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    hls.destroy();
  };
  const stream: HlsStream = {
    hls,
    qualities: [],
    selectQuality(height) {
      const index = hls.levels.findIndex((level) => level.height === height);
      if (index !== -1) hls.currentLevel = index;
    },
    destroy,
  };

  return new Promise<HlsStream>((resolve) => {
    hls.on(Hls.Events.MANIFEST_PARSED, () => {
      const heights = hls.levels.map((level) => level.height);
      stream.qualities = qualityOptions(heights);
      const start = defaultLevelIndex(heights);
      if (start > 0) hls.startLevel = start;
      resolve(stream);
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
        recoveredMedia = true; // one recovery attempt (a decode hiccup), as hls.js recommends
        hls.recoverMediaError();
        return;
      }
      reportError(options.source, new Error(`HLS stream failed (${data.details}): ${options.url}`));
      destroy();
      if (options.fallbackUrl) video.src = options.fallbackUrl;
      resolve(stream); // build the player anyway: over the fallback file, or showing the error state
    });
    hls.loadSource(options.url);
    hls.attachMedia(video);
  });
}
