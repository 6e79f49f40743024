// How long a browser may keep a file without asking again. The chunks whose name carries their
// content hash (dist/chunks/<name>-<8 characters>.js, react-chunks/ likewise) never change under
// that name: a year, immutable. Everything else (pages, autoload.js, elements/*.js, locales/*.js,
// the stable chunks, source maps, whose content the hash does not cover) is revalidated each time.
import { STABLE_CHUNKS } from '../../scripts/lib/stable-chunks.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Rollup's `[hash]`: 8 characters of base64url. */
const HASHED_CHUNK = /^\/dist\/(?:react-)?chunks\/([^/]+-[\w-]{8})\.js$/;

/** @param {string} path the decoded URL path */
export function cacheControlFor(path) {
  const match = HASHED_CHUNK.exec(path);
  return match && !STABLE_CHUNKS.has(match[1]) ? IMMUTABLE : REVALIDATE;
}
