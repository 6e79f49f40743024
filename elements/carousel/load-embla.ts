// Embla, loaded on demand for every carousel on the page through core's vendor loader (once; a
// failure reported for `requester` and retried on the next call).
import { loadVendor } from '../../packages/core/vendor.ts';

export const loadEmbla = (requester: object | null = null): Promise<typeof import('./embla.ts')> =>
  loadVendor('embla', () => import('./embla.ts'), requester);
