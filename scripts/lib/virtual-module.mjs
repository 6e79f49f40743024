// A Rollup plugin that answers one `virtual:…` import with source generated at build time.
/** `id` (`virtual:ib-…`) resolves to a module whose code is `source()`; the plugin is named after it. */
export function virtualModule(id, source) {
  const resolved = `\0${id}`;
  return {
    name: id.slice('virtual:'.length),
    resolveId: (imported) => (imported === id ? resolved : null),
    load: (loaded) => (loaded === resolved ? source() : null),
  };
}
