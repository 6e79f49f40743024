// One shared, lazy load of Embla and the auto-scroll plugin for every carousel on the page.
import { loadChunk } from '../../packages/core/chunks.ts';

type Module = typeof import('./embla-auto-scroll.ts');
let loading: Promise<Module> | undefined;

export function loadAutoScrollEmbla(): Promise<Module> {
  loading ??= loadChunk('embla-auto-scroll', 'embla-auto-scroll.ts', () => import('./embla-auto-scroll.ts')).catch(
    (error: unknown) => {
      loading = undefined; // a later carousel may try again
      throw error;
    },
  );
  return loading;
}
