// Which chunks the autoloader preloads with the first element file (see rollup.config.mjs and
// packages/autoload/preload-chunks.ts).

/**
 * The files that at least half of the element files import statically (directly or through
 * another chunk), most shared first: on a page with any block they are needed almost surely, and
 * a short list keeps the autoloader small however many elements there are.
 * `importsOf` maps each tag to those files (paths from dist/ without `.js`).
 */
export function sharedChunks(importsOf) {
  const users = new Map();
  for (const files of importsOf.values())
    for (const file of files) users.set(file, (users.get(file) ?? 0) + 1);
  return [...users.keys()]
    .filter((file) => users.get(file) * 2 >= importsOf.size)
    .sort((a, b) => users.get(b) - users.get(a) || a.localeCompare(b));
}
