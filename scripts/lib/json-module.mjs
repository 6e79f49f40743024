// `import data from './x.json'` gives the parsed file, the way Vite does it, so a story that
// imports generated data (the map's world regions) runs in the test runner as in Storybook.
// Only module imports are turned into JavaScript: a fetch() of the same file still gets JSON.

/** Whether the browser asks for the file as a module script (not fetch, not a frame). */
const isModuleImport = (context) =>
  context.path.endsWith('.json') && context.request.headers['sec-fetch-dest'] === 'script';

/** Plugin for @web/dev-server (test runner). */
export function jsonModuleDevServer() {
  return {
    name: 'json-module',
    resolveMimeType(context) {
      if (isModuleImport(context)) return 'js';
    },
    transform(context) {
      if (isModuleImport(context)) return { body: `export default ${context.body};` };
    },
  };
}
