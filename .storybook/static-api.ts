// The fixture API in a static build (`storybook build`): there is no server to mount the demo's
// API middleware on (fixture-api.ts runs on the dev server only), so the preview answers the same
// API paths itself, in the page, from the same route table, body parsing, corpus and latency as
// demo/api/middleware.mjs. Only same-origin requests to those paths are answered: every other
// request (an endpoint a story made up on purpose, assets, third parties) goes to the network
// untouched. preview.ts installs it in a static build only.
import { generateCorpus } from '../demo/api/corpus/generate.mjs';
import {
  HttpError,
  fieldsFromBody,
  fieldsFromSearchParams,
  readCookies,
} from '../demo/api/http.mjs';
import { DEFAULT_DELAY_MS, delayFor } from '../demo/api/latency.mjs';
import { findRoute, trimPath } from '../demo/api/routes/index.mjs';

/** The route a same-origin URL asks for, else undefined (the request is left alone). */
function routeFor(url: URL): IbFixtureRoute | undefined {
  return url.origin === window.location.origin ? findRoute(url.pathname) : undefined;
}

/** Waits `ms`; rejects as fetch does when the request is aborted meanwhile. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  head = false,
): Response {
  return new Response(head || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

let corpus: ReturnType<typeof generateCorpus> | undefined;

async function answer(route: IbFixtureRoute, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const head = request.method === 'HEAD';
  const method = head ? 'GET' : request.method;
  if (!route.methods.includes(method))
    return json(405, { error: 'Method not allowed' }, { allow: route.methods.join(', ') });
  try {
    const fields =
      method === 'POST'
        ? fieldsFromBody(request.headers.get('content-type') ?? '', await request.text())
        : fieldsFromSearchParams(url.searchParams);
    if (!route.noDelay)
      await wait(
        delayFor(`${url.pathname}|${JSON.stringify(fields)}`, DEFAULT_DELAY_MS),
        request.signal,
      );
    corpus ??= generateCorpus();
    const result = route.handler({
      path: trimPath(url.pathname),
      query: url.searchParams,
      fields,
      cookies: readCookies({ headers: { cookie: document.cookie } }),
      corpus,
    });
    return json(result.status, result.body, result.headers, head);
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (error instanceof HttpError) return json(error.status, { error: error.message });
    console.error('[fixture api]', error);
    return json(500, { error: 'Internal error' });
  }
}

/** Routes the fixture API's same-origin paths to the in-page handlers; everything else to the network. */
export function installStaticApi(): void {
  const networkFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The URL alone decides: a Request is not read (its body stays unused) unless it is answered here.
    const address = input instanceof Request ? input.url : String(input);
    const route = routeFor(new URL(address, window.location.href));
    if (!route) return networkFetch(input, init);
    return answer(route, new Request(input, init));
  };
}
