// `virtual:ib-element-cases` for the test runner: every element folder's `<folder>.cases.ts`
// (packages/test-utils/element-case.ts), folder by folder, so the leak test and the language
// check take a new element without a list to edit.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { virtualModuleDevServer } from './virtual-module.mjs';

export const ELEMENT_CASES_ID = 'virtual:ib-element-cases';

/** `elements/<folder>/<folder>.cases.ts` of each folder that has one, sorted by folder. */
export const elementCaseFiles = (root = process.cwd()) =>
  readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `elements/${entry.name}/${entry.name}.cases.ts`)
    .filter((file) => existsSync(join(root, file)))
    .sort();

/** The module's source: each file's default export, one array. */
export function elementCasesSource(root = process.cwd()) {
  const files = elementCaseFiles(root);
  return [
    ...files.map((file, index) => `import cases${index} from '/${file}';`),
    `export default [${files.map((_, index) => `...cases${index}`).join(', ')}];`,
  ].join('\n');
}

/** Plugin for @web/dev-server (test runner). */
export const elementCasesDevServer = () =>
  virtualModuleDevServer(ELEMENT_CASES_ID, () => elementCasesSource());
