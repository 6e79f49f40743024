// POST /api/forms/contact: a form endpoint with the three answers a form block must handle.
// 422 when the email has no '@', 500 when the message mentions "fail", else 200.
export function contactFormRoute({ fields }) {
  const text = (value) => (typeof value === 'string' ? value : '');
  if (!text(fields.email).includes('@')) {
    return { status: 422, body: { errors: { email: 'Enter an email address like name@example.com.' } } };
  }
  if (/fail/i.test(text(fields.message))) {
    return { status: 500, body: { error: 'The message could not be stored. Please try again later.' } };
  }
  return { status: 200, body: { ok: true } };
}
