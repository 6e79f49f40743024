// POST /api/forms/contact: a form endpoint with the three answers a form block must handle.
// - 422 `{ errors: { field: message } }` for every invalid field at once: an email without "@",
//   an empty message, a phone that is not E.164 (when sent), a name over 100 characters.
// - 500 `{ error }` when the message mentions "fail".
// - 200 `{ ok: true }` otherwise.
// The query switch `?outcome=422|500|200` forces an answer (for trying a page's error states),
// whatever the fields say. Messages are fixed texts: nothing from the request is echoed.
const text = (value) => (typeof value === 'string' ? value : '');

const E164 = /^\+[1-9]\d{6,14}$/;

export const CONTACT_FORM_MESSAGES = {
  email: 'Enter an email address like name@example.com.',
  message: 'Tell us how we can help.',
  phone: 'Enter the phone number in international format, for example +441234567890.',
  name: 'Use at most 100 characters for your name.',
  failed: 'The message could not be stored. Please try again later.',
  forced: 'This answer was forced by ?outcome=422.',
};

/** Field errors for the submitted fields; empty when they are fine. */
export function contactFormErrors(fields) {
  const errors = {};
  if (!text(fields.email).includes('@')) errors.email = CONTACT_FORM_MESSAGES.email;
  if (text(fields.message).trim() === '') errors.message = CONTACT_FORM_MESSAGES.message;
  const phone = text(fields.phone).replace(/[\s().-]/g, '');
  if (phone !== '' && !E164.test(phone)) errors.phone = CONTACT_FORM_MESSAGES.phone;
  if (text(fields.name).length > 100) errors.name = CONTACT_FORM_MESSAGES.name;
  return errors;
}

const rejected = (errors) => ({ status: 422, body: { errors } });
const failed = () => ({ status: 500, body: { error: CONTACT_FORM_MESSAGES.failed } });
const accepted = () => ({ status: 200, body: { ok: true } });

export function contactFormRoute({ fields, query }) {
  const outcome = query?.get('outcome');
  if (outcome === '500') return failed();
  if (outcome === '422') return rejected({ email: CONTACT_FORM_MESSAGES.forced });
  if (outcome === '200') return accepted();
  const errors = contactFormErrors(fields);
  if (Object.keys(errors).length > 0) return rejected(errors);
  if (/fail/i.test(text(fields.message))) return failed();
  return accepted();
}
