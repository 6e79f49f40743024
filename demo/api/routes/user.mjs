// GET /experience/1/user -> { username } for a logged-in portal user, else 401 (the front end
// treats any not-ok answer as "no user").
export const DEMO_USERNAME = 'Ada Lovelace';

export function userRoute({ cookies }) {
  if (cookies.ib_logged_in === '1') return { status: 200, body: { username: DEMO_USERNAME } };
  return { status: 401, body: { code: 'not_logged_in', message: 'No portal session.' } };
}
