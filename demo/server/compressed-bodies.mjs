// Compressed file bodies, kept in memory per file, modification time, size and coding: a page
// load (or a benchmark's) then measures the transfer, not zlib, as with a server that serves
// precompressed files. One version per file: a rebuilt file replaces the old bodies.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli's best quality costs ~0.5 s a MB, ~2 s a MB beyond that: the Rive WASM (1.9 MB) gets 9. */
const BEST_QUALITY_UP_TO = 1024 * 1024;

const COMPRESS = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          body.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** file -> { version, bodies: Map<coding, Promise<Buffer>> } */
const cache = new Map();

/**
 * The file compressed with `coding`, or null when that would not make it smaller.
 * @param {string} file
 * @param {import('node:fs').Stats} info the file's stat, which names the version
 * @param {'br' | 'gzip'} coding
 * @param {() => Promise<Buffer>} [read] the body, when it is not the file's bytes (a rendered page)
 * @returns {Promise<Buffer | null>}
 */
export async function compressedBody(file, info, coding, read = () => readFile(file)) {
  const version = `${info.mtimeMs}-${info.size}`;
  let entry = cache.get(file);
  if (entry?.version !== version) {
    entry = { version, bodies: new Map() };
    cache.set(file, entry);
  }
  let body = entry.bodies.get(coding);
  if (!body) {
    body = read().then((raw) => COMPRESS[coding](raw));
    entry.bodies.set(coding, body);
    // A failed read is not remembered: the next request tries again.
    body.catch(() => entry.bodies.delete(coding));
  }
  const compressed = await body;
  return compressed.length < info.size ? compressed : null;
}
