import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { createApiMiddleware } from '../middleware.mjs';
import { CONTACT_FORM_MESSAGES, contactFormErrors, contactFormRoute } from './contact-form.mjs';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Call me about WhatsApp',
  phone: '+44 20 7946 0958',
};
const route = (fields, query = '') =>
  contactFormRoute({ fields, query: new URLSearchParams(query) });

test('accepts a valid submission', () => {
  assert.deepEqual(route(valid), { status: 200, body: { ok: true } });
  assert.deepEqual(route({ email: 'ada@example.com', message: 'Hi' }), {
    status: 200,
    body: { ok: true },
  }); // phone and name optional
});

test('rejects with 422 and a message for every invalid field at once', () => {
  const answer = route({
    name: 'x'.repeat(101),
    email: 'ada.example.com',
    message: '  ',
    phone: '020 7946',
  });
  assert.equal(answer.status, 422);
  assert.deepEqual(answer.body.errors, {
    email: CONTACT_FORM_MESSAGES.email,
    message: CONTACT_FORM_MESSAGES.message,
    phone: CONTACT_FORM_MESSAGES.phone,
    name: CONTACT_FORM_MESSAGES.name,
  });
});

test('never echoes request data in its messages', () => {
  const answer = route(
    { email: '<img src=x onerror=alert(1)>', message: '<script>x</script>' },
    '',
  );
  assert.equal(JSON.stringify(answer).includes('<'), false);
});

test('fields of the wrong type count as empty', () => {
  assert.deepEqual(Object.keys(contactFormErrors({ email: ['a@b.c'], message: { text: 'x' } })), [
    'email',
    'message',
  ]);
});

test('fails with 500 when the message mentions "fail"', () => {
  assert.deepEqual(route({ ...valid, message: 'Please FAIL' }), {
    status: 500,
    body: { error: CONTACT_FORM_MESSAGES.failed },
  });
});

test('?outcome= forces 500, 422 or 200 whatever the fields say', () => {
  assert.equal(route(valid, 'outcome=500').status, 500);
  const forced = route(valid, 'outcome=422');
  assert.equal(forced.status, 422);
  assert.equal(typeof forced.body.errors.email, 'string');
  assert.equal(route({}, 'outcome=200').status, 200);
  assert.equal(route(valid, 'outcome=bogus').status, 200); // unknown switches are ignored
});

// Through the real middleware: JSON and urlencoded bodies, the query switch, the status codes.
let base;
let server;
before(async () => {
  const api = createApiMiddleware({ delay: 0 });
  server = createServer((req, res) => api(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

test('over HTTP: 200 for urlencoded, 422 with field errors for JSON, 500 by query switch', async () => {
  const urlencoded = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(valid).toString(),
  });
  assert.equal(urlencoded.status, 200);
  const invalid = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nope', message: 'Hi' }),
  });
  assert.equal(invalid.status, 422);
  assert.deepEqual(await invalid.json(), { errors: { email: CONTACT_FORM_MESSAGES.email } });
  const forced = await fetch(`${base}/api/forms/contact?outcome=500`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(valid),
  });
  assert.equal(forced.status, 500);
});
