// Test-runner plugin for the React smoke group: React 19 ships CommonJS only, which the dev
// server cannot serve as ES modules. Pre-bundle react, react-dom, react-dom/client, react-dom/server and
// react/jsx-runtime in ONE split esbuild build (so the page has one React), re-export their
// named exports, serve the result from memory and point an import map at it.
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';

const require = createRequire(import.meta.url);
const modules = ['react', 'react-dom', 'react-dom/client', 'react-dom/server', 'react/jsx-runtime'];
const fileName = (name) => `${name.replace(/\//g, '__')}.js`;

function entryFor(name) {
  const names = Object.keys(require(name)).filter(
    (key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default',
  );
  return `import m from '${name}'; export default m; export const { ${names.join(', ')} } = m;`;
}

export function reactPrebundle() {
  const files = new Map();
  return {
    name: 'react-prebundle',
    async serverStart() {
      const result = await esbuild.build({
        stdin: undefined,
        entryPoints: modules.map((name) => ({
          in: `virtual:${name}`,
          out: fileName(name).slice(0, -3),
        })),
        plugins: [
          {
            name: 'virtual-entries',
            setup(build) {
              build.onResolve({ filter: /^virtual:/ }, (args) => ({
                path: args.path.slice(8),
                namespace: 'entry',
              }));
              build.onLoad({ filter: /.*/, namespace: 'entry' }, (args) => ({
                contents: entryFor(args.path),
                resolveDir: process.cwd(),
              }));
            },
          },
        ],
        bundle: true,
        splitting: true,
        format: 'esm',
        write: false,
        outdir: '/__react',
        define: { 'process.env.NODE_ENV': '"development"' },
      });
      for (const file of result.outputFiles) files.set(file.path, file.text);
    },
    serve(context) {
      if (files.has(context.path)) return { body: files.get(context.path), type: 'js' };
    },
    resolveImport({ source }) {
      if (modules.includes(source) || source === 'react/jsx-dev-runtime') {
        return `/__react/${fileName(source === 'react/jsx-dev-runtime' ? 'react/jsx-runtime' : source)}`;
      }
    },
  };
}
