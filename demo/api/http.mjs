// Small request/response helpers shared by the API routes (plain node:http, no framework).

const MAX_BODY_BYTES = 1_000_000;

export class HttpError extends Error {
  /** @param {number} status @param {string} message a fixed text, never request data */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Answers JSON; nosniff so a browser never renders it as HTML, whatever it contains. */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

export function readCookies(req) {
  const cookies = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

export function requestUrl(req) {
  // A fixed base keeps a path like "//host/x" a path instead of a host.
  return new URL(`http://localhost${req.url?.startsWith('/') ? '' : '/'}${req.url ?? ''}`);
}

/** Form fields as an object: repeated names become lists, `name[]` always a list. */
export function fieldsFromSearchParams(params) {
  const fields = {};
  for (const [rawKey, value] of params) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    if (key in fields) fields[key] = [].concat(fields[key], value);
    else fields[key] = isList ? [value] : value;
  }
  return fields;
}

async function readText(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request body as fields: JSON or urlencoded. A body an earlier middleware already parsed
 * (`req.body`, e.g. in a connect stack) is used as is.
 */
export async function readBodyFields(req) {
  if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) return req.body;
  return fieldsFromBody(req.headers['content-type'] ?? '', await readText(req));
}

/**
 * A body's text as fields, by its content type: JSON or urlencoded (Storybook's static build
 * reads fetch bodies with it too, .storybook/static-api.ts).
 */
export function fieldsFromBody(contentType, text) {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/'))
    throw new HttpError(415, 'Send JSON or application/x-www-form-urlencoded');
  if (text.trim() === '') return {};
  if (type === 'application/x-www-form-urlencoded')
    return fieldsFromSearchParams(new URLSearchParams(text));
  // JSON is the default: the front end sends it, and curl users often forget the header.
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'Body must be a JSON object');
  return value;
}
