// Serves files from folders mounted at URL prefixes: safe path resolution (no way out of a
// mounted folder), content types, revalidation, HEAD, byte ranges and compression.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { parseByteRange } from './byte-range.mjs';
import { compressedBody } from './compressed-bodies.mjs';
import { isCompressible, negotiateEncoding } from './content-encoding.mjs';
import { contentTypeFor } from './mime-types.mjs';

/**
 * Maps a URL path to a file inside one of the mounts; null when the path is malformed or would
 * leave the mounted folder; `file: null` for a hidden entry.
 * @param {string} rawPath the request path, still percent-encoded
 * @param {Array<{ prefix: string, dir: string, hidden?: string[] }>} mounts longest prefix first
 */
export function resolveFile(rawPath, mounts) {
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const segments = path.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const mount = mounts.find(
    ({ prefix }) => path === prefix.slice(0, -1) || path.startsWith(prefix),
  );
  if (!mount) return null;
  const rest = path.slice(mount.prefix.length);
  // Hidden entries answer like missing files (404), not like malformed requests.
  if (mount.hidden?.includes(rest.split('/')[0])) return { file: null, isDirectoryUrl: false };
  const file = resolve(join(mount.dir, rest));
  // Belt and braces: even a path that slipped past the checks above cannot escape the folder.
  if (file !== mount.dir && !file.startsWith(mount.dir + sep)) return null;
  return { file, isDirectoryUrl: path.endsWith('/') };
}

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2) or is `*`. */
function matchesEtag(header, etag) {
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends `file` (a regular file) honouring HEAD, If-None-Match, If-Modified-Since, Range and
 * Accept-Encoding. A Range request gets the file's own bytes, never compressed ones: a range of a
 * compressed body would be a range of another representation (video seeking relies on this).
 * `rendered` is the body to send in place of the file's bytes (a page with its layout), with the
 * modification time that names its version.
 * @param {{ status?: number, headers?: Record<string, string>, cacheControl?: string, rendered?: { body: Buffer, mtimeMs: number } }} [options]
 */
export async function sendFile(
  req,
  res,
  file,
  { status = 200, headers = {}, cacheControl = 'no-cache', rendered } = {},
) {
  const info = rendered ? renderedInfo(rendered) : await stat(file);
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const lastModified = info.mtime.toUTCString();
  const compressible = isCompressible(file);
  let coding =
    compressible && !req.headers.range ? negotiateEncoding(req.headers['accept-encoding']) : null;
  const compressed = coding
    ? await compressedBody(file, info, coding, rendered && (async () => rendered.body))
    : null;
  if (!compressed) coding = null;
  // Each coding is its own representation, with its own tag (If-Range compares the plain one).
  const plainEtag = `W/"${version}"`;
  const etag = coding ? `W/"${version}-${coding}"` : plainEtag;
  const validators = {
    'cache-control': cacheControl,
    etag,
    'last-modified': lastModified,
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
  };

  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const fresh =
    status === 200 &&
    (ifNoneMatch
      ? matchesEtag(ifNoneMatch, etag)
      : Boolean(ifModifiedSince) &&
        Math.floor(info.mtimeMs / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000));
  if (fresh) {
    res.writeHead(304, validators);
    res.end();
    return;
  }

  const common = {
    'content-type': contentTypeFor(file),
    // Ranges are served of the plain bytes only, so a compressed response does not offer them.
    ...(coding ? { 'content-encoding': coding } : { 'accept-ranges': 'bytes' }),
    ...validators,
    'x-content-type-options': 'nosniff',
    ...headers,
  };
  if (compressed) {
    res.writeHead(status, { ...common, 'content-length': compressed.length });
    res.end(req.method === 'HEAD' ? undefined : compressed);
    return;
  }

  // If-Range: only honour the range when the client's copy is still current.
  const ifRange = req.headers['if-range'];
  const rangeAllowed =
    status === 200 && (!ifRange || ifRange === plainEtag || ifRange === lastModified);
  const range = rangeAllowed ? parseByteRange(req.headers.range, info.size) : null;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'content-range': `bytes */${info.size}`, 'accept-ranges': 'bytes' });
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : status, {
    ...common,
    'content-length': length,
    ...(range ? { 'content-range': `bytes ${start}-${end}/${info.size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  if (rendered) {
    res.end(rendered.body.subarray(start, end + 1));
    return;
  }
  const stream = createReadStream(file, { start, end });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

/** A rendered body's stand-in for the file's stat: its size and version. */
function renderedInfo({ body, mtimeMs }) {
  return { size: body.length, mtimeMs, mtime: new Date(Math.floor(mtimeMs)) };
}

export async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
