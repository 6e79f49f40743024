// One shared, lazy load of Embla for every carousel on the page.
import { loadChunk } from '../../packages/core/chunks.ts';

let embla: Promise<typeof import('./embla.ts')> | undefined;

export function loadEmbla(): Promise<typeof import('./embla.ts')> {
  embla ??= loadChunk('embla', 'embla.ts', () => import('./embla.ts')).catch((error: unknown) => {
    embla = undefined; // a later carousel may try again
    throw error;
  });
  return embla;
}
