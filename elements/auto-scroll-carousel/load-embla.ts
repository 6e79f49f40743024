// Embla and its auto-scroll plugin, loaded on demand for every carousel on the page through core's
// vendor loader (once; a failure reported for `requester` and retried on the next call).
// Each carousel gets it in a task of its own: many carousels do not start Embla in one long task.
import { inTaskOfItsOwn } from '../../packages/core/slices.ts';
import { loadVendor } from '../../packages/core/vendor.ts';

type Module = typeof import('./embla-auto-scroll.ts');

export const loadAutoScrollEmbla = (requester: object | null = null): Promise<Module> =>
  inTaskOfItsOwn(
    loadVendor('embla-auto-scroll', () => import('./embla-auto-scroll.ts'), requester),
  );
