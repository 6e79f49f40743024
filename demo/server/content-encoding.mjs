// Which compression a response gets: brotli or gzip as the request's Accept-Encoding allows
// (RFC 9110, 12.5.3: q-values, `*`, `identity`), for the types that shrink. Fonts, images, video
// and zip files are compressed already.
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.txt',
  '.md',
  '.xml',
  '.vtt',
  '.svg',
  '.m3u8',
  '.wasm',
]);

/** Brotli first: it is 10-60% smaller than gzip on the built chunks, and every browser takes it. */
const PREFERENCE = ['br', 'gzip'];

export function isCompressible(path) {
  const dot = path.lastIndexOf('.');
  return dot >= 0 && COMPRESSIBLE.has(path.slice(dot).toLowerCase());
}

/** The weight of each coding the header names (`x-gzip` is gzip), the last mention winning. */
function weights(header) {
  const byCoding = new Map();
  for (const part of header.split(',')) {
    const [token, ...params] = part.split(';');
    const coding = token.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const q = /^\s*q\s*=\s*(\d+(?:\.\d*)?)\s*$/i.exec(param);
      if (q) weight = Math.min(1, Number(q[1]));
    }
    byCoding.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  return byCoding;
}

/**
 * @param {string | undefined} header the request's Accept-Encoding
 * @returns {'br' | 'gzip' | null} null: send the body as it is (no header, `identity`, or only q=0)
 */
export function negotiateEncoding(header) {
  if (!header?.trim()) return null;
  const byCoding = weights(header);
  const weightOf = (coding) => byCoding.get(coding) ?? byCoding.get('*') ?? 0;
  let best = null;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (weightOf(coding) > bestWeight) [best, bestWeight] = [coding, weightOf(coding)];
  }
  // `identity` competes only when the header names it: unnamed, it is merely still acceptable.
  return best && bestWeight >= (byCoding.get('identity') ?? 0) ? best : null;
}
