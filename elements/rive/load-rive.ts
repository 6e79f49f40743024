// One lazy load of the Rive runtime for the page. Its WebAssembly binary comes from this package's
// own copy (dist/vendor/rive.wasm, beside the element files), or a `wasm-url` given by the first
// <ib-rive> that loads; the runtime's public CDN copy stays as its fallback.
import { loadVendor } from '../../packages/core/vendor.ts';

export type RiveRuntime = typeof import('./rive-runtime.ts');

/** Where the build puts the binary, relative to the built element and chunk files (dist/*\/). */
const SHIPPED_WASM = '../vendor/rive.wasm';

/** The shipped binary's address, computed from this module's own URL (a variable, so bundlers leave it alone). */
export function defaultWasmUrl(base: string = import.meta.url): string {
  return new URL(SHIPPED_WASM, base).href;
}

/**
 * The runtime, through core's vendor loader: once per page, a failure reported for `requester`
 * and retried by the next element that asks. The first caller's `wasmUrl` is the one used.
 */
export function loadRiveRuntime(wasmUrl?: string, requester: object | null = null): Promise<RiveRuntime> {
  return loadVendor(
    'rive',
    async () => {
      const runtime = await import('./rive-runtime.ts');
      runtime.RuntimeLoader.setWasmUrl(wasmUrl || defaultWasmUrl());
      return runtime;
    },
    requester,
  );
}
