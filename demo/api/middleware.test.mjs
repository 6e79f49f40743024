import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { createApiMiddleware } from './middleware.mjs';

let base;
let server;

before(async () => {
  const api = createApiMiddleware({ delay: 0 });
  // Whatever the API does not handle must reach the next handler.
  server = createServer((req, res) => api(req, res, () => res.writeHead(418).end('next')));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => new Promise((resolve) => server.close(resolve)));

const post = (path, body, headers = { 'content-type': 'application/json' }) =>
  fetch(base + path, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('search: JSON body, contract fields, paging and totalPages', async () => {
  const response = await post('/wp-json/infobip2024/v1/search', {
    s: 'sms',
    lang: 'en',
    post_type: 'any',
    per_page: 5,
    page: 2,
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^application\/json/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  const body = await response.json();
  assert.deepEqual(Object.keys(body).sort(), ['results', 'total', 'totalPages']);
  assert.equal(body.results.length, 5);
  assert.ok(body.totalPages >= 2);
  assert.equal(response.headers.get('x-wp-totalpages'), String(body.totalPages));
  assert.equal(response.headers.get('x-wp-total'), String(body.total)); // the matches in all pages, as WordPress sends
});

test('search: post_type as a list, extra form fields accepted', async () => {
  const body = await (
    await post('/wp-json/infobip2024/v1/search', {
      s: '',
      lang: 'en',
      post_type: ['faq', 'glossary'],
      per_page: 100,
      industry: ['retail'],
      sort: 'date',
    })
  ).json();
  assert.ok(body.results.length > 10);
  assert.ok(body.results.every((result) => ['FAQ', 'Glossary'].includes(result.post_type_label)));
});

test('search: urlencoded body with repeated post_type and GET with a query string', async () => {
  const form = await (
    await post(
      '/wp-json/infobip2024/v1/search',
      's=&lang=en&post_type=faq&post_type=news&per_page=100',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    )
  ).json();
  assert.ok(form.results.every((result) => ['FAQ', 'News'].includes(result.post_type_label)));
  const viaGet = await (
    await fetch(`${base}/wp-json/infobip2024/v1/search?s=whatsapp&lang=de`)
  ).json();
  assert.ok(viaGet.results.length >= 1);
});

test('search: entities and hostile markup arrive untouched (the front end escapes)', async () => {
  const body = await (
    await post('/wp-json/infobip2024/v1/search', { s: 'onerror', lang: 'en', post_type: 'any' })
  ).json();
  assert.equal(
    body.results[0].title,
    'Security checklist <img src=x onerror=alert(1)> for SMS senders',
  );
  const entities = await (
    await post('/wp-json/infobip2024/v1/search', { s: "what's the", lang: 'en', post_type: 'faq' })
  ).json();
  assert.equal(entities.results[0].title, 'What&#8217;s the difference between RCS and SMS?');
});

test('search: invalid JSON is a 400 that does not echo the input', async () => {
  const response = await post('/wp-json/infobip2024/v1/search', '{"s": <b>oops');
  assert.equal(response.status, 400);
  assert.doesNotMatch(await response.text(), /oops/);
});

test('search: wrong method is 405 with Allow', async () => {
  const response = await fetch(`${base}/wp-json/infobip2024/v1/search`, { method: 'DELETE' });
  assert.equal(response.status, 405);
  assert.equal(response.headers.get('allow'), 'POST, GET');
});

test('traffic-type: both paths, external by default, internal by cookie or query', async () => {
  for (const path of ['/wp-json/infobip/v1/traffic-type', '/infobip/v1/traffic-type']) {
    assert.deepEqual(await (await fetch(base + path)).json(), { internal: false });
    assert.deepEqual(await (await fetch(`${base}${path}?ib_internal=1`)).json(), {
      internal: true,
    });
    assert.deepEqual(
      await (await fetch(base + path, { headers: { cookie: 'a=b; ib_internal=1' } })).json(),
      { internal: true },
    );
  }
});

test('user lookup: username with the login cookie, 401 without', async () => {
  const anonymous = await fetch(`${base}/experience/1/user`);
  assert.equal(anonymous.status, 401);
  const loggedIn = await fetch(`${base}/experience/1/user`, {
    headers: { cookie: 'ib_logged_in=1' },
  });
  assert.equal(loggedIn.status, 200);
  assert.deepEqual(await loggedIn.json(), { username: 'Ada Lovelace' });
});

test('contact form: 200, 422 for an email without @, 500 for a message with "fail"', async () => {
  const path = '/api/forms/contact';
  const ok = await post(path, { email: 'ada@example.com', message: 'Hello' });
  assert.equal(ok.status, 200);
  assert.deepEqual(await ok.json(), { ok: true });
  const invalid = await post(path, { email: 'ada.example.com', message: 'Hello' });
  assert.equal(invalid.status, 422);
  assert.equal(typeof (await invalid.json()).errors.email, 'string');
  const failing = await post(path, 'email=ada%40example.com&message=please+FAIL', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  assert.equal(failing.status, 500);
  const urlencodedOk = await post(path, 'email=ada%40example.com&message=hi', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  assert.equal(urlencodedOk.status, 200);
  const multipart = await post(path, '--x--', {
    'content-type': 'multipart/form-data; boundary=x',
  });
  assert.equal(multipart.status, 415);
});

test('demo switches set the cookies and redirect home', async () => {
  const response = await fetch(`${base}/__demo/login`, { redirect: 'manual' });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('location'), '/');
  assert.match(response.headers.get('set-cookie'), /^ib_logged_in=1; Path=\//);
});

test('unknown routes fall through to next()', async () => {
  for (const path of ['/', '/wp-json/other', '/experience/1/user/extra', '/index.html']) {
    const response = await fetch(base + path);
    assert.equal(response.status, 418, path);
    assert.equal(await response.text(), 'next');
  }
});

test('latency is deterministic per request and IB_API_DELAY sets the base', async () => {
  const { delayFor, baseDelay } = await import('./latency.mjs');
  assert.equal(delayFor('a', 120), delayFor('a', 120));
  assert.ok(delayFor('a', 120) >= 60 && delayFor('a', 120) <= 180);
  assert.equal(delayFor('a', 0), 0);
  process.env.IB_API_DELAY = '40';
  assert.equal(baseDelay(undefined), 40);
  assert.equal(baseDelay(0), 0);
  delete process.env.IB_API_DELAY;
  assert.equal(baseDelay(undefined), 120);
});

test('a delayed answer is skipped when the client aborted', async () => {
  const slow = createApiMiddleware({ delay: 200 });
  const slowServer = createServer((req, res) => slow(req, res));
  await new Promise((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
  const controller = new AbortController();
  const request = fetch(
    `http://127.0.0.1:${slowServer.address().port}/wp-json/infobip2024/v1/search`,
    {
      method: 'POST',
      body: '{"s":"sms"}',
      signal: controller.signal,
    },
  );
  setTimeout(() => controller.abort(), 20);
  await assert.rejects(request, { name: 'AbortError' });
  await new Promise((resolve) => slowServer.close(resolve));
});
