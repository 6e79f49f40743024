// A WordPress tree unpacked once into .cache/ and kept until its source changes (a playground zip,
// a Debian package): scripts/wordpress/stack.mjs runs the versions Debian's installed package is
// not from these trees.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The tree cached in `cache`/tree, made by `fill(tree)` unless `cache`/.unpacked-from holds
 * `stamp` (what the source was: its size and time, its checksum).
 * @param {string} cache
 * @param {string} stamp
 * @param {(tree: string) => void} fill
 */
export function cachedTree(cache, stamp, fill) {
  const stampFile = join(cache, '.unpacked-from');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return join(cache, 'tree');
  // Unpacked beside the cache and renamed into place, so parallel starts never read half a tree.
  const fresh = `${cache}.${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  fill(join(fresh, 'tree'));
  if (!existsSync(join(fresh, 'tree/wp-settings.php')))
    throw new Error(`${cache}: the source holds no WordPress tree`);
  writeFileSync(join(fresh, '.unpacked-from'), stamp);
  rmSync(cache, { recursive: true, force: true });
  try {
    renameSync(fresh, cache);
  } catch (error) {
    // Another start unpacked the same source at the same time: use its copy.
    rmSync(fresh, { recursive: true, force: true });
    if (!existsSync(stampFile)) throw error;
  }
  return join(cache, 'tree');
}
