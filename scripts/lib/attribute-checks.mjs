// `virtual:ib-attribute-checks` for the WordPress editor script: the `attributeChecks` of every
// element folder's `<folder>-checks.ts` (packages/element/attribute-checks.ts), one object by tag,
// so the block sidebar refuses what an element would without a list to edit.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { virtualModule } from './virtual-module.mjs';

export const ATTRIBUTE_CHECKS_ID = 'virtual:ib-attribute-checks';

/** `elements/<folder>/<folder>-checks.ts` of each folder that has one, sorted by folder. */
export const attributeCheckFiles = (root = process.cwd()) =>
  readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `elements/${entry.name}/${entry.name}-checks.ts`)
    .filter((file) => existsSync(join(root, file)))
    .sort();

/** The module's source: each file's `attributeChecks`, merged (tags are unique across folders). */
export function attributeChecksSource(root = process.cwd()) {
  const files = attributeCheckFiles(root);
  return [
    ...files.map(
      (file, index) =>
        `import { attributeChecks as checks${index} } from ${JSON.stringify(join(root, file))};`,
    ),
    `export default { ${files.map((_, index) => `...checks${index}`).join(', ')} };`,
  ].join('\n');
}

/** Plugin for Rollup (the editor script's build). */
export const attributeChecksModule = () =>
  virtualModule(ATTRIBUTE_CHECKS_ID, () => attributeChecksSource());
