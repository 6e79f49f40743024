// popmotion's tweens, loaded on demand through core's vendor loader (once per page; a failure
// reported for `requester` and retried on the next call, when the visitor plays the text again).
import { loadVendor } from '../../packages/core/vendor.ts';

export const loadPopmotion = (requester: object | null = null): Promise<typeof import('./popmotion.ts')> =>
  loadVendor('popmotion', () => import('./popmotion.ts'), requester);
