// @rive-app/canvas ships one UMD file (webpack's "universal module definition"), which is not an
// ES module: evaluated as one, its `this` is undefined and it throws ("Cannot set properties of
// undefined (setting 'rive')"). Wrapped with a local `module`/`exports`, it takes its CommonJS
// branch without touching any global, and the wrapper default-exports what it produced.
// One transform for the dev server / test runner (`serve` body) and for Rollup (`transform`).
const UMD_FILES = [/\/node_modules\/@rive-app\/canvas\/rive\.js$/];

export function wrapUmd(code) {
  // The function gives the file a `this` (Rollup would otherwise warn that it rewrites it).
  return `const module = { exports: {} };\nconst exports = module.exports;\n(function () {\n${code}\n}).call(globalThis);\nexport default module.exports;\n`;
}

const isUmd = (id) => UMD_FILES.some((pattern) => pattern.test(id.split('?')[0]));

/** Rollup plugin. */
export function umdAsEsmRollup() {
  return {
    name: 'umd-as-esm',
    transform(code, id) {
      return isUmd(id) ? { code: wrapUmd(code), map: null } : null;
    },
  };
}

/** @web/dev-server (test runner) plugin. */
export function umdAsEsmDevServer() {
  return {
    name: 'umd-as-esm',
    transform(context) {
      if (isUmd(context.path)) return { body: wrapUmd(context.body) };
    },
  };
}
