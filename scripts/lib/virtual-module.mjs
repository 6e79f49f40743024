// A plugin that answers one `virtual:…` import with source generated when it is asked for: for
// Rollup (the build), or for @web/dev-server (the test runner).
/** `id` (`virtual:ib-…`) resolves to a module whose code is `source()`; the plugin is named after it. */
export function virtualModule(id, source) {
  const resolved = `\0${id}`;
  return {
    name: id.slice('virtual:'.length),
    resolveId: (imported) => (imported === id ? resolved : null),
    load: (loaded) => (loaded === resolved ? source() : null),
  };
}

/** The same for @web/dev-server (test runner): `id` (`virtual:ib-…`) is served from /__ib/<name>.js. */
export function virtualModuleDevServer(id, source) {
  const path = `/__ib/${id.slice('virtual:ib-'.length)}.js`;
  return {
    name: id.slice('virtual:'.length),
    resolveImport: ({ source: imported }) => (imported === id ? path : undefined),
    serve: (context) => (context.path === path ? { body: source(), type: 'js' } : undefined),
  };
}
