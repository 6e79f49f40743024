// The define files are the public surface: one `elements/<family>/ib-<tag>.ts` per tag. Tests,
// stories and components sit beside them and are never entries. Node 20 has no fs.glob, and
// the pattern is only two levels deep, so a readdir walk is enough.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DEFINE_FILE = /^ib-[a-z0-9-]+\.ts$/;

/** `[{ tag: 'ib-accordion', file: 'elements/accordion/ib-accordion.ts' }, ...]`, sorted by tag. */
export function defineFiles(root = process.cwd()) {
  const elementsDir = resolve(root, 'elements');
  if (!existsSync(elementsDir)) return [];
  return readdirSync(elementsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(elementsDir, folder.name))
        .filter((name) => DEFINE_FILE.test(name))
        .map((name) => ({
          tag: name.slice(0, -'.ts'.length),
          file: `elements/${folder.name}/${name}`,
        })),
    )
    .sort((a, b) => a.tag.localeCompare(b.tag));
}
