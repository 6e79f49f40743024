// The one door to the tag manager's `window.dataLayer`.
import { reportError } from './report.ts';

type DataLayer = { push: (...entries: unknown[]) => unknown };

/** The page's dataLayer, created as an empty array when absent (or not array-like). */
export function getDataLayer(): DataLayer | undefined {
  if (typeof window === 'undefined') return undefined;
  const host = window as unknown as { dataLayer?: unknown };
  const layer = host.dataLayer as Partial<DataLayer> | undefined;
  if (!layer || typeof layer.push !== 'function') host.dataLayer = [];
  return host.dataLayer as DataLayer;
}

/** Pushes one entry (`{ event: 'video_play', ... }`) to `window.dataLayer`; never throws. */
export function pushDataLayer(entry: Record<string, unknown>): void {
  const layer = getDataLayer();
  if (!layer) return;
  try {
    layer.push(entry);
  } catch (error) {
    // The tag manager replaces push(); a failure in its handlers must not break the block.
    reportError(null, error);
  }
}
