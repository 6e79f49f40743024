// The files a set of built entry modules may fetch: their relative static and dynamic imports,
// followed transitively. The consumer test uses it to prove that a page requests only the chunks
// of the tags it contains.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// Minified ESM: `import"./a.js"`, `from"./b.js"`, `import("./c.js")`. Only relative specifiers:
// the build has no bare imports.
const STATIC = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC = /\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

export function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  const found = (pattern) =>
    [...code.matchAll(pattern)].map((match) => resolve(dirname(file), match[1]));
  return { static: found(STATIC), dynamic: found(DYNAMIC) };
}

/**
 * Absolute paths reachable from `entries`. Dynamic imports are followed too (an element may load
 * a vendor lazily), except from files in `staticOnly` (the autoloader's dynamic imports are the
 * element map, which the caller restricts to the tags present).
 */
export function reachableFiles(entries, { staticOnly = [] } = {}) {
  const skipDynamic = new Set(staticOnly.map((file) => resolve(file)));
  const seen = new Set();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const imports = importsOf(file);
    queue.push(...imports.static);
    if (!skipDynamic.has(file)) queue.push(...imports.dynamic);
  }
  return seen;
}
