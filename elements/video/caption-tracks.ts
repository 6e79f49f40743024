// `<track>` elements for the caption tracks, each served from a blob URL (WebVTT as written, or
// converted from SRT-style text). The caller revokes the URLs on teardown.
import { reportError } from '../../packages/core/report.ts';
import { isWebVtt, type CaptionTrack } from './captions.ts';
import { captionBlob, type ConversionEnvironment } from './webvtt.ts';

export interface CaptionElements {
  tracks: HTMLTrackElement[];
  urls: string[];
}

/**
 * Builds the tracks in order; a track whose conversion fails is left out and its error reported
 * (against `source`), the others still load.
 */
export async function createCaptionElements(
  captions: readonly CaptionTrack[],
  source: Element,
  environment?: ConversionEnvironment,
): Promise<CaptionElements> {
  const built = await Promise.all(
    captions.map(async (caption) => {
      try {
        const blob = await captionBlob(caption.text, isWebVtt(caption.text), environment);
        return { caption, url: URL.createObjectURL(blob) };
      } catch (error) {
        reportError(source, error);
        return null;
      }
    }),
  );
  const result: CaptionElements = { tracks: [], urls: [] };
  for (const entry of built) {
    if (!entry) continue;
    const track = document.createElement('track');
    track.kind = 'captions';
    track.label = entry.caption.label;
    track.srclang = entry.caption.language;
    track.src = entry.url;
    if (entry.caption.isDefault) track.default = true;
    result.tracks.push(track);
    result.urls.push(entry.url);
  }
  return result;
}

export function revokeUrls(urls: readonly string[]): void {
  for (const url of urls) URL.revokeObjectURL(url);
}
