// The animation JSON is fetched and checked here rather than by lottie-web, whose own loader
// crashes with an uncaught error (and no `data_failed`) on a file that is not valid JSON.
import { requestJson } from '../../packages/core/request.ts';

export const FILE_FAILED_MESSAGE = 'The animation file failed to load';

interface LottieAsset {
  id?: string;
  u?: string;
  p?: string;
  e?: number;
  layers?: unknown[];
}

export interface LottieData {
  v?: string;
  w: number;
  h: number;
  ip: number;
  op: number;
  layers: unknown[];
  assets?: LottieAsset[];
}

/** The fields every Bodymovin/Lottie export has. */
export function isAnimationData(value: unknown): value is LottieData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<LottieData>;
  return (
    Array.isArray(data.layers) &&
    [data.w, data.h, data.ip, data.op].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/**
 * Image assets name their folder (`u`) relative to the JSON file; lottie-web resolves them against
 * the path it loaded, which it does not know when given the data: make the folders absolute.
 */
export function resolveAssetFolders(data: LottieData, src: string): LottieData {
  for (const asset of data.assets ?? []) {
    if (asset.e === 1 || typeof asset.p !== 'string' || asset.layers) continue; // embedded image or precomposition
    asset.u = new URL(asset.u ?? '', src).href;
  }
  return data;
}

/** Fetches and checks an animation; rejects with "The animation file failed to load" and the reason as `cause`. */
export async function fetchAnimation(src: string, signal?: AbortSignal): Promise<LottieData> {
  const result = await requestJson<unknown>(new URL(src, document.baseURI).href, { signal });
  if (!result.ok) {
    const reason = result.aborted
      ? 'aborted'
      : result.status
        ? `HTTP ${result.status}`
        : result.error;
    throw new Error(FILE_FAILED_MESSAGE, { cause: reason });
  }
  if (!isAnimationData(result.data))
    throw new Error(FILE_FAILED_MESSAGE, { cause: 'not a Lottie animation' });
  return resolveAssetFolders(result.data, new URL(src, document.baseURI).href);
}
