// Loads Floating UI on demand (see floating-ui.ts) through core's vendor loader: once for the page,
// a failure reported (labelled with `requester`) and retried on the next call. The popovers and
// tooltips fall back to a simpler position without it.
import { loadVendor } from '../core/vendor.ts';

export type FloatingUiModule = typeof import('./floating-ui.ts');

export const loadPositioning = (requester: object | null = null): Promise<FloatingUiModule> =>
  loadVendor('floating-ui', () => import('./floating-ui.ts'), requester);
