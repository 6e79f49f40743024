import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { jsonResponse as json, stubFetch } from '../test-utils/index.ts';
import { isAbortError, requestJson } from './request.ts';

// A fetch that honours the abort signal the way the real one does.
function pendingFetch() {
  return stubFetch({
    '*': ({ init }) =>
      new Promise((_resolve, reject) => {
        const signal = init.signal;
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  });
}

describe('requestJson', () => {
  afterEach(() => sinon.restore());

  it('resolves ok with the parsed data', async () => {
    stubFetch({ '/search': { results: [1, 2], totalPages: 3 } });
    const result = await requestJson<{ totalPages: number }>('/search');
    expect(result).to.deep.equal({
      ok: true,
      data: { results: [1, 2], totalPages: 3 },
      status: 200,
    });
  });

  it('sends an object body as JSON with a JSON content type, POST by default', async () => {
    const network = stubFetch({ '/search': {} });
    const controller = new AbortController();
    await requestJson('/search', {
      body: { s: 'sms', post_type: 'any' },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const [{ url, init }] = network.requests;
    const headers = init.headers as Record<string, string>;
    expect([url, init.method, init.body, headers['Content-Type'], init.credentials]).to.deep.equal([
      '/search',
      'POST',
      '{"s":"sms","post_type":"any"}',
      'application/json',
      'same-origin',
    ]);
    expect(init.signal === controller.signal).to.equal(true);
  });

  it('sends a GET without a body or content type', async () => {
    const network = stubFetch({ '/traffic-type': { internal: true } });
    await requestJson('/traffic-type', { credentials: 'include', headers: { 'X-Test': '1' } });
    const [{ init }] = network.requests;
    const headers = init.headers as Record<string, string>;
    expect([
      init.method,
      String(init.body),
      headers['Content-Type'],
      headers['X-Test'],
    ]).to.deep.equal(['GET', 'undefined', undefined, '1']);
  });

  it('passes FormData through untouched', async () => {
    const network = stubFetch({ '/form': {} });
    const form = new FormData();
    form.append('a', '1');
    await requestJson('/form', { body: form });
    const [{ init }] = network.requests;
    expect(init.body instanceof FormData).to.equal(true);
    expect((init.headers as Record<string, string>)['Content-Type']).to.equal(undefined);
  });

  it('resolves ok:false with the status for a not-ok answer', async () => {
    stubFetch({ '/user': json({ message: 'nope' }, 404) });
    expect(await requestJson('/user')).to.deep.equal({ ok: false, aborted: false, status: 404 });
  });

  it('resolves ok:false (not aborted) on a network failure instead of throwing', async () => {
    stubFetch({ '/user': new TypeError('Failed to fetch') });
    const result = await requestJson('/user');
    expect([result.ok, result.ok ? null : result.aborted]).to.deep.equal([false, false]);
  });

  it('resolves ok:false on a body that is not JSON', async () => {
    stubFetch({ '/user': new Response('<html>', { status: 200 }) });
    const result = await requestJson('/user');
    expect(result.ok ? 'ok' : `${result.aborted}:${(result.error as Error).name}`).to.equal(
      'false:SyntaxError',
    );
  });

  it('reads an empty answer as null data', async () => {
    stubFetch({ '/ping': new Response(null, { status: 204 }) });
    expect(await requestJson('/ping')).to.deep.equal({ ok: true, data: null, status: 204 });
  });

  it('resolves aborted:true when the request is aborted', async () => {
    pendingFetch();
    const controller = new AbortController();
    const pending = requestJson('/search', { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect([result.ok, result.ok ? null : result.aborted]).to.deep.equal([false, true]);
  });

  it('resolves aborted:true for an abort with a custom reason', async () => {
    pendingFetch();
    const controller = new AbortController();
    const pending = requestJson('/search', { signal: controller.signal });
    controller.abort('superseded');
    const result = await pending;
    expect(result.ok ? null : result.aborted).to.equal(true);
  });

  it('drops data that arrives after an abort', async () => {
    const controller = new AbortController();
    stubFetch({
      '/search': () => {
        controller.abort();
        return { stale: true };
      },
    });
    const result = await requestJson('/search', { signal: controller.signal });
    expect(result.ok ? 'data' : result.aborted).to.equal(true);
  });

  it('isAbortError recognises abort errors only', () => {
    expect([
      isAbortError(new DOMException('x', 'AbortError')),
      isAbortError(new TypeError('x')),
      isAbortError(null),
    ]).to.deep.equal([true, false, false]);
  });
});
