// Loads Floating UI on demand through the vendor loader: once for the page, a failure reported
// (labelled with `requester`) and retried on the next call. The popovers and tooltips fall back to
// a simpler position without it. Here in core, with the tooltip and the navigation blocks that
// use it, rather than in a chunk of its own that each of them would fetch before it renders; the
// library itself stays outside core (packages/floating-ui/floating-ui.ts), a lazy chunk.
import { loadVendor } from './vendor.ts';

export type FloatingUiModule = typeof import('../floating-ui/floating-ui.ts');

export const loadPositioning = (requester: object | null = null): Promise<FloatingUiModule> =>
  loadVendor('floating-ui', () => import('../floating-ui/floating-ui.ts'), requester);
