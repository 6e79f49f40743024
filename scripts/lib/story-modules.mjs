// `virtual:ib-story-modules` for the test runner, which has no import.meta.glob: every
// stories/*.stories.ts module, so the axe test over the stories (stories/stories.test.ts) takes a
// new story without a list to edit.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { virtualModuleDevServer } from './virtual-module.mjs';

export const STORY_MODULES_ID = 'virtual:ib-story-modules';

/** The module's source: `export default [<each story module's namespace>]`, sorted by file. */
export function storyModulesSource(root = process.cwd()) {
  const files = readdirSync(join(root, 'stories'))
    .filter((file) => file.endsWith('.stories.ts'))
    .sort();
  return [
    ...files.map((file, index) => `import * as stories${index} from '/stories/${file}';`),
    `export default [${files.map((_, index) => `stories${index}`).join(', ')}];`,
  ].join('\n');
}

/** Plugin for @web/dev-server (test runner). */
export const storyModulesDevServer = () =>
  virtualModuleDevServer(STORY_MODULES_ID, () => storyModulesSource());
