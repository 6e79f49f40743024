// Custom Elements Manifest analyzer: only the define files describe the public elements
// (JSDoc @tag @fires @slot @csspart @cssprop on `export class IbX extends Base {}`); the
// attributes come from each element's props spec (scripts/lib/manifest/spec-attributes.mjs),
// the properties and event types from the spec and the types behind it
// (scripts/lib/manifest/members.mjs). Components, tests and stories are left out.
// `node scripts/manifest.mjs` runs it and generates the editor data and JSX typings from the result.
import { fileURLToPath } from 'node:url';
import { elementMembers } from './scripts/lib/manifest/members.mjs';
import { attributesFromSpecs } from './scripts/lib/manifest/spec-attributes.mjs';
import { camelCase } from './scripts/lib/names.mjs';
import { englishStrings } from './scripts/lib/translations.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// The English catalog: the default text of each label attribute.
const english = await englishStrings(root);

export default {
  globs: ['elements/*/ib-*.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts', '**/*.d.ts', 'node_modules/**', 'dist/**'],
  outdir: 'dist',
  packagejson: false,
  litelement: false,
  quiet: true,
  plugins: [attributesFromSpecs(root, english), shippedModulePaths(), elementMembers(root)],
};

/** Module paths point at the shipped file (`dist/elements/<tag>.js`), not the unpublished source. */
function shippedModulePaths() {
  return {
    name: 'ib-shipped-module-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        const tag = module.path.match(/(ib-[a-z0-9-]+)\.ts$/)?.[1];
        if (!tag) continue;
        const shipped = `dist/elements/${tag}.js`;
        module.path = shipped;
        for (const entry of module.exports ?? [])
          if (entry.declaration?.module) entry.declaration.module = shipped;
        for (const declaration of module.declarations ?? []) {
          // `Base` is a local `createIbElement()` result, not an importable class.
          if (declaration.superclass?.name === 'Base')
            declaration.superclass = { name: 'HTMLElement' };
          // Every attribute has a camelCase property (createIbElement defines them).
          for (const attribute of declaration.attributes ?? [])
            attribute.fieldName ??= camelCase(attribute.name);
        }
      }
    },
  };
}
