// One lazy load of the Rive runtime for the page. Its WebAssembly binary comes from this package's
// own copy (dist/vendor/rive.wasm, beside the element files), or a `wasm-url` given by the first
// <ib-rive> that loads; the runtime's public CDN copy stays as its fallback.
import { loadVendor } from '../../packages/core/vendor.ts';

export type RiveRuntime = typeof import('./rive-runtime.ts');

/**
 * The shipped binary's address: dist/vendor/rive.wasm, beside the built element and chunk files
 * (dist/*\/). Written as `new URL('<literal>', import.meta.url)`, the form Vite, webpack 5 and
 * Parcel recognise: an app that bundles ib-blocks gets the binary emitted as an asset of its own
 * build, so it never falls back to the public CDN (offline, under a CSP).
 */
export function defaultWasmUrl(base?: string): string {
  return (
    base ? new URL('../vendor/rive.wasm', base) : new URL('../vendor/rive.wasm', import.meta.url)
  ).href;
}

/**
 * The runtime, through core's vendor loader: once per page, a failure reported for `requester`
 * and retried by the next element that asks. The first caller's `wasmUrl` is the one used.
 */
export function loadRiveRuntime(
  wasmUrl?: string,
  requester: object | null = null,
): Promise<RiveRuntime> {
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
