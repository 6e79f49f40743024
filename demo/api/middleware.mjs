// The local API: the product's call contracts over the fixture corpus, as a connect-style
// middleware that the demo server and Storybook's Vite server both mount. Paths it does not
// know go to next().
import { generateCorpus } from './corpus/generate.mjs';
import {
  HttpError,
  fieldsFromSearchParams,
  readBodyFields,
  readCookies,
  requestUrl,
  sendJson,
} from './http.mjs';
import { baseDelay, delayFor, wait } from './latency.mjs';
import { findRoute, trimPath } from './routes/index.mjs';

/**
 * @param {{ delay?: number, corpus?: ReturnType<typeof generateCorpus> }} [options]
 *   delay: base latency in ms (default IB_API_DELAY or 120; 0 turns it off).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next?: (error?: unknown) => void) => Promise<void>}
 */
export function createApiMiddleware(options = {}) {
  const corpus = options.corpus ?? generateCorpus();
  const delay = baseDelay(options.delay);

  return async function ibApiMiddleware(req, res, next) {
    const url = requestUrl(req);
    const route = findRoute(url.pathname);
    if (!route) {
      if (next) next();
      else sendJson(res, 404, { error: 'Not found' });
      return;
    }
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (!route.methods.includes(method)) {
      sendJson(res, 405, { error: 'Method not allowed' }, { allow: route.methods.join(', ') });
      return;
    }
    try {
      const fields =
        method === 'POST' ? await readBodyFields(req) : fieldsFromSearchParams(url.searchParams);
      if (!route.noDelay) await wait(delayFor(`${url.pathname}|${JSON.stringify(fields)}`, delay));
      // The client gave up (a newer search aborted this one): nothing left to answer.
      if (res.destroyed) return;
      const answer = route.handler({
        path: trimPath(url.pathname),
        query: url.searchParams,
        fields,
        cookies: readCookies(req),
        corpus,
      });
      if (answer.body === undefined) {
        res.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers });
        res.end();
      } else {
        sendJson(res, answer.status, answer.body, answer.headers);
      }
    } catch (error) {
      if (res.headersSent || res.destroyed) return;
      if (error instanceof HttpError) sendJson(res, error.status, { error: error.message });
      else {
        console.error('[demo api]', error);
        sendJson(res, 500, { error: 'Internal error' });
      }
    }
  };
}

export { generateCorpus };
