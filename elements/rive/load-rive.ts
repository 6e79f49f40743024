// One lazy load of the Rive runtime for the page. Its WebAssembly binary comes from this package's
// own copy (dist/vendor/rive.wasm, beside the element files), or a `wasm-url` given by the first
// <ib-rive> that loads; the runtime's public CDN copy stays as its fallback.
import { loadChunk } from '../../packages/core/chunks.ts';

export type RiveRuntime = typeof import('./rive-runtime.ts');

/** Where the build puts the binary, relative to the built element and chunk files (dist/*\/). */
const SHIPPED_WASM = '../vendor/rive.wasm';

/** The shipped binary's address, computed from this module's own URL (a variable, so bundlers leave it alone). */
export function defaultWasmUrl(base: string = import.meta.url): string {
  return new URL(SHIPPED_WASM, base).href;
}

let loading: Promise<RiveRuntime> | undefined;

export function loadRiveRuntime(wasmUrl?: string): Promise<RiveRuntime> {
  loading ??= loadChunk('rive', 'rive-runtime', () => import('./rive-runtime.ts')).then(
    (runtime) => {
      runtime.RuntimeLoader.setWasmUrl(wasmUrl || defaultWasmUrl());
      return runtime;
    },
    (error: unknown) => {
      loading = undefined; // a later element may try again
      throw error;
    },
  );
  return loading;
}
