// `window.fetch` stubbed by routes, with every request recorded. Built on a sinon stub, so a test
// file's `sinon.restore()` puts the real fetch back as well as `restore()` does.
import sinon from 'sinon';

/** A JSON response, as an API sends it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FetchedRequest {
  url: string;
  method: string;
  /** The `init` the caller passed (headers, body, credentials, signal...), `{}` when none. */
  init: RequestInit;
  /** `init.body` parsed as JSON when it is a JSON string, else `init.body` itself. */
  body: unknown;
}

/**
 * How a route answers: a `Response` (cloned for each request, so it can answer many), an `Error`
 * (the fetch rejects with it), a promise of an answer (the request waits for it), a function of
 * the request returning an answer, or any other value: sent as a 200 JSON body. A `Response` a
 * function returns (or resolves its promise with) is that request's own and is sent as it is, not
 * cloned: a clone's body reads several tasks later, past the `settleTasks()` a test holding a
 * request waits after answering it.
 */
export type FetchAnswer =
  | ((request: FetchedRequest) => unknown)
  | Response
  | Error
  | Promise<unknown>
  | object
  | string
  | number
  | boolean
  | null;

export interface FetchStub {
  /** Every request made since `stubFetch`, in order, answered or not. */
  requests: FetchedRequest[];
  /** Sets (or replaces) the answer of the route `match`. */
  route(match: string, answer: FetchAnswer): void;
  /** Puts the real `fetch` back. */
  restore(): void;
}

const parse = (body: unknown) => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

async function respond(answer: unknown, request: FetchedRequest): Promise<Response> {
  const own = typeof answer === 'function'; // a Response made for this request: no clone
  const value = own ? (answer as (request: FetchedRequest) => unknown)(request) : await answer;
  const settled = await value;
  if (settled instanceof Response) return own ? settled : settled.clone();
  if (settled instanceof Error) throw settled;
  return jsonResponse(settled);
}

/**
 * Replaces `window.fetch`: a request goes to the first route (in the order set) whose `match` is
 * its URL, a part of its URL, or `*`; a request no route matches fails, naming its URL.
 *
 *     const network = stubFetch({ '/traffic-type': { internal: false } });
 *     network.route('*', new TypeError('Failed to fetch'));
 *     expect(network.requests.map((r) => r.url)).to.deep.equal([...]);
 */
export function stubFetch(routes: Record<string, FetchAnswer> = {}): FetchStub {
  const table = new Map<string, FetchAnswer>(Object.entries(routes));
  const requests: FetchedRequest[] = [];
  const stub = sinon
    .stub(window, 'fetch')
    .callsFake(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = (
        init.method ?? (input instanceof Request ? input.method : 'GET')
      ).toUpperCase();
      const request: FetchedRequest = { url, method, init, body: parse(init.body) };
      requests.push(request);
      for (const [match, answer] of table) {
        if (match === '*' || url === match || url.includes(match)) return respond(answer, request);
      }
      throw new Error(`stubFetch: no route for ${method} ${url}`);
    });
  return {
    requests,
    route: (match, answer) => table.set(match, answer),
    restore: () => stub.restore(),
  };
}
