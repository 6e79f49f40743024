// The package's `sideEffects` field lists only dist/ files, so the bundler treats every source
// module as side-effect free and drops `import '../elements/x/ib-x.ts'` from the built Storybook:
// the tags would never be defined. Define files register elements; mark them as side effects.
import path from 'node:path';
import type { Plugin } from 'vite';

const defineFileRE = /[\\/]elements[\\/][^\\/]+[\\/]ib-[\w-]+\.ts$/;

export function keepDefineFiles(root: string): Plugin {
  const elementsDir = path.join(root, 'elements') + path.sep;
  return {
    name: 'ib:keep-define-files',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(^|\/)ib-[\w-]+\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(elementsDir) || !defineFileRE.test(resolved.id))
        return resolved;
      return { ...resolved, moduleSideEffects: true };
    },
  };
}
