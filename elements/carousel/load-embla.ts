// Embla, loaded on demand for every carousel on the page through core's vendor loader (once; a
// failure reported for `requester` and retried on the next call).
// Each carousel gets it in a task of its own: many carousels do not start Embla in one long task.
import { inTaskOfItsOwn } from '../../packages/core/slices.ts';
import { loadVendor } from '../../packages/core/vendor.ts';

export const loadEmbla = (requester: object | null = null): Promise<typeof import('./embla.ts')> =>
  inTaskOfItsOwn(loadVendor('embla', () => import('./embla.ts'), requester));
