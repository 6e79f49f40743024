// The Web Share API, used only where it can share this page: `navigator.share` exists and
// `navigator.canShare` (where present) accepts the data.
import { isAbortError } from '../../packages/core/request.ts';
import type { ShareData } from './share-urls.ts';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

export function canShareNatively(
  data: ShareData,
  nav: Partial<ShareNavigator> = navigator,
): boolean {
  if (typeof nav.share !== 'function') return false;
  if (typeof nav.canShare !== 'function') return true;
  try {
    return nav.canShare(data);
  } catch {
    return false;
  }
}

/**
 * Opens the system share sheet. Resolves true when the visitor shared, false when they
 * cancelled (an `AbortError`, which is not a failure); rejects on any other error.
 */
export async function shareNatively(
  data: ShareData,
  nav: ShareNavigator = navigator,
): Promise<boolean> {
  try {
    await nav.share(data);
    return true;
  } catch (error) {
    if (isAbortError(error)) return false;
    throw error;
  }
}
