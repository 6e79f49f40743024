// Custom Elements Manifest analyzer: only the define files describe the public elements
// (JSDoc @tag @attr @fires @slot @csspart @cssprop on `export class IbX extends Base {}`), and
// the props map and event types behind them (scripts/lib/manifest/members.mjs).
// Components, tests and stories are left out. `node scripts/manifest.mjs` runs it and
// generates the editor data and JSX typings from the result.
import { fileURLToPath } from 'node:url';
import { literalPropTypes } from './scripts/lib/manifest/literal-props.mjs';
import { elementMembers } from './scripts/lib/manifest/members.mjs';
import { camelCase } from './scripts/lib/names.mjs';

export default {
  globs: ['elements/*/ib-*.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts', '**/*.d.ts', 'node_modules/**', 'dist/**'],
  outdir: 'dist',
  packagejson: false,
  litelement: false,
  quiet: true,
  plugins: [
    shippedModulePaths(),
    enumeratedAttributes(),
    elementMembers(fileURLToPath(new URL('.', import.meta.url))),
  ],
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

const isLiteralUnion = (text) => /^\s*'[^']*'(\s*\|\s*'[^']*')*\s*$/.test(text ?? '');

/**
 * An attribute whose prop is typed as a union of string literals (`placement?: TooltipPlacement`)
 * gets that union as its type. The values are written there only: an `@attr {'a' | 'b'}` fails.
 */
export function enumeratedAttributes() {
  return {
    name: 'ib-enumerated-attributes',
    packageLinkPhase({ customElementsManifest }) {
      const literals = literalPropTypes(fileURLToPath(new URL('.', import.meta.url)));
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          for (const attribute of declaration.attributes ?? []) {
            if (isLiteralUnion(attribute.type?.text)) {
              throw new Error(
                `${declaration.tagName}: @attr ${attribute.name} lists its values; write them once, as the union type of the prop ${attribute.fieldName}`,
              );
            }
            const union = literals[declaration.tagName]?.[attribute.fieldName];
            if (union) attribute.type = { text: union };
          }
        }
      }
    },
  };
}
