/**
 * Chunks with a file name that does not change between builds, like the element files: a
 * template that loads its blocks by name can `<link rel="modulepreload">` them (they are what
 * almost every element imports), so they download with the element files instead of after them.
 * Every other chunk is `chunks/<name>-<hash>.js`. The demo server reads this list too: these
 * files change under the same name, so they must be revalidated, never cached as immutable.
 */
export const STABLE_CHUNKS = new Set(['runtime', 'core']);
