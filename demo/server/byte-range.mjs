// Parses a single `Range: bytes=…` header (video seeking needs it). Multiple ranges are not
// supported: the whole file is sent instead, which RFC 9110 allows.

/**
 * @param {string | undefined} header
 * @param {number} size file size in bytes
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null} null: send the whole file
 */
export function parseByteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start;
  let end;
  if (match[1] === '') {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
